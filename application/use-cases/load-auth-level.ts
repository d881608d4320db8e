import type { Result } from '../../domain/index';
import type { AuthLevel, Session, SessionFailure } from '../ports/session';

/** Section 4, "Userinfo check". */
export class LoadAuthLevel {
  constructor(private readonly session: Session) {}

  execute(): Promise<Result<AuthLevel, SessionFailure>> {
    return this.session.authLevel();
  }
}
