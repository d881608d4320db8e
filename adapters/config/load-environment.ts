import * as v from 'valibot';
import type { Environment } from '../../application/environment';
import { CONFIG_INIT, CONFIG_URL } from './config-request';

const text = v.pipe(v.string(), v.minLength(1));
const perLanguage = v.object({ nl: text, en: text });
const perSegment = <S extends v.GenericSchema>(schema: S) => v.object({ private: schema, business: schema });
const sidebar = v.tuple([text, text, text, text]);
const positive = v.pipe(v.number(), v.integer(), v.minValue(1));

const environmentSchema = v.object({
  brand: text,
  brandName: text,
  brandAbbreviation: text,
  apiPrefix: v.string(),
  productPrefixes: perLanguage,
  businessPrefixes: perLanguage,
  appPaths: perLanguage,
  loginPaths: perLanguage,
  serviceVersion: text,
  xsrfToken: text,
  consumerId: text,
  sdmId: text,
  cardHistoryPath: v.optional(v.string()),
  changeBasketPath: v.optional(v.string()),
  apiDocumentPath: v.optional(v.string()),
  linkOrigins: v.optional(v.array(text)),
  portal: v.object({
    headerScript: text,
    footerScript: text,
    chatClientScript: text,
    signingScript: text,
    overview: perSegment(perLanguage),
    help: perSegment(perLanguage),
    personalData: perSegment(perLanguage),
    europeCountries: perSegment(perLanguage),
    activateCard: perSegment(perLanguage),
    accessibility: v.optional(perSegment(perLanguage)),
    toSign: v.optional(perSegment(perLanguage)),
    sidebarLinks: perSegment(v.object({ nl: sidebar, en: sidebar })),
  }),
  analytics: v.object({ vendor: text, endpoint: text }),
  timeouts: v.object({ requestMs: positive, scriptMs: positive }),
  session: v.object({ idleSeconds: positive, warningSeconds: v.optional(positive) }),
});

export const CONFIG_ERROR = 'Error fetching config.json';

/** Section 7: `GET ./config.json` at start-up; any failure, or a config of the wrong shape, throws. */
export async function loadEnvironment(fetch: typeof globalThis.fetch, url = CONFIG_URL): Promise<Environment> {
  try {
    const response = await fetch(url, CONFIG_INIT);
    if (!response.ok) throw new Error(`status ${response.status}`);
    return v.parse(environmentSchema, await response.json());
  } catch (cause) {
    throw new Error(CONFIG_ERROR, { cause });
  }
}

/**
 * Whether loadEnvironment's failure was the network's: the request got no answer at all (fetch
 * rejects with a TypeError), as offline, where the page itself came from the service worker.
 */
export const configUnreachable = (error: unknown): boolean =>
  error instanceof Error && error.message === CONFIG_ERROR && error.cause instanceof TypeError;
