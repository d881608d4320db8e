import { tripOffer, type SelectedCard } from '../../domain/index';
import { cardToCheck } from '../cards/card-to-check';

/** "Op reis" / "Going abroad" on the overview (issue 35), where the card's links allow a trip. */
export type TripOfferView = {
  /**
   * What the button's sentence promises: World and limits; only the limits, on a card already
   * World by default; or only the limits, on a card whose links allow no temporary World
   * setting (reading 97: never World offered to be refused).
   */
  readonly text: 'intro' | 'worldAlready' | 'worldNotAllowed';
};

/**
 * Issue 35: hidden when the card's links allow neither a temporary region nor a temporary limit
 * (the domain's `tripOffer`); explained when the card is World by default or allows no temporary World.
 */
export function tripOfferView(card: SelectedCard): TripOfferView | undefined {
  const offer = tripOffer(cardToCheck(card));
  if (!offer.offered) return undefined;
  return { text: offer.defaultIsWorld ? 'worldAlready' : offer.region ? 'intro' : 'worldNotAllowed' };
}
