import type { PendingSignature } from '../ports/pending-signature';
import type { SessionStore } from '../ports/session-store';

/** The limit change waiting on the signing page, if any (kept across reloads). */
export class LoadPendingSignature {
  constructor(private readonly store: SessionStore) {}

  execute(): PendingSignature | undefined {
    return this.store.pendingSignature();
  }
}
