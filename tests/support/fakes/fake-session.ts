import { ok, type Result } from '../../../domain/index';
import type { AuthLevel, Session, SessionFailure } from '../../../application/ports/session';

/** The portal session: each successful check or extension restarts its idle time at `now()`. */
export class FakeSession implements Session {
  checks = 0;
  extensions = 0;
  signOuts = 0;
  lastActive: number | undefined = undefined;
  extendResult: Result<void, SessionFailure> = ok(undefined);
  /** The time the fake's answers arrive at; fakeWorld sets it to its clock's. */
  now: () => number = () => 0;

  constructor(
    public checkResult: Result<void, SessionFailure> = ok(undefined),
    public level: Result<AuthLevel, SessionFailure> = ok(20),
  ) {}

  async check() {
    this.checks += 1;
    if (this.checkResult.ok) this.lastActive = this.now();
    return this.checkResult;
  }

  async authLevel() {
    return this.level;
  }

  lastActivity() {
    return this.lastActive;
  }

  async extend() {
    this.extensions += 1;
    if (this.extendResult.ok) this.lastActive = this.now();
    return this.extendResult;
  }

  async signOut() {
    this.signOuts += 1;
  }
}
