import type { Environment } from '../../application/environment';

/**
 * Section 7's paths, every prefix derived from the environment. The limit paths carry no
 * prefix: the spec writes them so (`/debitcards/v3/...`).
 */
export function apiPaths(environment: Environment) {
  const prefix = environment.apiPrefix;
  const cards = `${prefix}/apis/payment-instruments/v2`;
  const limits = '/debitcards/v3/payment-instruments';
  return {
    cardList: `${cards}/`,
    card: `${cards}/:paymentInstrumentId`,
    suspension: `${cards}/:paymentInstrumentId/suspension`,
    resumption: `${cards}/:paymentInstrumentId/resumption`,
    reissue: `${cards}/:paymentInstrumentId/reissue`,
    defaultRegion: `${cards}/:paymentInstrumentId/geo-profile`,
    temporaryRegions: `${cards}/:paymentInstrumentId/temporary-geo-profiles`,
    temporaryRegion: `${cards}/:paymentInstrumentId/temporary-geo-profiles/:temporaryGeoProfileId`,
    productDetails: `${prefix}/api/savings/v2/:productId/details`,
    customerAddress: `${prefix}/api/debitcards/v1/customerAddress`,
    permanentLimit: `${limits}/:paymentInstrumentId/permanent-limits/:limitType`,
    temporaryLimits: `${limits}/:paymentInstrumentId/temporary-limits`,
    temporaryLimit: `${limits}/:paymentInstrumentId/temporary-limits/:temporaryLimitId`,
    signItem: `${prefix}/apis/signing/v1/sign-items/:signItemId`,
    signature: `${prefix}/apis/signing/v1/sign-items/:signItemId/signature`,
    /** The sandbox's stand-in for the bank's app: the code it would show the customer. */
    deviceCode: `${prefix}/apis/signing/v1/sign-items/:signItemId/device-code`,
  } as const;
}

export type ApiPaths = ReturnType<typeof apiPaths>;

/**
 * Section 7, "Start-up and session": the portal's session calls. The product prefix is the
 * English one for all of them, as the spec writes them.
 */
export function sessionPaths(environment: Environment) {
  const en = environment.productPrefixes.en;
  return {
    session: '/session',
    handover: '/session/sessionhandoverresponse',
    endSession: `/${en}/api/csm/session/v1`,
    start: `/${en}/apis/user-session/v1/start`,
    userinfo: `/${en}/apis/user-session/v1/userinfo`,
    /** Not named by the spec (the start answer carries it); the sandbox's own authorize endpoint. */
    authorize: `/${en}/apis/pa/oidc/authorize`,
    callback: `/${en}/apis/pa/oidc/cb`,
    disturbances: '/disturbancemessages',
  } as const;
}
