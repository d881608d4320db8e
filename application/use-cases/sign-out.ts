import type { Session } from '../ports/session';

/** Ends the portal session and goes to login: "Sign out" in the warning, and its time running out. */
export class SignOut {
  constructor(private readonly session: Session) {}

  execute(): Promise<void> {
    return this.session.signOut();
  }
}
