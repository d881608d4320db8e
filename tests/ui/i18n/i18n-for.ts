import type { i18n } from 'i18next';
import type { Language } from '../../../domain/index';
import { ALL_TEXTS } from '../../../ui/i18n/all-texts';
import { createI18n, type I18nOptions } from '../../../ui/i18n/create-i18n';
import { loadTranslations } from '../../../ui/i18n/load-translations';
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

/**
 * An instance with only the first load's texts, as production starts. A copy of them: i18next
 * keeps the object it is given and merges each part added later into it, and the imported JSON
 * is one object for every test of the file (a page has one instance; a test file many).
 */
export async function firstLoadI18n(language: Language, options: I18nOptions = {}): Promise<i18n> {
  return createI18n(language, structuredClone(await loadTranslations(language)), options);
}
