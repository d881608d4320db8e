/**
 * Section 8, the bank's error catalogue: its codes and which of them are recoverable. A
 * recoverable code keeps the page and shows the card picker's SELECT_ANOTHER_CARD hint; the rest
 * hide the content. The bank's own English wording of each code is in `catalogue.ts`, apart,
 * so the app, which shows its own translations, does not ship it (issue 14's first load).
 */
export type NotificationType = 'positive' | 'negative' | 'system-error' | 'warning' | 'info' | 'privacy' | 'inactive';
export type ErrorType = Extract<NotificationType, 'negative' | 'warning' | 'info'>;

const RECOVERABLE = true;
const FATAL = false;

const RECOVERABILITY = {
  MESSAGE_BAI540_1002: RECOVERABLE,
  MESSAGE_BAI540_1029: RECOVERABLE,
  MESSAGE_BAI540_1011: RECOVERABLE,
  MESSAGE_BAI540_0072: RECOVERABLE,
  MESSAGE_BAI540_1003: RECOVERABLE,
  MESSAGE_BAI540_1032: RECOVERABLE,
  MESSAGE_BAI540_1034: RECOVERABLE,
  MESSAGE_BAI540_1070: RECOVERABLE,
  MESSAGE_BAI540_0070: RECOVERABLE,
  MESSAGE_BAI540_0068: RECOVERABLE,
  MESSAGE_BAI540_0069: RECOVERABLE,
  MESSAGE_BAI540_1005: RECOVERABLE,
  MESSAGE_BAI540_1008: RECOVERABLE,
  MESSAGE_BAI540_1009: RECOVERABLE,
  MESSAGE_BAI540_1013: RECOVERABLE,
  MESSAGE_BAI540_0034: RECOVERABLE,
  MESSAGE_BAI540_0035: RECOVERABLE,
  MESSAGE_BAI540_1010: RECOVERABLE,
  MESSAGE_BAI540_1027: RECOVERABLE,
  MESSAGE_BAI540_1031: RECOVERABLE,
  MESSAGE_BAI540_1033: RECOVERABLE,
  MESSAGE_BAI540_1014: RECOVERABLE,
  MESSAGE_BAI540_1015: RECOVERABLE,
  MESSAGE_BAI540_1020: RECOVERABLE,
  MESSAGE_BAI540_1024: RECOVERABLE,
  MESSAGE_BAI540_1026: RECOVERABLE,
  MESSAGE_BAI540_1021: RECOVERABLE,
  MESSAGE_BAI540_1019: RECOVERABLE,
  MESSAGE_BAI540_1025: RECOVERABLE,
  MESSAGE_BAI540_0029: RECOVERABLE,
  MESSAGE_BAI540_0045: RECOVERABLE,
  MESSAGE_BAI540_0036: RECOVERABLE,
  MESSAGE_BAI540_0037: RECOVERABLE,
  MESSAGE_BAI540_0038: RECOVERABLE,
  MESSAGE_BAI540_0039: RECOVERABLE,
  MESSAGE_BAI540_5003: RECOVERABLE,
  MESSAGE_BAI540_0050: RECOVERABLE,
  MESSAGE_BAI540_0051: RECOVERABLE,
  MESSAGE_BAI540_0052: RECOVERABLE,
  MESSAGE_BAI540_0058: RECOVERABLE,

  MESSAGE_FED001_0001: FATAL,
  // Section 6 tells the customer to pick another card, so the picker must stay usable.
  SUBJECT_NOT_ALLOWED: RECOVERABLE,
  SUSPEND_BY_INVALID: FATAL,
  RESUME_BY_INVALID: FATAL,
  CUSTOMER_ID_INACTIVE: FATAL,
  CUSTOMER_NOT_FOUND: FATAL,
  USER_ACTION_FORBIDDEN: FATAL,
  SUBJECT_UNAUTHENTICATED: FATAL,
  INSTRUMENT_NOT_FOUND: FATAL,
  INSTRUMENT_LIFECYCLE_INVALID: FATAL,
  INTERNAL_SERVER_ERROR: FATAL,
  REASON_INVALID: FATAL,
  REASON_MISSING: FATAL,
  INSTRUMENT_USAGE_ID_INVALID: FATAL,
  INSTRUMENT_USAGE_ID_MISSING: FATAL,
  CUSTOMER_ADDRESS_INVALID: FATAL,
  CUSTOMER_NOT_ELIGIBLE: FATAL,
  ACCOUNT_NOT_ELIGIBLE: FATAL,
  DEFAULT_GEO_PROFILE_INVALID: FATAL,
  DEFAULT_GEO_PROFILE_MISSING: FATAL,
  GEO_PROFILE_INVALID: FATAL,
  GEO_PROFILE_MISSING: FATAL,
  START_DATE_INVALID: FATAL,
  START_DATE_MISSING: FATAL,
  END_DATE_INVALID: FATAL,
  END_DATE_MISSING: FATAL,
  // A period overlapping one set meanwhile (another tab): the form stays, its dates can be changed.
  TEMPORARY_GEO_PROFILE_OVERLAPS: RECOVERABLE,
  TEMPORARY_LIMIT_OVERLAPS: RECOVERABLE,
  // The temporary entry a change or deletion names is gone (deleted in another tab, or ended):
  // the form stays, and the card read anew shows what there is now (reading 90).
  TEMPORARY_GEO_PROFILE_NOT_FOUND: RECOVERABLE,
  TEMPORARY_LIMIT_NOT_FOUND: RECOVERABLE,
  LIMIT_VALUE_MISSING: FATAL,
  LIMIT_TYPE_NOT_FOUND: FATAL,
  LIMIT_VALUE_INVALID: FATAL,
  // Section 8 lists it among "Other codes", but it is the picker's own hint (also shown when no
  // card is selected): like SUBJECT_NOT_ALLOWED it must leave the picker, and so the page, usable.
  SELECT_ANOTHER_CARD: RECOVERABLE,

  // Beyond section 8: failures the catalogue names no code for, so every one still has a text.
  serviceError: FATAL,
  REQUEST_INVALID: FATAL,
  REQUEST_TOO_LARGE: FATAL,
  REQUEST_TIMEOUT: FATAL,
  NETWORK_UNAVAILABLE: FATAL,
  RESPONSE_INVALID: FATAL,
  TOO_MANY_ATTEMPTS: FATAL,
  SIGN_ITEM_NOT_FOUND: FATAL,
  SIGN_ITEM_ALREADY_SIGNED: FATAL,
  SIGN_ITEM_LOCKED: FATAL,
  SIGNATURE_INVALID: RECOVERABLE,
  // A replacement's fee the product details do not say readably: a paid card is never ordered unseen.
  REISSUE_FEE_UNREADABLE: FATAL,
  // PSD2 RTS art. 4(3)(d): five wrong confirmation codes in a row, across changes, block signing for a while.
  SIGNING_BLOCKED: FATAL,
  // Section 4 replaces a temporary region by a delete and then a create; when the create fails
  // the old setting is already gone, and the customer must be told so (the page stays usable).
  TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE: RECOVERABLE,
} as const satisfies Record<string, boolean>;

export type CatalogueCode = keyof typeof RECOVERABILITY;

// `@__PURE__` on computed top-level values: a bundler may drop them when nothing imports them
// (docs/domain.md, "Sizes").
export const CATALOGUE_CODES = /* @__PURE__ */ Object.keys(RECOVERABILITY) as readonly CatalogueCode[];

/** The code the parser falls back to when a body names none. */
export const DEFAULT_ERROR_CODE: CatalogueCode = 'serviceError';

export function isCatalogueCode(code: unknown): code is CatalogueCode {
  return typeof code === 'string' && Object.hasOwn(RECOVERABILITY, code);
}

/** Unknown codes (the bank adds them over time) are treated as not recoverable. */
export function isRecoverable(code: string): boolean {
  return isCatalogueCode(code) && RECOVERABILITY[code];
}

export const messageKey = (code: string): string => `message:${code}`;
export const titleKey = (code: string): string => `title:${code}`;
