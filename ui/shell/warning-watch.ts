import { makeAutoObservable } from 'mobx';
import type { ReadSessionTimeLeft } from '../../application/use-cases/read-session-time-left';

/** The session-timeout warning's chunk is asked for between two minutes and one before it can show. */
export const WARNING_LEAD_MS = 120_000;
const LOOK_EVERY_MS = 60_000;

/**
 * Issue 34: when the session-timeout warning's chunk is asked for — shortly before the warning
 * can show, not in the first seconds of a slow phone's visit: nothing needs it for minutes. It
 * looks once the first card is painted, again every minute (a portal answer may have told the
 * session's absolute end meanwhile) and when a tab is shown again (its timers may have been held
 * back).
 */
export class WarningWatch {
  due = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly readTimeLeft: ReadSessionTimeLeft) {
    makeAutoObservable<WarningWatch, 'readTimeLeft' | 'timer'>(
      this,
      { readTimeLeft: false, timer: false },
      { autoBind: true },
    );
  }

  /** The shell is gone: no more looks. */
  stop(): void {
    clearTimeout(this.timer);
  }

  look(): void {
    clearTimeout(this.timer);
    if (this.due) return;
    const left = this.readTimeLeft.execute();
    if (left.phase === 'active' && left.warnInMs > WARNING_LEAD_MS) {
      this.timer = setTimeout(this.look, Math.min(left.warnInMs - WARNING_LEAD_MS, LOOK_EVERY_MS));
      return;
    }
    this.due = true;
  }
}
