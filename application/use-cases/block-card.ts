import { CARD_OPERATION_PERMISSIONS, type SelectedCard } from '../../domain/index';
import { successNotification } from '../notification';
import { done, failureOf, outcomeOf, type Outcome } from '../outcome';
import type { Cards } from '../ports/cards';
import { missingPermission } from '../cards/missing-permission';

/** Section 4, "Card status": block (suspend) the card; the caller reloads it. */
export class BlockCard {
  constructor(private readonly cards: Cards) {}

  async execute(input: { readonly card: SelectedCard }): Promise<Outcome> {
    const refused = missingPermission(input.card, CARD_OPERATION_PERMISSIONS.block);
    if (refused) return failureOf(refused, 'block');
    const answer = await this.cards.block(input.card.paymentInstrumentId);
    return outcomeOf(answer, 'block', () => done('block')(successNotification('blockedCard')));
  }
}
