import {
  CARD_OPERATION_PERMISSIONS,
  fail,
  ok,
  serviceError,
  type Result,
  type SelectedCard,
  type ServiceError,
} from '../../domain/index';
import { done, outcomeOf, type Outcome } from '../outcome';
import { successNotification } from '../notification';
import type { Reissue } from '../ports/reissue';
import type { SessionStore } from '../ports/session-store';
import { missingPermission } from '../cards/missing-permission';

/**
 * Section 4, "Reissue": order a replacement for one of the reasons the bank allows for this card.
 * The new card, which must be activated, is the one the overview shows next (issue 12.4) when
 * the bank names it; the overview then loads the list afresh, the old card's state with it.
 */
export class ReplaceCard {
  constructor(
    private readonly reissue: Reissue,
    private readonly store: SessionStore,
  ) {}

  async execute(input: { readonly card: SelectedCard; readonly reason: string | undefined }): Promise<Outcome> {
    const result = await this.attempt(input);
    const card = input.card.paymentInstrumentId;
    // Reading 96 and 98: the business area says it in its own words (the notification area's `business`).
    const notification = successNotification('reissuedDebitCard');
    return outcomeOf(result, 'replace', (by) => ({
      ...done('replace')(notification),
      replaced: { card, by },
    }));
  }

  private async attempt(input: {
    readonly card: SelectedCard;
    readonly reason: string | undefined;
  }): Promise<Result<string | undefined, ServiceError>> {
    const { card, reason } = input;
    const refused = missingPermission(card, CARD_OPERATION_PERMISSIONS.replace);
    if (refused) return fail(refused);
    if (!reason) return fail(serviceError('REASON_MISSING'));
    const allowed = card.reissueReasons.find((candidate) => candidate === reason);
    if (!allowed) return fail(serviceError('REASON_INVALID'));
    const answer = await this.reissue.request(card.paymentInstrumentId, {
      paymentInstrumentUsageId: card.paymentInstrumentUsageId,
      reason: allowed,
    });
    if (!answer.ok) return answer;
    if (answer.value !== undefined) this.store.keepSelectedCardId(answer.value);
    return ok(answer.value);
  }
}
