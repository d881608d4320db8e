import { ok, type Result } from '../../../domain/index';
import type { AuthLevel, Session, SessionFailure } from '../../../application/ports/session';

export class FakeSession implements Session {
  checks = 0;

  constructor(
    public checkResult: Result<void, SessionFailure> = ok(undefined),
    public level: Result<AuthLevel, SessionFailure> = ok(20),
  ) {}

  async check() {
    this.checks += 1;
    return this.checkResult;
  }

  async authLevel() {
    return this.level;
  }
}
