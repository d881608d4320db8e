import { CATALOGUE_CODES, isRecoverable, type CatalogueCode, type ErrorType } from './catalogue-codes';

/**
 * Section 8 as data: per code whether it is recoverable (`catalogue-codes.ts`), its type and
 * `text`, the bank's own English wording, the raw fallback a stand-in bank answers with. The
 * app shows its own translations and never imports this file, so these words stay out of its
 * first load; the sandbox, the domain package and the tests read them here.
 */
type Entry = { readonly recoverable: boolean; readonly type: ErrorType; readonly text: string };

const STILL_PROCESSING = 'The request for this change is still being processed. You still have to sign it.';
const NOT_AUTHORISED = 'You’re not authorised to perform this operation.';
const SAME_TEMPORARY_LIMIT = 'The new temporary limit is the same as the existing one.';
const SAME_TEMPORARY_REGION = 'The new temporary international setting is the same as the existing one.';
const PERMANENT_ABOVE_MAXIMUM = 'The new permanent limit exceeds the maximum.';
const NO_WEEKEND_OR_HOLIDAY = 'Choose a date that is not a Saturday, Sunday or public holiday.';
const UNABLE_TO_PROCESS = 'We are unable to process your request.';

const BANK_TEXTS: Readonly<Record<CatalogueCode, string>> = {
  MESSAGE_BAI540_1002: 'You can’t change the permanent limit at the moment. Please try again later.',
  MESSAGE_BAI540_1029: 'The new permanent limit is the same as the existing one.',
  MESSAGE_BAI540_1011: 'The new limit exceeds the maximum limit.',
  MESSAGE_BAI540_0072: 'You can only set this limit if the amount is available in your current account.',
  MESSAGE_BAI540_1003: STILL_PROCESSING,
  MESSAGE_BAI540_1032: STILL_PROCESSING,
  MESSAGE_BAI540_1034: STILL_PROCESSING,
  MESSAGE_BAI540_1070: STILL_PROCESSING,
  MESSAGE_BAI540_0070: STILL_PROCESSING,
  MESSAGE_BAI540_0068: STILL_PROCESSING,
  MESSAGE_BAI540_0069: STILL_PROCESSING,
  MESSAGE_BAI540_1005: 'You can’t create a temporary limit at the moment. Please try again later.',
  MESSAGE_BAI540_1008: 'You already have a temporary limit.',
  MESSAGE_BAI540_1009: 'You can’t change the temporary limit at the moment. Please try again later.',
  MESSAGE_BAI540_1013: SAME_TEMPORARY_LIMIT,
  MESSAGE_BAI540_0034: SAME_TEMPORARY_LIMIT,
  MESSAGE_BAI540_0035: SAME_TEMPORARY_LIMIT,
  MESSAGE_BAI540_1010: 'You can’t delete the temporary limit at the moment. Please try again later.',
  MESSAGE_BAI540_1027: 'You can’t block this card at the moment. Please try again later.',
  MESSAGE_BAI540_1031: 'You can’t unblock this card at the moment. Please try again later.',
  MESSAGE_BAI540_1033: 'You can’t replace this card at the moment. Please try again later.',
  MESSAGE_BAI540_1014: 'You can’t change the default international use at the moment. Please try again later.',
  MESSAGE_BAI540_1015: 'The new default international setting is the same as the existing one.',
  MESSAGE_BAI540_1020: 'You can’t create a temporary international setting at the moment. Please try again later.',
  MESSAGE_BAI540_1024: SAME_TEMPORARY_REGION,
  MESSAGE_BAI540_1026: SAME_TEMPORARY_REGION,
  MESSAGE_BAI540_1021: 'A temporary international setting already exists.',
  MESSAGE_BAI540_1019: 'You can’t delete the temporary international setting at the moment. Please try again later.',
  MESSAGE_BAI540_1025: 'You can’t change the temporary international setting at the moment. Please try again later.',
  MESSAGE_BAI540_0029: PERMANENT_ABOVE_MAXIMUM,
  MESSAGE_BAI540_0045: PERMANENT_ABOVE_MAXIMUM,
  MESSAGE_BAI540_0036: NOT_AUTHORISED,
  MESSAGE_BAI540_0037: NOT_AUTHORISED,
  MESSAGE_BAI540_0038: NOT_AUTHORISED,
  MESSAGE_BAI540_0039: NOT_AUTHORISED,
  MESSAGE_BAI540_5003: NOT_AUTHORISED,
  MESSAGE_BAI540_0050: 'Choose a date no more than 12 months from the start date.',
  MESSAGE_BAI540_0051: NO_WEEKEND_OR_HOLIDAY,
  MESSAGE_BAI540_0052: NO_WEEKEND_OR_HOLIDAY,
  MESSAGE_BAI540_0058: 'The new permanent limit is the same as the existing one.',

  MESSAGE_FED001_0001: 'No debit cards were found for your account. Please contact the customer help desk.',
  SUBJECT_NOT_ALLOWED: 'You’re not authorised for this card. Select a different card from the dropdown.',
  SUSPEND_BY_INVALID: 'This card can’t be blocked.',
  RESUME_BY_INVALID: 'This card can’t be unblocked.',
  CUSTOMER_ID_INACTIVE: 'Your account is inactive.',
  CUSTOMER_NOT_FOUND: 'We can’t find your account.',
  USER_ACTION_FORBIDDEN: 'You’re not authorised to perform this action.',
  SUBJECT_UNAUTHENTICATED: 'You’re not authorised to perform this operation.',
  INSTRUMENT_NOT_FOUND: 'There is no debit card for this product.',
  INSTRUMENT_LIFECYCLE_INVALID: 'This card has been terminated and can’t be updated.',
  INTERNAL_SERVER_ERROR: 'We can’t perform this action at the moment. Please try again later.',
  REASON_INVALID: 'The reason for the replacement is invalid.',
  REASON_MISSING: 'The reason for the replacement is missing.',
  INSTRUMENT_USAGE_ID_INVALID: UNABLE_TO_PROCESS,
  INSTRUMENT_USAGE_ID_MISSING: UNABLE_TO_PROCESS,
  CUSTOMER_ADDRESS_INVALID: 'Your address is invalid. Please check it.',
  CUSTOMER_NOT_ELIGIBLE: 'This user is not eligible.',
  ACCOUNT_NOT_ELIGIBLE: 'This account is not eligible.',
  DEFAULT_GEO_PROFILE_INVALID: 'The default region is invalid.',
  DEFAULT_GEO_PROFILE_MISSING: 'The default region is missing.',
  GEO_PROFILE_INVALID: 'The region is invalid.',
  GEO_PROFILE_MISSING: 'The region is missing.',
  START_DATE_INVALID: 'The start date is invalid.',
  START_DATE_MISSING: 'The start date is missing.',
  END_DATE_INVALID: 'The end date is invalid.',
  END_DATE_MISSING: 'The end date is missing.',
  TEMPORARY_GEO_PROFILE_OVERLAPS: 'This period overlaps an existing temporary international setting.',
  TEMPORARY_LIMIT_OVERLAPS: 'This period overlaps an existing temporary limit.',
  TEMPORARY_GEO_PROFILE_NOT_FOUND: UNABLE_TO_PROCESS,
  TEMPORARY_LIMIT_NOT_FOUND: UNABLE_TO_PROCESS,
  LIMIT_VALUE_MISSING: 'The limit is missing.',
  LIMIT_TYPE_NOT_FOUND: 'This limit type does not exist.',
  LIMIT_VALUE_INVALID: 'The chosen limit is invalid.',
  SELECT_ANOTHER_CARD: 'Select a different card.',

  serviceError: 'Due to a technical error, you can’t use debit cards at the moment. Please try again later.',
  REQUEST_INVALID: 'The request could not be read.',
  REQUEST_TOO_LARGE: 'The request is too large.',
  REQUEST_TIMEOUT: 'The bank did not answer in time. Please try again later.',
  NETWORK_UNAVAILABLE: 'There is no connection with the bank. Check your internet connection and try again.',
  RESPONSE_INVALID: 'The bank sent an answer we could not read. Please try again later.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a moment and try again.',
  SIGN_ITEM_NOT_FOUND: 'There is nothing to sign for this request.',
  SIGN_ITEM_ALREADY_SIGNED: 'This change has already been signed.',
  SIGN_ITEM_LOCKED: 'This change is locked after too many wrong codes.',
  SIGNATURE_INVALID: 'The confirmation code is not correct.',
  REISSUE_FEE_UNREADABLE:
    'We can’t show what a new card costs at the moment, so you can’t order one now. Please try again later.',
  SIGNING_BLOCKED: 'Signing is blocked after too many wrong confirmation codes in a row. Please try again later.',
  TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE:
    'Your previous temporary international setting was deleted, but the new one could not be saved. Please try again.',
};

export const CATALOGUE: Readonly<Record<CatalogueCode, Entry>> = /* @__PURE__ */ (() =>
  Object.fromEntries(
    CATALOGUE_CODES.map((code) => [
      code,
      { recoverable: isRecoverable(code), type: 'negative', text: BANK_TEXTS[code] },
    ]),
  ) as Record<CatalogueCode, Entry>)();
