import {
  fail,
  cardLimit,
  firstTemporaryLimit,
  limitPermission,
  limitSubmitOperation,
  periodForOption,
  serviceError,
  type ChosenDates,
  type DurationType,
  type Result,
  type SelectedCard,
  type ServiceError,
  type TemporaryLimitType,
  type TemporaryOption,
} from '../../domain/index';
import { outcomeOf, toSign, type Outcome } from '../outcome';
import type { PendingSignature } from '../ports/pending-signature';
import type { Clock } from '../ports/clock';
import type { Limits } from '../ports/limits';
import type { SessionStore } from '../ports/session-store';
import { changeDefaultLimit } from '../limits/change-default-limit';
import { handOffToSigning } from '../signing/hand-off-to-signing';
import { missingPermission } from '../cards/missing-permission';
import { checkCardChange } from '../cards/check-card-change';

export type SpendingLimitChange = ChosenDates & {
  readonly card: SelectedCard;
  readonly limitType: TemporaryLimitType;
  readonly durationType: DurationType;
  readonly limitValue: number | undefined;
  readonly option?: TemporaryOption | undefined;
};

/**
 * Section 4, "Limit change", for the payment (POS) and withdrawal (ATM) limits: continuously
 * changes the default limit; temporarily changes the existing temporary limit or creates one.
 * Dates come from the option as section 4's table says, "today" from the clock.
 */
export class ChangeSpendingLimit {
  constructor(
    private readonly limits: Limits,
    private readonly store: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: SpendingLimitChange): Promise<Outcome> {
    const result = await this.attempt(input);
    return outcomeOf(result, 'save', toSign);
  }

  private async attempt(input: SpendingLimitChange): Promise<Result<PendingSignature, ServiceError>> {
    const { card, limitType, limitValue } = input;
    const limit = cardLimit(card, limitType);
    const existing = firstTemporaryLimit(limit);
    const operation = limitSubmitOperation(limitType, input.durationType, existing);
    if (operation.kind === 'changeDefault')
      return changeDefaultLimit({ limits: this.limits, store: this.store }, card, limitType, limitValue);

    const refused = missingPermission(card, limitPermission(operation));
    if (refused) return fail(refused);
    if (!limit) return fail(serviceError('LIMIT_TYPE_NOT_FOUND'));
    if (!input.option) return fail(serviceError('START_DATE_MISSING'));
    const today = this.clock.today();
    const period = periodForOption(input.option, input, today);
    const body = { limitType, limitValue, startDate: period?.startDate ?? input.start, endDate: period?.endDate };
    const checked =
      operation.kind === 'changeTemporary' && existing
        ? checkCardChange(
            card,
            { operation: 'changeTemporaryLimit', temporaryLimitId: existing.temporaryLimitId, body },
            { today },
          )
        : checkCardChange(card, { operation: 'createTemporaryLimit', body }, { today });
    if (!checked.ok) return checked;
    const { request } = checked.value;

    const answer =
      operation.kind === 'changeTemporary' && existing
        ? await this.limits.changeTemporary(card.paymentInstrumentId, existing.temporaryLimitId, request)
        : await this.limits.createTemporary(card.paymentInstrumentId, request);
    return handOffToSigning(this.store, answer, operation, { limit, request });
  }
}
