/**
 * Section 8, the bank's error catalogue, as data. `recoverable` codes keep the page and show
 * the card picker's SELECT_ANOTHER_CARD hint; the rest hide the content. `text` is the bank's
 * own English wording, used as the raw fallback; translations live with the UI.
 */
export type NotificationType = 'positive' | 'negative' | 'system-error' | 'warning' | 'info' | 'privacy' | 'inactive';
export type ErrorType = Extract<NotificationType, 'negative' | 'warning' | 'info'>;

type Entry = { readonly recoverable: boolean; readonly type: ErrorType; readonly text: string };

const recoverable = (text: string): Entry => ({ recoverable: true, type: 'negative', text });
const fatal = (text: string): Entry => ({ recoverable: false, type: 'negative', text });

const STILL_PROCESSING = 'The request for this change is still being processed. You still have to sign it.';
const NOT_AUTHORISED = 'You’re not authorised to perform this operation.';
const SAME_TEMPORARY_LIMIT = 'The new temporary limit is the same as the existing one.';
const SAME_TEMPORARY_REGION = 'The new temporary international setting is the same as the existing one.';
const PERMANENT_ABOVE_MAXIMUM = 'The new permanent limit exceeds the maximum.';
const NO_WEEKEND_OR_HOLIDAY = 'Choose a date that is not a Saturday, Sunday or public holiday.';
const UNABLE_TO_PROCESS = 'We are unable to process your request.';

export const CATALOGUE = {
  MESSAGE_BAI540_1002: recoverable('You can’t change the permanent limit at the moment. Please try again later.'),
  MESSAGE_BAI540_1029: recoverable('The new permanent limit is the same as the existing one.'),
  MESSAGE_BAI540_1011: recoverable('The new limit exceeds the maximum limit.'),
  MESSAGE_BAI540_0072: recoverable('You can only set this limit if the amount is available in your current account.'),
  MESSAGE_BAI540_1003: recoverable(STILL_PROCESSING),
  MESSAGE_BAI540_1032: recoverable(STILL_PROCESSING),
  MESSAGE_BAI540_1034: recoverable(STILL_PROCESSING),
  MESSAGE_BAI540_1070: recoverable(STILL_PROCESSING),
  MESSAGE_BAI540_0070: recoverable(STILL_PROCESSING),
  MESSAGE_BAI540_0068: recoverable(STILL_PROCESSING),
  MESSAGE_BAI540_0069: recoverable(STILL_PROCESSING),
  MESSAGE_BAI540_1005: recoverable('You can’t create a temporary limit at the moment. Please try again later.'),
  MESSAGE_BAI540_1008: recoverable('You already have a temporary limit.'),
  MESSAGE_BAI540_1009: recoverable('You can’t change the temporary limit at the moment. Please try again later.'),
  MESSAGE_BAI540_1013: recoverable(SAME_TEMPORARY_LIMIT),
  MESSAGE_BAI540_0034: recoverable(SAME_TEMPORARY_LIMIT),
  MESSAGE_BAI540_0035: recoverable(SAME_TEMPORARY_LIMIT),
  MESSAGE_BAI540_1010: recoverable('You can’t delete the temporary limit at the moment. Please try again later.'),
  MESSAGE_BAI540_1027: recoverable('You can’t block this card at the moment. Please try again later.'),
  MESSAGE_BAI540_1031: recoverable('You can’t unblock this card at the moment. Please try again later.'),
  MESSAGE_BAI540_1033: recoverable('You can’t replace this card at the moment. Please try again later.'),
  MESSAGE_BAI540_1014: recoverable('You can’t change the default international use at the moment. Please try again later.'),
  MESSAGE_BAI540_1015: recoverable('The new default international setting is the same as the existing one.'),
  MESSAGE_BAI540_1020: recoverable('You can’t create a temporary international setting at the moment. Please try again later.'),
  MESSAGE_BAI540_1024: recoverable(SAME_TEMPORARY_REGION),
  MESSAGE_BAI540_1026: recoverable(SAME_TEMPORARY_REGION),
  MESSAGE_BAI540_1021: recoverable('A temporary international setting already exists.'),
  MESSAGE_BAI540_1019: recoverable('You can’t delete the temporary international setting at the moment. Please try again later.'),
  MESSAGE_BAI540_1025: recoverable('You can’t change the temporary international setting at the moment. Please try again later.'),
  MESSAGE_BAI540_0029: recoverable(PERMANENT_ABOVE_MAXIMUM),
  MESSAGE_BAI540_0045: recoverable(PERMANENT_ABOVE_MAXIMUM),
  MESSAGE_BAI540_0036: recoverable(NOT_AUTHORISED),
  MESSAGE_BAI540_0037: recoverable(NOT_AUTHORISED),
  MESSAGE_BAI540_0038: recoverable(NOT_AUTHORISED),
  MESSAGE_BAI540_0039: recoverable(NOT_AUTHORISED),
  MESSAGE_BAI540_5003: recoverable(NOT_AUTHORISED),
  MESSAGE_BAI540_0050: recoverable('Choose a date no more than 12 months from the start date.'),
  MESSAGE_BAI540_0051: recoverable(NO_WEEKEND_OR_HOLIDAY),
  MESSAGE_BAI540_0052: recoverable(NO_WEEKEND_OR_HOLIDAY),
  MESSAGE_BAI540_0058: recoverable('The new permanent limit is the same as the existing one.'),

  MESSAGE_FED001_0001: fatal('No debit cards were found for your account. Please contact the customer help desk.'),
  // Section 6 tells the customer to pick another card, so the picker must stay usable.
  SUBJECT_NOT_ALLOWED: recoverable('You’re not authorised for this card. Select a different card from the dropdown.'),
  SUSPEND_BY_INVALID: fatal('This card can’t be blocked.'),
  RESUME_BY_INVALID: fatal('This card can’t be unblocked.'),
  CUSTOMER_ID_INACTIVE: fatal('Your account is inactive.'),
  CUSTOMER_NOT_FOUND: fatal('We can’t find your account.'),
  USER_ACTION_FORBIDDEN: fatal('You’re not authorised to perform this action.'),
  SUBJECT_UNAUTHENTICATED: fatal('You’re not authorised to perform this operation.'),
  INSTRUMENT_NOT_FOUND: fatal('There is no debit card for this product.'),
  INSTRUMENT_LIFECYCLE_INVALID: fatal('This card has been terminated and can’t be updated.'),
  INTERNAL_SERVER_ERROR: fatal('We can’t perform this action at the moment. Please try again later.'),
  REASON_INVALID: fatal('The reason for the replacement is invalid.'),
  REASON_MISSING: fatal('The reason for the replacement is missing.'),
  INSTRUMENT_USAGE_ID_INVALID: fatal(UNABLE_TO_PROCESS),
  INSTRUMENT_USAGE_ID_MISSING: fatal(UNABLE_TO_PROCESS),
  CUSTOMER_ADDRESS_INVALID: fatal('Your address is invalid. Please check it.'),
  CUSTOMER_NOT_ELIGIBLE: fatal('This user is not eligible.'),
  ACCOUNT_NOT_ELIGIBLE: fatal('This account is not eligible.'),
  DEFAULT_GEO_PROFILE_INVALID: fatal('The default region is invalid.'),
  DEFAULT_GEO_PROFILE_MISSING: fatal('The default region is missing.'),
  GEO_PROFILE_INVALID: fatal('The region is invalid.'),
  GEO_PROFILE_MISSING: fatal('The region is missing.'),
  START_DATE_INVALID: fatal('The start date is invalid.'),
  START_DATE_MISSING: fatal('The start date is missing.'),
  END_DATE_INVALID: fatal('The end date is invalid.'),
  END_DATE_MISSING: fatal('The end date is missing.'),
  TEMPORARY_GEO_PROFILE_OVERLAPS: fatal('This period overlaps an existing temporary international setting.'),
  TEMPORARY_LIMIT_OVERLAPS: fatal('This period overlaps an existing temporary limit.'),
  TEMPORARY_GEO_PROFILE_NOT_FOUND: fatal(UNABLE_TO_PROCESS),
  TEMPORARY_LIMIT_NOT_FOUND: fatal(UNABLE_TO_PROCESS),
  LIMIT_VALUE_MISSING: fatal('The limit is missing.'),
  LIMIT_TYPE_NOT_FOUND: fatal('This limit type does not exist.'),
  LIMIT_VALUE_INVALID: fatal('The chosen limit is invalid.'),
  // Section 8 lists it among "Other codes", but it is the picker's own hint (also shown when no
  // card is selected): like SUBJECT_NOT_ALLOWED it must leave the picker, and so the page, usable.
  SELECT_ANOTHER_CARD: recoverable('Select a different card.'),

  // Beyond section 8: failures the catalogue names no code for, so every one still has a text.
  serviceError: fatal('Due to a technical error, you can’t use debit cards at the moment. Please try again later.'),
  REQUEST_INVALID: fatal('The request could not be read.'),
  REQUEST_TOO_LARGE: fatal('The request is too large.'),
  REQUEST_TIMEOUT: fatal('The bank did not answer in time. Please try again later.'),
  NETWORK_UNAVAILABLE: fatal('There is no connection with the bank. Check your internet connection and try again.'),
  RESPONSE_INVALID: fatal('The bank sent an answer we could not read. Please try again later.'),
  TOO_MANY_ATTEMPTS: fatal('Too many attempts. Please wait a moment and try again.'),
  SIGN_ITEM_NOT_FOUND: fatal('There is nothing to sign for this request.'),
  SIGN_ITEM_ALREADY_SIGNED: fatal('This change has already been signed.'),
  SIGN_ITEM_LOCKED: fatal('This change is locked after too many wrong codes.'),
  SIGNATURE_INVALID: recoverable('The confirmation code is not correct.'),
  // A replacement's fee the product details do not say readably: a paid card is never ordered unseen.
  REISSUE_FEE_UNREADABLE: fatal('We can’t show what a new card costs at the moment, so you can’t order one now. Please try again later.'),
  // PSD2 RTS art. 4(3)(d): five wrong confirmation codes in a row, across changes, block signing for a while.
  SIGNING_BLOCKED: fatal('Signing is blocked after too many wrong confirmation codes in a row. Please try again later.'),
  // Section 4 replaces a temporary region by a delete and then a create; when the create fails
  // the old setting is already gone, and the customer must be told so (the page stays usable).
  TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE: recoverable(
    'Your previous temporary international setting was deleted, but the new one could not be saved. Please try again.',
  ),
} as const satisfies Record<string, Entry>;

export type CatalogueCode = keyof typeof CATALOGUE;

export const CATALOGUE_CODES = Object.keys(CATALOGUE) as readonly CatalogueCode[];

/** The code the parser falls back to when a body names none. */
export const DEFAULT_ERROR_CODE: CatalogueCode = 'serviceError';

export function isCatalogueCode(code: unknown): code is CatalogueCode {
  return typeof code === 'string' && Object.hasOwn(CATALOGUE, code);
}

/** Unknown codes (the bank adds them over time) are treated as not recoverable. */
export function isRecoverable(code: string): boolean {
  return isCatalogueCode(code) && CATALOGUE[code].recoverable;
}

export const messageKey = (code: string): string => `message:${code}`;
export const titleKey = (code: string): string => `title:${code}`;
