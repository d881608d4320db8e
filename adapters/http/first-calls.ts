import { cardListRequest, sessionCheckRequest } from './first-load-requests';
import { wireRequest } from './wire-request';

/** The config's fields the first calls are built from: its public values, no secret of the customer's. */
export type FirstConfig = {
  readonly brandAbbreviation: string;
  readonly serviceVersion: string;
  readonly apiPrefix: string;
  readonly xsrfToken: string;
};

const FIELDS = ['brandAbbreviation', 'serviceVersion', 'apiPrefix', 'xsrfToken'] as const;

export const isFirstConfig = (value: unknown): value is FirstConfig =>
  typeof value === 'object' &&
  value !== null &&
  FIELDS.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export const pickFirstConfig = ({
  brandAbbreviation,
  serviceVersion,
  apiPrefix,
  xsrfToken,
}: FirstConfig): FirstConfig => ({ brandAbbreviation, serviceVersion, apiPrefix, xsrfToken });

/**
 * Issue 14: the session check and the card list exactly as the app sends them (wireRequest), for
 * whoever asks for them before the app has run: the page's first module (browser/early-calls.ts)
 * and the service worker (browser/service-worker/), each answering the app's own request from them.
 */
export const firstCalls = (config: FirstConfig): { readonly url: string; readonly init: RequestInit }[] =>
  [sessionCheckRequest(config), cardListRequest(config.apiPrefix)].map((request) =>
    wireRequest(request, { baseUrl: '', xsrfToken: config.xsrfToken }),
  );
