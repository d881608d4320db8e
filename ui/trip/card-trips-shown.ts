import {
  cardTrips,
  firstTemporaryGeoProfile,
  firstTemporaryLimit,
  type CardTrip,
  type SelectedCard,
} from '../../domain/index';
import { tripView, type CardTripView } from './card-trips-view';

/**
 * The card's trips as the domain reads them back from its temporary settings (`cardTrips`), earliest
 * first; and a lone setting its tile does not show ("only the first item is used"): a trip of World
 * alone, or of one limit, made beside an earlier temporary entry of its kind, is seen and cancelled here.
 */
export const cardTripsShown = (card: SelectedCard): readonly CardTrip[] =>
  cardTrips(card, { lone: true }).filter(({ region, limits }) => {
    const [limit] = limits;
    if (limits.length + (region ? 1 : 0) > 1) return true;
    return region
      ? region !== firstTemporaryGeoProfile(card.geoProfile)
      : limit?.temporaryLimit !==
          firstTemporaryLimit(limit?.limitType === 'POS' ? card.paymentLimit : card.withdrawalLimit);
  });

/** The card's trips as the overview and the cancel page show them, for display. */
export const cardTripViews = (card: SelectedCard): readonly CardTripView[] => cardTripsShown(card).map(tripView);
