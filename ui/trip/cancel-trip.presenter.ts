import { makeAutoObservable } from 'mobx';
import { cardTrips, type CardTrip, type SelectedCard } from '../../domain/index';
import { successNotification, type Notification } from '../../application/notification';
import type { CancelTrip } from '../../application/use-cases/cancel-trip';
import type { ResumeSigning } from '../../application/use-cases/resume-signing';
import { tripProgressView, type TripProgressView } from '../cards/trip-progress-view';
import { cardViewOf, type CardView } from '../editing/card-view';
import type { EditorPlaceholder } from '../editing/editor-settings';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { ActionFailure } from '../store/notifications';
import { cardTripsShown, cardTripViews } from './card-trips-shown';
import type { CardTripView } from './card-trips-view';
import { cardNotSent, enterTrip, type TripEntryDependencies, type CardNotSent } from './enter-trip';
import type { TripSettingDays } from './trip-draft';
import { tripTakenToSign } from './trip-taken-to-sign';

const sameDays = (a: TripSettingDays, b: TripSettingDays): boolean =>
  a.startDate === b.startDate && a.endDate === b.endDate;
const TRIP_GONE: Notification = { type: 'info', content: { scope: 'notifications', key: 'tripGone' } };

export type CancelTripDependencies = TripEntryDependencies & {
  readonly cancelTrip: CancelTrip;
  readonly resumeSigning: ResumeSigning;
};

export type CancelTripViewModel =
  | EditorPlaceholder
  /** A trip of the card waits for its signature (this cancellation's, answered after Back, or a plan's): no trip is cancelled meanwhile. */
  | { readonly kind: 'tripWaiting'; readonly progress: TripProgressView }
  | {
      readonly kind: 'cancel';
      readonly card: CardView;
      /** The card's trips as the overview shows them; empty once there is none (any more). */
      readonly trips: readonly CardTripView[];
      /** The trip whose cancelling is under way. */
      readonly busy: number | undefined;
      readonly failure: ActionFailure | undefined;
    };

/** Issue 35, "Cancel trip": a trip's temporary settings deleted together (`CancelTrip`), after the customer asked for it here. */
export class CancelTripPresenter {
  private entered = false;
  /** The trip last asked for, so Try again cancels that one. */
  private asked: number | undefined = undefined;

  constructor(private readonly deps: CancelTripDependencies) {
    makeAutoObservable<CancelTripPresenter, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  private get card(): SelectedCard | undefined {
    return this.deps.app.cards.selected;
  }

  private get trips(): readonly CardTrip[] {
    return this.card ? cardTripsShown(this.card) : [];
  }

  /**
   * Reading 109: the trip whose cancelling is on its way, kept by the journey's draft (as its
   * Confirm), so this screen shown again by Back and Forward is busy as the one that asked.
   */
  private get busyTrip(): number | undefined {
    const days = this.deps.draft.cancelBusy;
    if (!days) return undefined;
    const index = this.trips.findIndex((trip) => sameDays(trip, days));
    return index < 0 ? this.trips.length : index;
  }

  get busy(): boolean {
    return this.busyTrip !== undefined;
  }

  get viewModel(): CancelTripViewModel {
    const { card } = this;
    const { notifications } = this.deps.app;
    // Until entered, an error or hidden content was the previous screen's (cleared as this one is entered): not shown here.
    if (!card || (this.entered && notifications.isContentHidden))
      return { kind: this.entered ? 'unavailable' : 'loading' };
    // As the overview, which offers no Cancel trip then: the bank would refuse a deletion while a change waits.
    const waiting = tripProgressView(this.deps.app.changes.tripWaitingOn(card), card.paymentInstrumentId);
    if (waiting && !this.busy) return { kind: 'tripWaiting', progress: waiting };
    // Its cancelling answered after this screen was left marked the card outdated: nothing shows until it is read anew.
    if (this.deps.app.cards.outdated && !this.busy) return { kind: 'loading' };
    return {
      kind: 'cancel',
      card: cardViewOf(card),
      trips: cardTripViews(card),
      busy: this.busyTrip,
      failure: this.entered ? notifications.failure : undefined,
    };
  }

  /** Issue 34: the card the bank failed to send, said with Try again (TripWithoutCard). */
  get withoutCard(): CardNotSent {
    return cardNotSent(this.deps, this.entered);
  }

  async load(options: { readonly revisit?: boolean } = {}): Promise<void> {
    await enterTrip(this.deps, ROUTES.cancelTrip, options.revisit === true);
    this.setEntered();
  }

  /** The trip's deletions: the limits' signed first (to the signing page), then World; or at once without limits. */
  async confirm(index: number): Promise<RoutePath | undefined> {
    const { card } = this;
    const trip = this.trips[index];
    if (!card || !trip || this.busy) return undefined;
    this.asked = index;
    const { draft } = this.deps;
    draft.cancel(card.paymentInstrumentId, { startDate: trip.startDate, endDate: trip.endDate });
    try {
      // Refused, and nothing of the trip is on the card read anew (cancelled in another tab): as asked, said so.
      // A limit's deletion taken though its answer was lost: on to its signature.
      const { app, cards, cancelTrip, resumeSigning } = this.deps;
      const { next } = await app.settleOnCard(cancelTrip.execute({ card, trip }), cards, (now, cause, answered) => {
        const taken = cause === 'answerLost' ? tripTakenToSign(resumeSigning, now, answered) : undefined;
        if (taken) return taken;
        const gone = now !== undefined && !cardTrips(now, { lone: true }).some((left) => sameDays(left, trip));
        return gone ? (cause === 'answerLost' ? successNotification('tripCancelled') : TRIP_GONE) : undefined;
      });
      return next;
    } finally {
      draft.cancelled(card.paymentInstrumentId);
    }
  }

  /** Issue 33, item 4: Try again cancels the trip last asked for. */
  tryAgain(): Promise<RoutePath | undefined> {
    return this.asked === undefined ? Promise.resolve(undefined) : this.confirm(this.asked);
  }

  /** Reading 108: the card marked outdated while this screen is shown (its cancelling answered after Back): read anew. */
  readAnew(): Promise<void> {
    return this.deps.cards.reloadSelected();
  }

  private setEntered(): void {
    this.entered = true;
  }
}
