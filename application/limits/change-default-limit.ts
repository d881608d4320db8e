import {
  checkPermanentLimitRequest,
  fail,
  findLimit,
  limitPermission,
  serviceError,
  type LimitOperation,
  type LimitType,
  type Result,
  type SelectedCard,
  type ServiceError,
} from '../../domain/index';
import type { PendingSignature } from '../ports/pending-signature';
import type { Limits } from '../ports/limits';
import type { SessionStore } from '../ports/session-store';
import { handOffToSigning } from '../signing/hand-off-to-signing';
import { missingPermission } from '../cards/missing-permission';

const limitsOf = (card: SelectedCard) =>
  [card.ecommerceLimit, card.paymentLimit, card.withdrawalLimit].filter((limit) => limit !== undefined);

/**
 * A permanent limit change, shared by the online limit and the "continuously" payment and
 * withdrawal limits. The bank's own rules run first, so what it would refuse is never sent.
 */
export async function changeDefaultLimit(
  ports: { readonly limits: Limits; readonly store: SessionStore },
  card: SelectedCard,
  limitType: LimitType,
  limitValue: number | undefined,
): Promise<Result<PendingSignature, ServiceError>> {
  const operation: LimitOperation = { kind: 'changeDefault', limitType };
  const refused = missingPermission(card, limitPermission(operation));
  if (refused) return fail(refused);
  const limits = limitsOf(card);
  if (!findLimit(limits, limitType)) return fail(serviceError('LIMIT_TYPE_NOT_FOUND'));
  const request = checkPermanentLimitRequest(limitType, { limitValue }, { limits, pending: card.isLimitInProgress });
  if (!request.ok) return fail(serviceError(request.error.code));
  const answer = await ports.limits.changeDefault(card.paymentInstrumentId, limitType, request.value.limitValue);
  return handOffToSigning(ports.store, answer, operation, {
    limit: findLimit(limits, limitType),
    request: request.value,
  });
}
