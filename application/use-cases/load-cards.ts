import {
  fail,
  listedCards,
  ok,
  serviceError,
  toSelectedCard,
  type Result,
  type SelectedCard,
  type ServiceError,
} from '../../domain/index';
import type { Environment } from '../environment';
import type { Cards } from '../ports/cards';
import type { SessionStore } from '../ports/session-store';

export type CardList = { readonly cards: readonly SelectedCard[]; readonly selectedCardId: string };

/**
 * Section 2.3, "On load": the listed cards in order; the card chosen before stays selected
 * (also across reloads), otherwise the first. An empty list is MESSAGE_FED001_0001, as information
 * (docs/spec-readings.md, 54).
 */
export class LoadCards {
  constructor(
    private readonly cards: Cards,
    private readonly store: SessionStore,
    private readonly environment: Environment,
  ) {}

  /** `choosing`: a card chosen now that the list shown did not name yet (a replacement ordered elsewhere). */
  async execute(input: { readonly choosing?: string } = {}): Promise<Result<CardList, ServiceError>> {
    const answer = await this.cards.list();
    if (!answer.ok) return answer;
    const cards = listedCards(answer.value).map((card) => toSelectedCard(card, this.environment.brand));
    const first = cards[0];
    // Issue 33, item 11: no cards is how things are, not a failure: the spec's words, as information.
    if (!first) return fail(serviceError('MESSAGE_FED001_0001', { type: 'info' }));
    const kept = input.choosing ?? this.store.selectedCardId();
    const selectedCardId =
      cards.some((card) => card.paymentInstrumentId === kept) && kept ? kept : first.paymentInstrumentId;
    this.store.keepSelectedCardId(selectedCardId);
    return ok({ cards, selectedCardId });
  }
}
