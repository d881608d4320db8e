import {
  cardTrips,
  formatServerDate,
  type CardTrip,
  type IsoDate,
  type SelectedCard,
  type TemporaryLimitType,
} from '../../domain/index';

/** A trip on the card (issue 35): its settings grouped, with the dates they share. */
export type CardTripView = {
  /** dd-mm-yyyy. */
  readonly startDate: string;
  readonly endDate: string;
  /** The trip includes the temporary World setting. */
  readonly world: boolean;
  readonly limits: readonly { readonly limitType: TemporaryLimitType; readonly amount: number }[];
};

/**
 * What the card holds over any of these days, as the card holds it now, grouped by dates as the
 * overview groups a trip: a trip's settings, or the one setting a trip of World alone made.
 */
export const cardTripsDuring = (card: SelectedCard, days: TripDays): readonly CardTripView[] =>
  cardTrips(card, { lone: true })
    .filter(({ startDate, endDate }) => startDate <= days.lastDay && endDate >= days.firstDay)
    .map(tripView);

export type TripDays = { readonly firstDay: IsoDate; readonly lastDay: IsoDate };

export const tripView = (trip: CardTrip): CardTripView => ({
  startDate: formatServerDate(trip.startDate),
  endDate: formatServerDate(trip.endDate),
  world: trip.region !== undefined,
  limits: trip.limits.map(({ limitType, temporaryLimit }) => ({ limitType, amount: temporaryLimit.limitValue })),
});
