import { makeAutoObservable } from 'mobx';
import type { SignOutReason } from '../../application/ports/session';
import type { SessionTimeLeft } from '../../application/session-time-left';
import type { ExtendSession } from '../../application/use-cases/extend-session';
import type { ReadSessionTimeLeft } from '../../application/use-cases/read-session-time-left';
import type { SignOut } from '../../application/use-cases/sign-out';

export type SessionTimeoutDependencies = {
  readonly readTimeLeft: ReadSessionTimeLeft;
  readonly extend: ExtendSession;
  readonly signOut: SignOut;
};

export type SessionWarningView = {
  readonly open: boolean;
  readonly minutes: number;
  readonly seconds: number;
  /** What the live region says: only the start of the last minute, so the count is not read out every second. */
  readonly announceLastMinute: boolean;
  readonly busy: boolean;
  /** "Stay signed in" did not get through (no connection, a timeout): the customer may try again. */
  readonly extendFailed: boolean;
  /** The session's absolute end, not its idle time, comes first: staying signed in cannot help. */
  readonly final: boolean;
};

/**
 * WCAG 2.2.1: before the portal session's idle time runs out the customer is warned and may
 * extend it; when it runs out the app signs out to the login page, with the way back. It looks
 * again only when something can have changed (the warning's time, then each second of it), and
 * every answer of the portal in between moves the end further away.
 */
export class SessionTimeoutPresenter {
  timeLeft: SessionTimeLeft | undefined = undefined;
  busy = false;
  extendFailed = false;
  /** The customer has read the final warning ("OK"): it stays closed until the end. */
  finalDismissed = false;
  /** Seconds left when the warning opened: a warning that opens in the last minute says so at once. */
  private openedWith: number | undefined = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly deps: SessionTimeoutDependencies) {
    makeAutoObservable<SessionTimeoutPresenter, 'deps' | 'timer' | 'stopped'>(
      this,
      { deps: false, timer: false, stopped: false },
      { autoBind: true },
    );
  }

  get viewModel(): SessionWarningView {
    const left = this.timeLeft?.phase === 'warning' ? this.timeLeft.secondsLeft : 0;
    const final = this.timeLeft?.phase === 'warning' && this.timeLeft.final === true;
    return {
      open: this.timeLeft?.phase === 'warning' && !(final && this.finalDismissed),
      minutes: Math.floor(left / 60),
      seconds: left % 60,
      announceLastMinute: left > 0 && left <= 60 && (this.openedWith ?? 0) > 60,
      busy: this.busy,
      extendFailed: this.extendFailed,
      final,
    };
  }

  /** "OK" on the final warning (and Escape there): nothing can extend the session, so it only closes. */
  dismissFinal(): void {
    this.finalDismissed = true;
  }

  start(): void {
    this.stopped = false;
    this.look();
  }

  /** A background tab's timers may run late (browsers hold them back): look again when it is shown. */
  refresh(): void {
    this.look();
  }

  dispose(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /**
   * "Stay signed in" (and Escape): a session already gone has sent the page to login; a call that
   * did not get through keeps the warning open and counting, saying so, for another try.
   */
  async stayIn(): Promise<void> {
    if (this.busy) return;
    this.setBusy(true);
    const extended = await this.deps.extend.execute();
    this.setBusy(false);
    if (!extended.ok && extended.error.kind === 'redirecting') {
      this.dispose();
      return;
    }
    this.setExtendFailed(!extended.ok);
    this.look();
  }

  /** "Sign out" in the warning. */
  signOut(): Promise<void> {
    return this.end('customer');
  }

  private async end(reason: SignOutReason): Promise<void> {
    this.dispose();
    this.setBusy(true);
    await this.deps.signOut.execute({ reason });
  }

  private look(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const left = this.deps.readTimeLeft.execute();
    this.show(left);
    if (left.phase === 'expired') {
      // The login page says the customer was signed out for being away (issue 33).
      void this.end('inactive');
      return;
    }
    this.timer = setTimeout(this.look, left.phase === 'active' ? left.warnInMs : left.nextInMs);
  }

  private show(left: SessionTimeLeft): void {
    if (left.phase !== 'warning') {
      this.openedWith = undefined;
      this.extendFailed = false;
    } else this.openedWith ??= left.secondsLeft;
    this.timeLeft = left;
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }

  private setExtendFailed(failed: boolean): void {
    this.extendFailed = failed;
  }
}
