import {
  fail,
  cardLimit,
  firstTemporaryLimit,
  limitPermission,
  serviceError,
  type LimitOperation,
  type Result,
  type SelectedCard,
  type ServiceError,
  type TemporaryLimitType,
} from '../../domain/index';
import { outcomeOf, toSign, type Outcome } from '../outcome';
import type { PendingSignature } from '../ports/pending-signature';
import type { Limits } from '../ports/limits';
import type { SessionStore } from '../ports/session-store';
import { handOffToSigning } from '../signing/hand-off-to-signing';
import { missingPermission } from '../cards/missing-permission';

/** Section 4: delete the (first) temporary payment or withdrawal limit, from the modal; then /signing. */
export class DeleteTemporaryLimit {
  constructor(
    private readonly limits: Limits,
    private readonly store: SessionStore,
  ) {}

  async execute(input: { readonly card: SelectedCard; readonly limitType: TemporaryLimitType }): Promise<Outcome> {
    const result = await this.attempt(input);
    return outcomeOf(result, 'delete', toSign);
  }

  private async attempt(input: {
    readonly card: SelectedCard;
    readonly limitType: TemporaryLimitType;
  }): Promise<Result<PendingSignature, ServiceError>> {
    const { card, limitType } = input;
    const operation: LimitOperation = { kind: 'deleteTemporary', limitType };
    const refused = missingPermission(card, limitPermission(operation));
    if (refused) return fail(refused);
    const limit = cardLimit(card, limitType);
    const existing = firstTemporaryLimit(limit);
    if (!existing) return fail(serviceError('TEMPORARY_LIMIT_NOT_FOUND'));
    if (card.isLimitInProgress) return fail(serviceError('MESSAGE_BAI540_1003'));
    const answer = await this.limits.deleteTemporary(card.paymentInstrumentId, existing.temporaryLimitId);
    return handOffToSigning(this.store, answer, operation, { limit, request: {} });
  }
}
