import type { Language } from '../../domain/index';
import type { Translations } from './create-i18n';

/** Each language is its own chunk, so a page downloads only the texts it shows. */
export async function loadTranslations(language: Language): Promise<Translations> {
  const module = language === 'en' ? await import('./en.json') : await import('./nl.json');
  return module.default;
}
