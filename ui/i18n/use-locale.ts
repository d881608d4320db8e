import { useTranslation } from 'react-i18next';
import { languageOf, localeOf, type Locale } from '../../domain/index';

/** The number and date format of the language on screen: nl-NL or en-GB. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeOf(languageOf(i18n.language));
}
