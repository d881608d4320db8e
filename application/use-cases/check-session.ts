import type { Result } from '../../domain/index';
import type { Session, SessionFailure } from '../ports/session';

/** Section 4, "Session": nothing renders until this succeeds. */
export class CheckSession {
  constructor(private readonly session: Session) {}

  execute(): Promise<Result<void, SessionFailure>> {
    return this.session.check();
  }
}
