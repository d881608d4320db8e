import type { Environment } from '../environment';
import type { Clock } from '../ports/clock';
import type { Session } from '../ports/session';
import { sessionTimeLeft, type SessionTimeLeft } from '../session-time-left';

/** WCAG 2.2.1: how long the portal session has left, from the portal's last answer to the app. */
export class ReadSessionTimeLeft {
  constructor(
    private readonly session: Session,
    private readonly clock: Clock,
    private readonly environment: Pick<Environment, 'session'>,
  ) {}

  execute(): SessionTimeLeft {
    const now = this.clock.now();
    // Before any answer the whole idle time is still ahead.
    return sessionTimeLeft(
      now,
      this.session.lastActivity() ?? now,
      this.environment.session,
      this.session.lifetimeEndsAt(),
    );
  }
}
