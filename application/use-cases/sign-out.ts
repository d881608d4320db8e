import type { Session, SignOutReason } from '../ports/session';

/**
 * Ends the portal session and goes to login: "Sign out" in the warning (the customer's reason),
 * and its time running out (inactive: the login page says why, issue 33).
 */
export class SignOut {
  constructor(private readonly session: Session) {}

  execute({ reason }: { readonly reason: SignOutReason }): Promise<void> {
    return this.session.signOut(reason);
  }
}
