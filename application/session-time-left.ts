import type { Environment } from './environment';

/** WCAG 2.2.1: enough time to react to the warning. */
export const DEFAULT_WARNING_SECONDS = 120;

/**
 * How long before the session's end the warning shows: the configured lead, but never more than
 * a third of the idle time, so a short session is not mostly warning.
 */
export function warningSecondsOf(session: Environment['session']): number {
  return Math.min(session.warningSeconds ?? DEFAULT_WARNING_SECONDS, Math.floor(session.idleSeconds / 3));
}

export type SessionTimeLeft =
  /** Nothing to show yet; look again in `warnInMs`. */
  | { readonly phase: 'active'; readonly warnInMs: number }
  /**
   * The warning: whole seconds left (rounded up); the count changes in `nextInMs`. `final`: the
   * session's absolute end comes first, so staying signed in cannot help.
   */
  | { readonly phase: 'warning'; readonly secondsLeft: number; readonly nextInMs: number; readonly final?: true }
  | { readonly phase: 'expired' };

/**
 * Where the session stands at `now`, counted from the portal's last answer: it ends at the idle
 * end or at its absolute end (`lifetimeEndsAt`, when the portal said it), whichever comes first.
 */
export function sessionTimeLeft(
  now: number,
  lastActivity: number,
  session: Environment['session'],
  lifetimeEndsAt?: number,
): SessionTimeLeft {
  const idleEnd = lastActivity + session.idleSeconds * 1000;
  const final = lifetimeEndsAt !== undefined && lifetimeEndsAt < idleEnd;
  const leftMs = (final ? lifetimeEndsAt : idleEnd) - now;
  if (leftMs <= 0) return { phase: 'expired' };
  const warningMs = warningSecondsOf(session) * 1000;
  if (leftMs > warningMs) return { phase: 'active', warnInMs: leftMs - warningMs };
  const secondsLeft = Math.ceil(leftMs / 1000);
  return {
    phase: 'warning',
    secondsLeft,
    nextInMs: leftMs - (secondsLeft - 1) * 1000,
    ...(final ? { final: true } : {}),
  };
}
