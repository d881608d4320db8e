import type { i18n } from 'i18next';
import { createContext } from 'react';
import { addScreenTexts } from './screen-texts';
import type { ScreenTextsPart } from './texts';

export type AddScreenTexts = (instance: i18n, part: ScreenTextsPart) => Promise<void>;

/**
 * How a texts part arrives — a lazy screen's, the notices part: addScreenTexts, unless a test
 * stands in a chunk that fails.
 */
export const ScreenTextsLoader = createContext<AddScreenTexts>(addScreenTexts);
