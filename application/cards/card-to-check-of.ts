import { cardLimits, type CardToCheck, type SelectedCard } from '../../domain/index';

/** The selected card as the domain's rules read a card (the bank's shape: its limits as one list). */
export const cardToCheckOf = (card: SelectedCard): CardToCheck => ({
  links: card.links,
  limits: cardLimits(card),
  geoProfile: card.geoProfile,
  paymentInstrumentUsageId: card.paymentInstrumentUsageId,
});
