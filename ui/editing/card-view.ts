import type { SelectedCard } from '../../domain/index';

/** What the editors show of the card they change (sections 2.4–2.6). */
export type CardView = {
  readonly userName: string;
  readonly accountNumber: string;
  readonly passNumber: string;
};

export const cardViewOf = (card: SelectedCard): CardView => ({
  userName: card.userName,
  accountNumber: card.accountNumber,
  passNumber: card.passNumber,
});
