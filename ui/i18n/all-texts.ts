import type { Language } from '../../domain/index';
import en from './en.json';
import enEditors from './en/editors.json';
import enForms from './en/forms.json';
import enHistory from './en/history.json';
import enNotices from './en/notices.json';
import enReplaceCard from './en/replace-card.json';
import enTrip from './en/trip.json';
import enSessionTimeout from './en/session-timeout.json';
import nl from './nl.json';
import nlEditors from './nl/editors.json';
import nlForms from './nl/forms.json';
import nlHistory from './nl/history.json';
import nlNotices from './nl/notices.json';
import nlReplaceCard from './nl/replace-card.json';
import nlTrip from './nl/trip.json';
import nlSessionTimeout from './nl/session-timeout.json';
import type { AllTexts } from './texts';

/** Each text file of each language by its path under ui/i18n/: the first load's, then the screens' parts. */
export const TEXT_FILES: Readonly<Record<Language, Readonly<Record<string, object>>>> = {
  nl: {
    'nl.json': nl,
    'nl/editors.json': nlEditors,
    'nl/forms.json': nlForms,
    'nl/replace-card.json': nlReplaceCard,
    'nl/history.json': nlHistory,
    'nl/notices.json': nlNotices,
    'nl/trip.json': nlTrip,
    'nl/session-timeout.json': nlSessionTimeout,
  },
  en: {
    'en.json': en,
    'en/editors.json': enEditors,
    'en/forms.json': enForms,
    'en/replace-card.json': enReplaceCard,
    'en/history.json': enHistory,
    'en/notices.json': enNotices,
    'en/trip.json': enTrip,
    'en/session-timeout.json': enSessionTimeout,
  },
};

const isBranch = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep merge that refuses a text two files both hold: which one a screen shows would depend on load order. */
function merge(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
  path: string,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const here = target[key];
    if (here === undefined) target[key] = isBranch(value) ? merge({}, value, `${path}${key}.`) : value;
    else if (isBranch(here) && isBranch(value)) merge(here, value, `${path}${key}.`);
    else throw new Error(`ui/i18n: ${path}${key} is in more than one text file`);
  }
  return target;
}

const allOf = (language: Language): AllTexts =>
  Object.values(TEXT_FILES[language]).reduce<Record<string, unknown>>(
    (all, file) => merge(all, file as Record<string, unknown>, ''),
    {},
  ) as AllTexts;

/**
 * Every text of each language at once, for tests and tools that show every screen (the app loads
 * a screen's part with the screen, `screen-texts.ts`). Nothing the app bundles imports this.
 */
export const ALL_TEXTS: Readonly<Record<Language, AllTexts>> = { nl: allOf('nl'), en: allOf('en') };
