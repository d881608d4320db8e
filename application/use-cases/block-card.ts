import {
  CARD_OPERATION_PERMISSIONS,
  fail,
  ok,
  type Result,
  type SelectedCard,
  type ServiceError,
} from '../../domain/index';
import { successNotification, type Notification } from '../notification';
import type { Cards } from '../ports/cards';
import { missingPermission } from '../cards/missing-permission';

/** Section 4, "Card status": block (suspend) the card; the caller reloads it. */
export class BlockCard {
  constructor(private readonly cards: Cards) {}

  async execute(input: { readonly card: SelectedCard }): Promise<Result<Notification, ServiceError>> {
    const refused = missingPermission(input.card, CARD_OPERATION_PERMISSIONS.block);
    if (refused) return fail(refused);
    const answer = await this.cards.block(input.card.paymentInstrumentId);
    return answer.ok ? ok(successNotification('blockedCard')) : answer;
  }
}
