import type { i18n } from 'i18next';
import type { Language } from '../../domain/index';
import type { ScreenTexts, ScreenTextsPart } from './texts';

type Loaders = {
  readonly [P in ScreenTextsPart]: Readonly<Record<Language, () => Promise<{ default: ScreenTexts[P] }>>>;
};

// One chunk per part and language, as the first load's texts: a page downloads only its language.
const LOADERS: Loaders = {
  editors: { nl: () => import('./nl/editors.json'), en: () => import('./en/editors.json') },
  forms: { nl: () => import('./nl/forms.json'), en: () => import('./en/forms.json') },
  'replace-card': { nl: () => import('./nl/replace-card.json'), en: () => import('./en/replace-card.json') },
  history: { nl: () => import('./nl/history.json'), en: () => import('./en/history.json') },
  trip: { nl: () => import('./nl/trip.json'), en: () => import('./en/trip.json') },
  notices: { nl: () => import('./nl/notices.json'), en: () => import('./en/notices.json') },
  'session-timeout': {
    nl: () => import('./nl/session-timeout.json'),
    en: () => import('./en/session-timeout.json'),
  },
};

/**
 * Loads a lazy screen's texts in the instance's language and deep-merges them into the default
 * namespace, so their keys read as if they had come with the first load.
 */
export async function addScreenTexts(instance: i18n, part: ScreenTextsPart): Promise<void> {
  const language = instance.language;
  const load = (LOADERS[part] as Partial<Record<string, () => Promise<{ default: object }>>>)[language];
  if (!load) throw new Error(`No ${part} texts in language ${language}`);
  const { default: texts } = await load();
  instance.addResourceBundle(language, 'translation', texts, true, false);
}
