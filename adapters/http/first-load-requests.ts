import type { Environment } from '../../application/environment';
import type { BankRequest } from './bank-request';

/**
 * The two calls the first card waits for (section 7), described once: the app's adapters make
 * them, and the page's first module asks for them before the app has loaded (browser/early-calls.ts).
 */

/** `GET /session` with the service version: only its status counts. */
export const sessionCheckRequest = (
  environment: Pick<Environment, 'brandAbbreviation' | 'serviceVersion'>,
): BankRequest => ({
  method: 'GET',
  path: '/session',
  headers: { [`x-${environment.brandAbbreviation}-serviceversion`]: environment.serviceVersion },
});

export const cardsPath = (prefix: string): string => `${prefix}/apis/payment-instruments/v2/`;

/** Section 7, "Cards": the list without limits and region, the details with all four flags. */
export const cardQuery = (all: boolean): Readonly<Record<string, string>> => ({
  includeLimits: String(all),
  includeGeoProfile: String(all),
  includeLifeCycle: 'true',
  includeCard: 'true',
});

export const cardListRequest = (prefix: string): BankRequest => ({
  method: 'GET',
  path: cardsPath(prefix),
  query: cardQuery(false),
});
