import type { Result, ServiceError } from '../../domain/index';
import { token } from '../token';

/**
 * Why the session is not usable (section 4, "Session"): either the page is already on its way
 * elsewhere (a handover reload or the login page), or it stays here with an error (for example
 * when it already is the login page).
 */
export type SessionFailure =
  | { readonly kind: 'redirecting'; readonly to: 'handover' | 'login' }
  | { readonly kind: 'failed'; readonly error: ServiceError };

/** Section 6: the level of the customer's sign-in, from userinfo `acr` (10 low, 20 medium, 30 high). */
export type AuthLevel = number;

/** Why the app ends the session: the customer asked, or its idle time ran out (the login page then says so). */
export type SignOutReason = 'customer' | 'inactive';

/** The portal session the app runs in. */
export interface Session {
  /** Runs the app-to-web handover when asked, else validates the session (login redirect on failure). */
  check(): Promise<Result<void, SessionFailure>>;
  /** The customer's authentication level; a failure redirects to login. */
  authLevel(): Promise<Result<AuthLevel, SessionFailure>>;
  /** When the portal last answered the app (epoch ms): the session's idle time runs from there. */
  lastActivity(): number | undefined;
  /**
   * The session's absolute end (epoch ms), however busy it is kept, when the portal's last
   * session answer said it (beyond spec section 7; a bank may not send it): else undefined.
   */
  lifetimeEndsAt(): number | undefined;
  /** Renews the session's idle time; a session already gone redirects to login, a call that did not get through fails. */
  extend(): Promise<Result<void, SessionFailure>>;
  /** Ends the session (the portal's logout) and goes to login, with the way back here and why. */
  signOut(reason: SignOutReason): Promise<void>;
}

export const Session = token<Session>('Session');
