/** Section 9: Dutch is the default; English the alternative. */
export type Language = 'nl' | 'en';
export type Locale = 'nl-NL' | 'en-GB';

export const DEFAULT_LANGUAGE: Language = 'nl';
export const LANGUAGES: readonly Language[] = ['nl', 'en'];

const LOCALES: Record<Language, Locale> = { nl: 'nl-NL', en: 'en-GB' };

/** The page language decides; anything unknown falls back to Dutch. */
export function languageOf(pageLanguage: unknown): Language {
  const primary = typeof pageLanguage === 'string' ? pageLanguage.slice(0, 2).toLowerCase() : '';
  return primary === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

export function localeOf(language: Language): Locale {
  return LOCALES[language];
}
