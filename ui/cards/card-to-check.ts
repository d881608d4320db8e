import { cardLimits, type CardToCheck, type SelectedCard } from '../../domain/index';

/** The selected card as the domain's rules read a card (`tripOffer`, `planTrip` take the bank's shape, not the app's). */
export const cardToCheck = (card: SelectedCard): CardToCheck => ({
  links: card.links,
  limits: cardLimits(card),
  geoProfile: card.geoProfile,
  paymentInstrumentUsageId: card.paymentInstrumentUsageId,
});
