import type { CardHistoryPage } from '../../domain/index';
import { token } from '../token';
import type { Answer } from './answer';

/** Where to go on from in a card's history, and how many entries to take. */
export type CardHistoryQuery = {
  /** The id of the last entry already shown; none for the newest page. */
  readonly startingAfter?: string;
  readonly limit: number;
};

/** A card's change history (beyond spec section 7: only where the Environment names its path). */
export interface CardHistory {
  /** One page of the card's acknowledged changes, newest first. */
  page(paymentInstrumentId: string, query: CardHistoryQuery): Answer<CardHistoryPage>;
}

export const CardHistory = token<CardHistory>('CardHistory');
