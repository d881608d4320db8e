import { fail, ok, serviceError, type Result, type ServiceError } from '../../domain/index';
import { successNotification, type Notification } from '../notification';
import type { SessionStore } from '../ports/session-store';

/** Section 2.8, signing-success: the notification for the stored operationType, once. */
export class CompleteSigning {
  constructor(private readonly store: SessionStore) {}

  execute(): Result<Notification, ServiceError> {
    const pending = this.store.pendingSignature();
    if (!pending) return fail(serviceError('SIGN_ITEM_NOT_FOUND'));
    this.store.clearPendingSignature();
    return ok(successNotification(pending.operationType));
  }
}
