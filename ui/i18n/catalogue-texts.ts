import {
  CATALOGUE_CODES,
  DEFAULT_ERROR_CODE,
  isCatalogueCode,
  languageOf,
  messageKey,
  type CatalogueCode,
  type Language,
} from '../../domain/index';
import { errorMessages as enFirstLoad } from './en.json';
import { errorMessages as enNotices } from './en/notices.json';
import { errorMessages as nlFirstLoad } from './nl.json';
import { errorMessages as nlNotices } from './nl/notices.json';

/** A catalogue code's message in both of the app's languages. */
export type CatalogueText = { readonly [language in Language]: string };

// The app's first load keeps the few messages a first paint may show (the boot failure's, the card
// picker's); the others come with its notices part. Each key is in one of the two (ui/i18n/all-texts.ts).
const RESOURCES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  nl: { ...nlFirstLoad, ...nlNotices },
  en: { ...enFirstLoad, ...enNotices },
};

function textOf(code: CatalogueCode, language: Language): string {
  const text = RESOURCES[language][messageKey(code)];
  // The translations test holds every code to a text in both languages; a gap is a build bug.
  if (text === undefined) throw new Error(`catalogue code ${code} has no ${language} text`);
  return text;
}

/**
 * Section 8's messages as the app shows them, for the channels that install the domain package
 * (its `catalogue-texts` entry). Read from the app's own i18next resources, the one place they
 * are written and translated, so another channel words a refusal exactly as the app does.
 */
export const CATALOGUE_TEXTS: Readonly<Record<CatalogueCode, CatalogueText>> = Object.freeze(
  Object.fromEntries(
    CATALOGUE_CODES.map((code) => [code, Object.freeze({ nl: textOf(code, 'nl'), en: textOf(code, 'en') })]),
  ) as Record<CatalogueCode, CatalogueText>,
);

/** Section 8: a code's own message, or the generic one for a code the catalogue does not know. */
export function catalogueText(code: string, language: Language): string {
  return CATALOGUE_TEXTS[isCatalogueCode(code) ? code : DEFAULT_ERROR_CODE][languageOf(language)];
}
