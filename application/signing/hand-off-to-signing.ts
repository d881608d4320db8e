import {
  describeLimitChange,
  ok,
  operationTypeOf,
  type CardLimit,
  type LimitChangeRequest,
  type LimitOperation,
  type Result,
  type ServiceError,
} from '../../domain/index';
import type { PendingSignature, SignItem } from '../ports/pending-signature';
import type { SessionStore } from '../ports/session-store';

/** What was asked of the bank, for the signing page to put in words: the limit as it was, and the new values. */
export type AskedChange = {
  readonly limit: CardLimit | undefined;
  readonly request: Omit<LimitChangeRequest, 'operationType'>;
};

/**
 * Section 4, "After a successful create, change or delete": the sign item and the operationType
 * are kept for the signing page, which congratulates the customer on exactly this change and
 * says, before the widget does, what is being signed.
 */
export function handOffToSigning(
  store: SessionStore,
  answer: Result<SignItem, ServiceError>,
  operation: LimitOperation,
  asked: AskedChange,
): Result<PendingSignature, ServiceError> {
  if (!answer.ok) return answer;
  const operationType = operationTypeOf(operation);
  const change = asked.limit
    ? describeLimitChange(asked.limit, { ...asked.request, operationType }, answer.value)
    : undefined;
  const pending: PendingSignature = { signItem: answer.value, operationType, ...(change ? { change } : {}) };
  store.keepPendingSignature(pending);
  return ok(pending);
}
