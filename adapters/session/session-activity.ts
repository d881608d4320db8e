import type { Environment } from '../../application/environment';

/**
 * Where the app's tabs of one browser keep the portal's last answer. They share one portal
 * session (one cookie), so an answer in any tab moves the end for all of them. localStorage
 * rather than a BroadcastChannel: it is read when a tab looks (the timeout presenter looks at
 * its warning time and each second of the warning), so no tab has to be listening at the time,
 * and it is still there for a tab opened later. Reaching it may throw (storage blocked).
 */
export type SharedActivity = {
  readonly storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  readonly key: string;
};

/** The key under the brand's abbreviation from config.json: the origin is the whole portal's. */
export const sharedActivityKey = (environment: Pick<Environment, 'brandAbbreviation'>): string =>
  `${environment.brandAbbreviation}.debitCards.sessionActivity`;

/**
 * When the portal last answered the app, which restarts its idle time. Only successes count: a
 * 401 may mean the session is gone, and an error may come from before the session was looked at
 * (a gateway's 5xx), so counting it could make the timeout warning come too late; missing one only
 * makes it a little early. With `shared` (and storage that works), any tab's latest answer counts.
 */
export class SessionActivity {
  private last: number | undefined;

  constructor(
    private readonly now: () => number,
    private readonly shared?: SharedActivity,
  ) {}

  answered(status: number): void {
    if (status < 200 || status >= 400) return;
    this.last = this.now();
    this.share(this.last);
  }

  lastActivity(): number | undefined {
    // Before this tab has heard from the portal, a stored time may be a previous session's: the
    // other tabs only ever move the end of a session this tab knows to be alive further away.
    if (this.last === undefined) return undefined;
    const others = this.othersLast();
    return others !== undefined && others > this.last ? others : this.last;
  }

  private share(at: number): void {
    if (!this.shared) return;
    try {
      this.shared.storage().setItem(this.shared.key, String(Math.floor(at)));
    } catch {
      // A blocked or full storage: this tab counts on its own.
    }
  }

  /**
   * The stored time is anyone's to edit: only a whole number of ms, not later than now, counts —
   * a time in the future would promise a session the portal never gave.
   */
  private othersLast(): number | undefined {
    if (!this.shared) return undefined;
    let stored: string | null;
    try {
      stored = this.shared.storage().getItem(this.shared.key);
    } catch {
      return undefined;
    }
    if (stored === null || !/^\d{1,15}$/.test(stored)) return undefined;
    const at = Number(stored);
    return at <= this.now() ? at : undefined;
  }
}
