import type { Language } from '../../domain/index';
import type { Translations } from './create-i18n';

/**
 * The first load's texts, each language its own chunk, so a page downloads only the texts it shows.
 * A lazy screen brings the rest with it (`screen-texts.ts`).
 */
export async function loadTranslations(language: Language): Promise<Translations> {
  const module = language === 'en' ? await import('./en.json') : await import('./nl.json');
  return module.default;
}
