import type { Result, ServiceError } from '../domain/index';
import type { Notification } from './notification';
import type { PendingSignature } from './ports/pending-signature';
import type { TripProgress } from './ports/trip-progress';

/**
 * What the customer asked for: a failure says what did not happen (issue 33, item 4). `load`: the
 * overview's cards, `loadCard`: a card's details, which the page asks for itself (issue 34: a lost request);
 * `loadReplacement`: what the replace screen needs before an order, the address and the fee (reading 93).
 */
export type Action =
  'block' | 'unblock' | 'replace' | 'save' | 'delete' | 'sign' | 'load' | 'loadCard' | 'loadReplacement';

/**
 * The page's own requests (the list, a card's details, an order's address and fee) rather than a
 * change the customer asked for: the actions named `load…`.
 */
export const isLoad = (action: Action): boolean => action.startsWith('load');

/**
 * What an action answers, one vocabulary for every change the app makes (issue 32). The store
 * settles any of them into state and the next route (ui/store/app-store.ts, `settle`).
 */
export type Outcome =
  /** The bank made the change; its notification says so. `replaced`: the card a replacement was ordered for. */
  | {
      readonly kind: 'done';
      readonly action: Action;
      readonly notification: Notification;
      readonly replaced?: ReplacedCard | undefined;
    }
  /** The bank took a limit change that waits for the customer's signature (kept for the signing page). */
  | { readonly kind: 'toSign'; readonly pending: PendingSignature }
  /** Section 2.8, "Sign later": the change still waits; the signing page may be shown again. */
  | { readonly kind: 'signedLater' }
  /** The customer signed; the signed change's notification. */
  | { readonly kind: 'signed'; readonly notification: Notification | undefined }
  /** Nothing waits to be signed here (any more): signed, withdrawn or expired meanwhile — not a failure (issue 33, item 1). */
  | { readonly kind: 'nothingToSign' }
  /** A rule or the bank said no to this request: nothing changed; section 8's error path says why. */
  | { readonly kind: 'refused'; readonly action: Action; readonly error: ServiceError }
  /**
   * The bank failed: nothing changed, and the customer may try again (issue 33, item 4). `trip`: a
   * trip's limit call whose answer was lost, and the calls after it — should the bank have taken
   * it, its signature waits on the card and the trip goes on from there (reading 103).
   */
  | {
      readonly kind: 'failed';
      readonly action: Action;
      readonly error: ServiceError;
      readonly trip?: TripProgress | undefined;
    }
  /**
   * A failure that changed the card all the same (a region replacement left half done). `trip`:
   * a trip's calls that were not made (issue 35), the failed one first: what the customer is told is missing.
   */
  | { readonly kind: 'changedMeanwhile'; readonly error: ServiceError; readonly trip?: TripProgress | undefined };

/** Section 2.7: the card a replacement was ordered for and, when the bank names it, the new card. */
export type ReplacedCard = { readonly card: string; readonly by: string | undefined };

export const done =
  (action: Action) =>
  (notification: Notification): Outcome => ({ kind: 'done', action, notification });
export const toSign = (pending: PendingSignature): Outcome => ({ kind: 'toSign', pending });

/**
 * The bank (or the way to it) failing rather than refusing: the same request may well succeed a
 * moment later, so the screen stays with Try again (issue 33, item 4; docs/spec-readings.md).
 */
const BANK_FAILURES: ReadonlySet<string> = new Set([
  'INTERNAL_SERVER_ERROR',
  'serviceError',
  'REQUEST_TIMEOUT',
  'NETWORK_UNAVAILABLE',
  'RESPONSE_INVALID',
  // A 429: the bank asks to wait a moment, so the same request is expected to succeed then.
  'TOO_MANY_ATTEMPTS',
]);

/** The bank (or the way to it) failed rather than refused: the same request may succeed if tried again. */
export const isBankFailure = (error: ServiceError): boolean => BANK_FAILURES.has(error.code);

/** A failure on the way back (no answer, none in time, none readable): the bank may have done it all the same. */
export const isAnswerLost = (code: string): boolean =>
  code === 'REQUEST_TIMEOUT' || code === 'NETWORK_UNAVAILABLE' || code === 'RESPONSE_INVALID';

/** A failure as an outcome: failed when the bank failed, else refused (a rule or the bank said no). */
export const failureOf = (error: ServiceError, action: Action): Outcome =>
  isBankFailure(error) ? { kind: 'failed', action, error } : { kind: 'refused', action, error };

/** An answer of the bank (or a rule) as an outcome. */
export function outcomeOf<T>(result: Result<T, ServiceError>, action: Action, success: (value: T) => Outcome): Outcome {
  return result.ok ? success(result.value) : failureOf(result.error, action);
}

/**
 * Section 6: the customer may do nothing with this card (SUBJECT_NOT_ALLOWED), which says nothing
 * of what the card holds. Read anew, the card would be refused the same way and leave the screen,
 * with what the customer typed over it (reading 112).
 */
export const isRefusalOfCustomer = (error: ServiceError): boolean => error.code === 'SUBJECT_NOT_ALLOWED';

/**
 * A refusal of a region call saying the card is so already: a temporary World equal to the card's
 * default (1024, the default set meanwhile in another tab), or a temporary World to delete that is
 * gone. A trip's World call refused so leaves nothing of the trip missing (reading 104); kept here,
 * beside the other readings of a failure, so the trip's lazy chunks carry no codes of their own.
 */
const HELD_ALREADY: ReadonlySet<string> = new Set(['MESSAGE_BAI540_1024', 'TEMPORARY_GEO_PROFILE_NOT_FOUND']);

export const isHeldAlready = (error: ServiceError): boolean => HELD_ALREADY.has(error.code);
