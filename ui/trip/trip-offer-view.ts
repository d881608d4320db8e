import { tripOffer, type SelectedCard } from '../../domain/index';
import { cardToCheck } from '../cards/card-to-check';

/** "Op reis" / "Going abroad" on the overview (issue 35), where the card's links allow a trip. */
export type TripOfferView = {
  /** The card works worldwide by default already: the button stays, and says only limits can change. */
  readonly worldAlready: boolean;
};

/**
 * Issue 35: hidden when the card's links allow neither a temporary region nor a temporary limit
 * (the domain's `tripOffer`); explained when the card is World by default.
 */
export function tripOfferView(card: SelectedCard): TripOfferView | undefined {
  const offer = tripOffer(cardToCheck(card));
  return offer.offered ? { worldAlready: offer.defaultIsWorld } : undefined;
}
