import { makeAutoObservable } from 'mobx';
import type { Result } from '../../domain/index';
import type { SessionFailure } from '../../application/ports/session';
import type { Notifications } from './notifications';

/**
 * Section 2.2: the layout renders nothing until the session check has finished; section 2.1:
 * whether the plain layout is forced. The shell runs both; every screen's page reads them.
 */
export class SessionState {
  checked = false;
  plainLayout = false;

  constructor(private readonly notifications: Notifications) {
    makeAutoObservable<SessionState, 'notifications'>(this, { notifications: false }, { autoBind: true });
  }

  /**
   * The session check's outcome; answers whether the app may show. A page on its way to login
   * (or to the handover) stays silent; a check that fails here shows its error.
   */
  takeCheck(result: Result<void, SessionFailure>): boolean {
    if (result.ok) this.setChecked(true);
    else if (result.error.kind === 'failed') this.notifications.showError(result.error.error);
    return result.ok;
  }

  setChecked(checked: boolean): void {
    this.checked = checked;
  }

  setPlainLayout(plain: boolean): void {
    this.plainLayout = plain;
  }
}
