import type { CardToCheck, SelectedCard } from '../../domain/index';

/** The selected card as the domain's rules read a card (the bank's shape: its limits as one list). */
export const cardToCheckOf = (card: SelectedCard): CardToCheck => ({
  links: card.links,
  limits: [card.ecommerceLimit, card.paymentLimit, card.withdrawalLimit].filter((limit) => limit !== undefined),
  geoProfile: card.geoProfile,
  paymentInstrumentUsageId: card.paymentInstrumentUsageId,
});
