import {
  cardLimit,
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
import { checkCardChange } from '../cards/check-card-change';

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
  const checked = checkCardChange(card, { operation: 'changePermanentLimit', body: { limitType, limitValue } }, {});
  if (!checked.ok) return checked;
  const { request } = checked.value;
  const answer = await ports.limits.changeDefault(card.paymentInstrumentId, limitType, request.limitValue);
  return handOffToSigning(ports.store, answer, operation, { limit: cardLimit(card, limitType), request });
}
