import { ok, operationTypeOf, type LimitOperation, type Result, type ServiceError } from '../../domain/index';
import type { PendingSignature, SignItem } from './pending-signature';
import type { SessionStore } from '../ports/session-store';

/**
 * Section 4, "After a successful create, change or delete": the sign item and the operationType
 * are kept for the signing page, which congratulates the customer on exactly this change.
 */
export function handOffToSigning(
  store: SessionStore,
  answer: Result<SignItem, ServiceError>,
  operation: LimitOperation,
): Result<PendingSignature, ServiceError> {
  if (!answer.ok) return answer;
  const pending: PendingSignature = { signItem: answer.value, operationType: operationTypeOf(operation) };
  store.keepPendingSignature(pending);
  return ok(pending);
}
