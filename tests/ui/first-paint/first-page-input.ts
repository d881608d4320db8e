import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import type { FirstPageInput } from '../../../ui/first-paint/first-page-kit';
import nl from '../../../ui/i18n/nl.json';

/** The sandbox's config as the first module reads it: raw, unchecked. */
export const FIRST_PAGE_CONFIG = DEFAULT_ENVIRONMENT as unknown as Readonly<Record<string, unknown>>;

/** What the first paint's kit is made from on the Dutch private overview at desktop width, with changes. */
export const firstPageInput = (change: Partial<FirstPageInput> = {}): FirstPageInput => ({
  document,
  texts: nl,
  language: 'nl',
  mobile: false,
  pathname: DEFAULT_ENVIRONMENT.appPaths.nl,
  config: FIRST_PAGE_CONFIG,
  ...change,
});
