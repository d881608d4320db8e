import { fail, ok, serviceError, type DescribedLimitChange, type Result, type ServiceError } from '../../domain/index';
import type { PendingSignature } from '../signing/pending-signature';
import type { SessionStore } from '../ports/session-store';

/**
 * A change left for later ("Sign later", section 2.8) is signed after all: the sign item the
 * bank names in its limitChangeRequest is kept for the signing page as a fresh change's would be.
 * A change whose sign item the bank does not name can be signed only in the portal.
 */
export class ResumeSigning {
  constructor(private readonly store: SessionStore) {}

  execute(input: { readonly change: DescribedLimitChange }): Result<PendingSignature, ServiceError> {
    const { change } = input;
    if (!change.signItem) return fail(serviceError('SIGN_ITEM_NOT_FOUND'));
    const pending: PendingSignature = { signItem: change.signItem, operationType: change.operationType, change };
    this.store.keepPendingSignature(pending);
    return ok(pending);
  }
}
