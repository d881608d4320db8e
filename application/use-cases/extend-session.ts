import type { Result } from '../../domain/index';
import type { Session, SessionFailure } from '../ports/session';

/** WCAG 2.2.1: "Stay signed in" renews the portal session's idle time. */
export class ExtendSession {
  constructor(private readonly session: Session) {}

  execute(): Promise<Result<void, SessionFailure>> {
    return this.session.extend();
  }
}
