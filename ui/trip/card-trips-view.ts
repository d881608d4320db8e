import { cardTrips, formatServerDate, type SelectedCard, type TemporaryLimitType } from '../../domain/index';

/** A trip on the card (issue 35): its settings grouped, with the dates they share. */
export type CardTripView = {
  /** dd-mm-yyyy. */
  readonly startDate: string;
  readonly endDate: string;
  /** The trip includes the temporary World setting. */
  readonly world: boolean;
  readonly limits: readonly { readonly limitType: TemporaryLimitType; readonly amount: number }[];
};

/** The card's trips as the domain reads them back from its temporary settings (`cardTrips`), earliest first. */
export const cardTripViews = (card: SelectedCard): readonly CardTripView[] =>
  cardTrips(card).map((trip) => ({
    startDate: formatServerDate(trip.startDate),
    endDate: formatServerDate(trip.endDate),
    world: trip.region !== undefined,
    limits: trip.limits.map(({ limitType, temporaryLimit }) => ({ limitType, amount: temporaryLimit.limitValue })),
  }));
