import { ok, type Result } from '../../../domain/index';
import type { AuthLevel, Session, SessionFailure, SignOutReason } from '../../../application/ports/session';
import { SessionActivity } from '../../../adapters/session/session-activity';

/**
 * The portal session: each successful check or extension restarts its idle time at `now()`,
 * recorded by the app's own SessionActivity — give it one over a shared storage to have the
 * session open in several tabs of one browser.
 */
export class FakeSession implements Session {
  checks = 0;
  /** Section 4's userinfo check: how often it was asked. */
  authLevelChecks = 0;
  extensions = 0;
  signOuts = 0;
  readonly signOutReasons: SignOutReason[] = [];
  extendResult: Result<void, SessionFailure> = ok(undefined);
  /** The time the fake's answers arrive at; fakeWorld sets it to its clock's. */
  now: () => number = () => 0;
  activity = new SessionActivity(() => this.now());

  constructor(
    public checkResult: Result<void, SessionFailure> = ok(undefined),
    public level: Result<AuthLevel, SessionFailure> = ok(20),
  ) {}

  async check() {
    this.checks += 1;
    if (this.checkResult.ok) this.activity.answered(200);
    return this.checkResult;
  }

  async authLevel() {
    this.authLevelChecks += 1;
    return this.level;
  }

  lastActivity() {
    return this.activity.lastActivity();
  }

  /** The absolute end the portal's last answer named (beyond the spec); undefined: idle time only. */
  lifetimeEnd: number | undefined = undefined;

  lifetimeEndsAt() {
    return this.lifetimeEnd;
  }

  async extend() {
    this.extensions += 1;
    if (this.extendResult.ok) this.activity.answered(200);
    return this.extendResult;
  }

  async signOut(reason: SignOutReason) {
    this.signOuts += 1;
    this.signOutReasons.push(reason);
  }
}
