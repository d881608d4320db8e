import { CARD_OPERATION_PERMISSIONS, type SelectedCard } from '../../domain/index';
import { successNotification } from '../notification';
import { done, failureOf, outcomeOf, type Outcome } from '../outcome';
import type { Cards } from '../ports/cards';
import { missingPermission } from '../cards/missing-permission';

/** Section 4, "Card status": unblock (resume) the card; the caller reloads it. */
export class UnblockCard {
  constructor(private readonly cards: Cards) {}

  async execute(input: { readonly card: SelectedCard }): Promise<Outcome> {
    const refused = missingPermission(input.card, CARD_OPERATION_PERMISSIONS.unblock);
    if (refused) return failureOf(refused, 'unblock');
    const answer = await this.cards.unblock(input.card.paymentInstrumentId);
    return outcomeOf(answer, 'unblock', () => done('unblock')(successNotification('deblockedCard')));
  }
}
