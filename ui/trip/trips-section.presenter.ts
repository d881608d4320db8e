import { makeAutoObservable } from 'mobx';
import type { ContinueTrip } from '../../application/use-cases/continue-trip';
import type { CardLoader } from '../cards/card-loader';
import { tripProgressView, type TripProgressView } from '../cards/trip-progress-view';
import type { UnfinishedTrip } from '../cards/unfinished-trip';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';
import { cardTripViews } from './card-trips-shown';
import type { CardTripView } from './card-trips-view';
import { tripOfferView, type TripOfferView } from './trip-offer-view';

export type TripsSectionViewModel = {
  /** A trip of this card waiting for a signature: what is set is on the tiles, this says what still waits. */
  readonly waiting: TripProgressView | undefined;
  /**
   * A trip of this card whose signature was given but whose later calls failed: the calls not made
   * (the failed one first), with Try again.
   */
  readonly unfinished: TripProgressView | undefined;
  /** "Going abroad", where the card's links allow a trip; not while a trip of this card waits for its signature. */
  readonly offer: TripOfferView | undefined;
  /** The card's trips, their settings grouped. */
  readonly trips: readonly CardTripView[];
  /** Cancel trip, not while a trip of this card waits for its signature: the bank would refuse it (reading 86). */
  readonly cancellable: boolean;
};

const NOTHING: TripsSectionViewModel = {
  waiting: undefined,
  unfinished: undefined,
  offer: undefined,
  trips: [],
  cancellable: false,
};

/** Issue 35 on the overview, beside the settings tiles of the card shown (the overview renders it only with them). */
export class TripsSectionPresenter {
  constructor(
    private readonly deps: {
      readonly app: AppStore;
      readonly unfinishedTrip: UnfinishedTrip;
      readonly continueTrip: ContinueTrip;
      readonly cards: CardLoader;
    },
  ) {
    makeAutoObservable<TripsSectionPresenter, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get viewModel(): TripsSectionViewModel {
    const { cards, changes } = this.deps.app;
    const card = cards.selected;
    if (!card || cards.outdated) return NOTHING;
    const waiting = tripProgressView(changes.tripWaitingOn(card), card.paymentInstrumentId);
    return {
      waiting,
      unfinished: waiting ? undefined : tripProgressView(this.deps.unfinishedTrip.progress, card.paymentInstrumentId),
      // The bank takes no other limit change while one waits for its signature, so a second trip
      // would be refused: the waiting notice says the next one can follow the signature (reading 86).
      offer: waiting ? undefined : tripOfferView(card),
      trips: cardTripViews(card),
      cancellable: waiting === undefined,
    };
  }

  /** The unfinished trip's calls made again, from the failed one: a limit among them goes to be signed. */
  async tryAgain(): Promise<RoutePath | undefined> {
    const { app, unfinishedTrip, continueTrip } = this.deps;
    const progress = unfinishedTrip.progress;
    if (!progress) return undefined;
    // ContinueTrip counts on from the signature given; the calls left are those not made.
    const answer = continueTrip.execute({ progress: { ...progress, signature: progress.signature - 1 } });
    const next = await app.settle(answer);
    const outcome = await answer;
    const still = outcome.kind === 'changedMeanwhile' ? outcome.trip : undefined;
    // Failing again is what the notice already says: named there, no red error.
    if (still) app.notifications.resetError();
    unfinishedTrip.continued(still);
    // The overview stays (set, or failing again): the card it marked outdated is shown as the bank has it now.
    if (next !== ROUTES.signing && app.cards.outdated) await this.deps.cards.reloadSelected();
    return next;
  }
}
