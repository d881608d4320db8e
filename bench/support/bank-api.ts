/**
 * What the benchmarks need to know of the bank's API, derived from the brand configuration as the
 * sandbox derives it; bundled into `.data/bench-dist/bank-api.mjs` for the plain-JS bench scripts.
 */
import { apiPaths } from '../../sandbox/http/api-paths';
import { loadCardId, loadCustomerId } from '../../sandbox/seed/load-customers';
import { sessionCookieName } from '../../sandbox/sandbox-context';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';

export const paths = apiPaths(DEFAULT_ENVIRONMENT);
export const xsrfToken = DEFAULT_ENVIRONMENT.xsrfToken;
export const sessionCookie = sessionCookieName(DEFAULT_ENVIRONMENT);
export { loadCardId, loadCustomerId };

/** Fills a path template: `card` with `{ paymentInstrumentId: 'x' }` → `/portal/…/x`. */
export function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
}

/** Section 7 sends all four include flags. */
export const INCLUDE_ALL = '?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true';
