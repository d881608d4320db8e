import { serviceError, type DescribedLimitChange } from '../../domain/index';
import { failureOf, toSign, type Outcome } from '../outcome';
import type { PendingSignature } from '../ports/pending-signature';
import type { SessionStore } from '../ports/session-store';
import type { TripProgress } from '../ports/trip-progress';

/**
 * A change left for later ("Sign later", section 2.8) is signed after all: the sign item the
 * bank names in its limitChangeRequest is kept for the signing page as a fresh change's would be.
 * A change whose sign item the bank does not name can be signed only in the portal.
 */
export class ResumeSigning {
  constructor(private readonly store: SessionStore) {}

  /** `trip`: what follows the change, when it is a trip's whose answer was lost (reading 103). */
  execute(input: { readonly change: DescribedLimitChange; readonly trip?: TripProgress | undefined }): Outcome {
    const { change } = input;
    if (!change.signItem) return failureOf(serviceError('SIGN_ITEM_NOT_FOUND'), 'sign');
    // A trip's signature left for later keeps what follows it (issue 35): the kept trip, if the item is the same.
    const kept = this.store.pendingSignature();
    const trip = input.trip ?? (kept?.trip && kept.signItem.tpsId === change.signItem.tpsId ? kept.trip : undefined);
    const pending: PendingSignature = {
      signItem: change.signItem,
      operationType: change.operationType,
      change,
      ...(trip ? { trip } : {}),
    };
    this.store.keepPendingSignature(pending);
    return toSign(pending);
  }
}
