import { makeAutoObservable } from 'mobx';
import { tripProgressView, type TripProgressView } from '../cards/trip-progress-view';
import type { AppStore } from '../store/app-store';
import { cardTripViews, type CardTripView } from './card-trips-view';
import { tripOfferView, type TripOfferView } from './trip-offer-view';

export type TripsSectionViewModel = {
  /** A trip of this card waiting for a signature: what is set is on the tiles, this says what still waits. */
  readonly waiting: TripProgressView | undefined;
  /** "Going abroad", where the card's links allow a trip. */
  readonly offer: TripOfferView | undefined;
  /** The card's trips, their settings grouped. */
  readonly trips: readonly CardTripView[];
};

const NOTHING: TripsSectionViewModel = { waiting: undefined, offer: undefined, trips: [] };

/** Issue 35 on the overview, beside the settings tiles of the card shown (the overview renders it only with them). */
export class TripsSectionPresenter {
  constructor(private readonly deps: { readonly app: AppStore }) {
    makeAutoObservable<TripsSectionPresenter, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get viewModel(): TripsSectionViewModel {
    const { cards, changes } = this.deps.app;
    const card = cards.selected;
    if (!card || cards.outdated) return NOTHING;
    return {
      // A trip waits for a signature only while the card has a change to sign: a kept signature the
      // trip's later call consumed (and failed after) is not one the customer can still give.
      waiting: card.isLimitInProgress
        ? tripProgressView(changes.pendingSignature?.trip, card.paymentInstrumentId)
        : undefined,
      offer: tripOfferView(card),
      trips: cardTripViews(card),
    };
  }
}
