import type { Language } from '../domain/index';
import { token } from './token';

type PerLanguage<T = string> = Readonly<Record<Language, T>>;
/** A portal link for private and for business customers (issue 33, items 12 and 16). */
export type PerSegment<T = PerLanguage> = { readonly private: T; readonly business: T };

/**
 * The environment configuration (section 7, `./config.json`): every `{placeholder}` of the spec
 * in one place. The bank sandbox serves it; the app reads it once at start-up.
 */
export type Environment = {
  /** `{brand}`, as in `/resources/{brand}/…` and `PAYMENT_{BRAND}_CARD`. */
  readonly brand: string;
  /** Shown after every page title. */
  readonly brandName: string;
  /** `{brand-abbrev}`: `x-{abbrev}-serviceversion`, `{abbrev}Url`, the amr_values urn. */
  readonly brandAbbreviation: string;
  /** `{prefix}`: the portal path prefix of the card APIs. */
  readonly apiPrefix: string;
  /** `{product-prefix-nl}` / `{product-prefix-en}`: `nl`, `en`. */
  readonly productPrefixes: PerLanguage;
  /** Business areas: `nl-zakelijk`, `en-business`. */
  readonly businessPrefixes: PerLanguage;
  /** Where the app itself is served, per language (private area). */
  readonly appPaths: PerLanguage;
  readonly loginPaths: PerLanguage;
  /** Section 9: the value of `x-{abbrev}-serviceversion`. */
  readonly serviceVersion: string;
  /** `{token}`: the X-XSRF-HEADER value. */
  readonly xsrfToken: string;
  /** `{key}`: the fixed Consumer-Id of this system. */
  readonly consumerId: string;
  /** The service-disruption id for debit cards (layout `sdmId`). */
  readonly sdmId: string;
  /**
   * Where the bank answers a card's change history, `{paymentInstrumentId}` standing for the
   * card (the sandbox: `{prefix}/apis/payment-instruments/v2/{paymentInstrumentId}/history`).
   * Not a call of spec section 7, so a real bank may not offer it: absent or empty, there is no
   * history to show.
   */
  readonly cardHistoryPath?: string;
  /**
   * Where the bank takes several limit changes of one card under one signature (issue 35),
   * `{paymentInstrumentId}` standing for the card (the sandbox:
   * `{prefix}/apis/payment-instruments/v2/{paymentInstrumentId}/change-baskets`). Not a call of
   * spec section 7: absent or empty, the app asks each change in turn, one signature each.
   */
  readonly changeBasketPath?: string;
  /**
   * The bank's own origins (`https://www.bank.example`) that a portal link of the Environment may
   * name absolutely: section 2.2's sidebar link 4 ("external pages on {host}"), the activation
   * page, the Europe country list. Absent or empty: every portal link is a path on this site.
   */
  readonly linkOrigins?: readonly string[];
  /**
   * Where the bank publishes its API's OpenAPI document (issue 39; the sandbox: `{prefix}/apis/openapi.json`).
   * For developers of other channels; the app does not read it.
   */
  readonly apiDocumentPath?: string;
  readonly portal: {
    readonly headerScript: string;
    readonly footerScript: string;
    readonly chatClientScript: string;
    readonly signingScript: string;
    /**
     * Every portal link per segment: a page the business area shows links to the business pages
     * (issue 33, items 12 and 16). Read through `portalLinks(environment, segment)`.
     */
    /** The back link to the portal overview. */
    readonly overview: PerSegment;
    readonly help: PerSegment;
    /** The personal-data page, opened with edit=address from the replace screen. */
    readonly personalData: PerSegment;
    readonly europeCountries: PerSegment;
    readonly activateCard: PerSegment;
    /**
     * The accessibility statement (European Accessibility Act), linked from "Need help?". Not a
     * link of the spec, so a bank may leave it out: then no link shows.
     */
    readonly accessibility?: PerSegment;
    /**
     * The portal's list of what waits to be signed: where a change the bank describes only as
     * pending (not what it is, nor its sign item) can be signed (issue 12). Absent: not offered.
     */
    readonly toSign?: PerSegment;
    /** The debit-card sidebar's four links (their titles are translations). */
    readonly sidebarLinks: PerSegment<PerLanguage<readonly [string, string, string, string]>>;
  };
  readonly analytics: {
    /** `{analytics-vendor}`: also names the kept `{vendor}_appvi` handover parameter. */
    readonly vendor: string;
    /** Where page views and exceptions are sent. */
    readonly endpoint: string;
  };
  readonly timeouts: {
    readonly requestMs: number;
    readonly scriptMs: number;
  };
  /** The portal session (WCAG 2.2.1: the customer is warned before it ends). */
  readonly session: {
    /** The portal ends a session unused this long; the portal says how long. */
    readonly idleSeconds: number;
    /** How long before that end the warning shows (default 120; at most a third of idleSeconds). */
    readonly warningSeconds?: number;
  };
};

export const Environment = token<Environment>('Environment');
