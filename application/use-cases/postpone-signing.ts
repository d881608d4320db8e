import type { SessionStore } from '../ports/session-store';

/**
 * Section 2.8, signing-send-later: back to the overview, which shows the change as still to be
 * signed; the portal's "to sign" page can sign it later, so nothing is kept here.
 */
export class PostponeSigning {
  constructor(private readonly store: SessionStore) {}

  execute(): void {
    this.store.clearPendingSignature();
  }
}
