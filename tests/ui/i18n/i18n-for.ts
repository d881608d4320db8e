import type { i18n } from 'i18next';
import type { Language } from '../../../domain/index';
import { createI18n, type I18nOptions, type Translations } from '../../../ui/i18n/create-i18n';
import en from '../../../ui/i18n/en.json';
import nl from '../../../ui/i18n/nl.json';

export const TRANSLATIONS: Readonly<Record<Language, Translations>> = { nl, en };

/** A ready i18n instance for tests; production loads one language lazily instead. */
export function i18nFor(language: Language, options: I18nOptions = {}): i18n {
  return createI18n(language, TRANSLATIONS[language], options);
}
