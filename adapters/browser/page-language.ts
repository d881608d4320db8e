import { languageOf, type Language } from '../../domain/index';

/** Section 1: the page language decides (the portal header may switch it), Dutch otherwise. */
export const pageLanguage =
  (document: Pick<Document, 'documentElement'> | undefined): (() => Language) =>
  () =>
    languageOf(document?.documentElement.lang);
