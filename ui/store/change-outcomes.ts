import { makeAutoObservable } from 'mobx';
import type { PendingSignature } from '../../application/ports/pending-signature';

/**
 * What a change leaves for the next screen (sections 2.4–2.8): the signature a limit change
 * waits for. Set only by the store's `settle`.
 */
export class ChangeOutcomes {
  pendingSignature: PendingSignature | undefined;
  /** Issue 33, item 2: a replacement was ordered on this app start; Back to its screen must not offer it again. */
  replaced = false;

  constructor(pending: PendingSignature | undefined) {
    this.pendingSignature = pending;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get signItem() {
    return this.pendingSignature?.signItem;
  }

  get operationType() {
    return this.pendingSignature?.operationType;
  }
}
