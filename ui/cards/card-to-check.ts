import type { CardToCheck, SelectedCard } from '../../domain/index';

/** The selected card as the domain's rules read a card (`tripOffer`, `planTrip` take the bank's shape, not the app's). */
export const cardToCheck = (card: SelectedCard): CardToCheck => ({
  links: card.links,
  limits: [card.ecommerceLimit, card.paymentLimit, card.withdrawalLimit].filter((limit) => limit !== undefined),
  geoProfile: card.geoProfile,
  paymentInstrumentUsageId: card.paymentInstrumentUsageId,
});
