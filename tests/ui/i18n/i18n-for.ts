import type { i18n } from 'i18next';
import type { Language } from '../../../domain/index';
import { ALL_TEXTS } from '../../../ui/i18n/all-texts';
import { createI18n, type I18nOptions } from '../../../ui/i18n/create-i18n';
import type { AllTexts } from '../../../ui/i18n/texts';

/** Every text of each language: the first load's and every lazy screen's part. */
export const TRANSLATIONS: Readonly<Record<Language, AllTexts>> = ALL_TEXTS;

/**
 * A ready i18n instance with every text, so any screen renders at once; production loads one
 * language's first-load texts and adds a lazy screen's part with the screen instead.
 */
export function i18nFor(language: Language, options: I18nOptions = {}): i18n {
  return createI18n(language, TRANSLATIONS[language], options);
}
