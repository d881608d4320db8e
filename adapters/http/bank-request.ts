import type { GenericSchema } from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call to the bank, before the common rules of section 7 are added. */
export type BankRequest = {
  readonly method: HttpMethod;
  /** A path on the bank's origin, or an absolute same-origin URL the bank handed out. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as JSON (Content-Type application/json). */
  readonly json?: unknown;
  /** Sent as form data, as is. */
  readonly form?: Readonly<Record<string, string>>;
  /**
   * The portal's logout: its answer is no use of the session, so it restarts no idle time — nor,
   * through the shared last activity, keeps the app's other tabs from finding the session over.
   */
  readonly endsSession?: true;
  /**
   * A read of the app's start rather than of a screen (section 4's userinfo check): a new screen
   * does not cancel it. A page load straight into a lazily loaded screen (back from the
   * personal-data page) enters that screen after the check has begun. A change (any method but
   * GET) outlives its screen without it (`outlivesScreen`).
   */
  readonly outlivesScreen?: true;
};

/** A call whose OK answer must match `answer`; anything else is RESPONSE_INVALID. */
export type ReadRequest<T> = BankRequest & { readonly answer: GenericSchema<unknown, T> };

/**
 * Whether a new screen leaves the call running. A change the customer asked for is never cancelled
 * by leaving its screen (Back while it is on its way): the bank may have taken it already, and only
 * its answer tells the app what is true of the card (ui/store/app-store.ts, `settle`). A read is
 * the screen's own, unless it says otherwise.
 */
export const outlivesScreen = (request: BankRequest): boolean =>
  request.outlivesScreen === true || request.method !== 'GET';
