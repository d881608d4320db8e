import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../domain/index';
import type { Translations } from './texts';

export type { Translations } from './texts';

export type I18nOptions = {
  /** Called for every key a screen asks for that the texts do not hold (tests use it to fail). */
  readonly onMissingKey?: (key: string) => void;
};

/**
 * An i18next instance for one language. The texts come in already loaded, so `init` finishes
 * synchronously and the first render never shows a key. `nsSeparator` is off because catalogue
 * keys hold a colon (`errorMessages.message:MESSAGE_BAI540_1029`).
 */
export function createI18n(language: Language, translations: Translations, options: I18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    // Only one language is loaded; a missing key must show up in tests, not hide behind Dutch.
    fallbackLng: false,
    resources: { [language]: { translation: translations } },
    nsSeparator: false,
    initAsync: false,
    returnEmptyString: false,
    // React escapes what it renders; escaping here too would show "&amp;" to the customer.
    interpolation: { escapeValue: false },
    ...(options.onMissingKey
      ? {
          saveMissing: true,
          missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) =>
            options.onMissingKey?.(key),
        }
      : {}),
  });
  return instance;
}
