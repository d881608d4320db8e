import { makeAutoObservable } from 'mobx';
import type { IsoDate, KeptTripSetting, SelectedCard, TripDestination } from '../../domain/index';
import { changeBasketOffered } from '../../application/cards/change-basket-offered';
import type { Environment } from '../../application/environment';
import type { MakeTrip } from '../../application/use-cases/make-trip';
import type { ResumeSigning } from '../../application/use-cases/resume-signing';
import type { PlanTrip } from '../../application/use-cases/plan-trip';
import { tripProgressView, type TripProgressView } from '../cards/trip-progress-view';
import { cardViewOf, type CardView } from '../editing/card-view';
import type { EditorPlaceholder } from '../editing/editor-settings';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { ActionFailure } from '../store/notifications';
import { cardTripsDuring, type CardTripView } from './card-trips-view';
import { cardNotSent, enterTrip, type TripEntryDependencies, type CardNotSent } from './enter-trip';
import { planOfDraft, tripOfDraft } from './trip-card';
import { tripPlanView, type TripChangeView } from './trip-plan-view';
import { tripTakenToSign } from './trip-taken-to-sign';

export type TripSummaryDependencies = TripEntryDependencies & {
  readonly environment: Environment;
  readonly planTrip: PlanTrip;
  readonly makeTrip: MakeTrip;
  readonly resumeSigning: ResumeSigning;
};

/** How the limits are signed: none to sign, one signature for all (the bank's basket), or each in turn ("1 of 2"). */
export type TripSigning =
  | { readonly kind: 'none' }
  | { readonly kind: 'once'; readonly count: number }
  | { readonly kind: 'inTurn'; readonly count: number };

export type TripSummaryViewModel =
  | EditorPlaceholder
  /** No trip to sum up (the draft was left, or another card chosen): the way back to plan one. */
  | { readonly kind: 'noTrip' }
  /** Back after the trip was confirmed: what the card holds for its days now, nothing to confirm again. */
  | { readonly kind: 'confirmed'; readonly trips: readonly CardTripView[] }
  /** A trip of this card waits for its signature: that is said, with Sign now (as on the plan screen). */
  | { readonly kind: 'tripWaiting'; readonly progress: TripProgressView }
  | {
      readonly kind: 'summary';
      readonly card: CardView;
      readonly destination: TripDestination;
      readonly firstDay: IsoDate;
      readonly lastDay: IsoDate;
      /** Before → after for each setting, with its dates: the limits first, then international use. */
      readonly changes: readonly TripChangeView[];
      readonly kept: readonly KeptTripSetting[];
      readonly signing: TripSigning;
      /** World is made only once the limits are signed (issue 35): the summary says so. */
      readonly regionAfterSigning: boolean;
      /** The trip's first call is under way. */
      readonly busy: boolean;
      /** Issue 33, item 4: the bank failed; nothing changed, and the customer may try again. */
      readonly failure: ActionFailure | undefined;
    };

/**
 * Issue 35: the trip's summary, before → after for each setting with its dates, how the limits
 * are signed, and when international use is set; from the same plan as the plan screen.
 */
export class TripSummaryPresenter {
  private entered = false;
  /** Confirm answered with the next screen: busy until it is shown, as an editor (FormSession). */
  private leaving = false;

  constructor(private readonly deps: TripSummaryDependencies) {
    makeAutoObservable<TripSummaryPresenter, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  private get card(): SelectedCard | undefined {
    return this.deps.app.cards.selected;
  }

  /** The trip's Confirm is on its way: asked here, or on a summary left since (reading 108). */
  get busy(): boolean {
    return this.leaving || this.deps.draft.busy;
  }

  get viewModel(): TripSummaryViewModel {
    const { card, deps } = this;
    const { notifications } = deps.app;
    // Until entered, an error or hidden content was the previous screen's (cleared as this one is entered): not shown here.
    if (!card || (this.entered && notifications.isContentHidden))
      return { kind: this.entered ? 'unavailable' : 'loading' };
    const waiting = tripProgressView(deps.app.changes.tripWaitingOn(card), card.paymentInstrumentId);
    if (waiting) return { kind: 'tripWaiting', progress: waiting };
    // Reading 108: a Confirm answered after its summary was left marked the card outdated: nothing shows until it is read anew.
    if (deps.app.cards.outdated && !this.busy) return { kind: 'loading' };
    const planned = planOfDraft(card, deps.draft, deps.planTrip);
    const plan = planned ? tripPlanView(planned) : undefined;
    const { destination, firstDay, lastDay } = deps.draft;
    if (plan?.kind !== 'plan' || plan.changes.length === 0 || !destination || !firstDay || !lastDay) {
      const { confirmed } = deps.draft;
      const trips = confirmed ? cardTripsDuring(card, confirmed) : [];
      return trips.length > 0 ? { kind: 'confirmed', trips } : { kind: 'noTrip' };
    }
    const limits = plan.changes.filter((change) => change.setting !== 'REGION').length;
    return {
      kind: 'summary',
      card: cardViewOf(card),
      destination,
      firstDay,
      lastDay,
      changes: plan.changes,
      kept: plan.kept,
      signing:
        limits === 0
          ? { kind: 'none' }
          : { kind: changeBasketOffered(deps.environment) || limits === 1 ? 'once' : 'inTurn', count: limits },
      regionAfterSigning: limits > 0 && plan.changes.some((change) => change.setting === 'REGION'),
      busy: this.busy,
      failure: this.entered ? notifications.failure : undefined,
    };
  }

  /**
   * Confirm: the trip is made as planned (`MakeTrip` plans again on the card as it is); the first
   * signature leads to the signing page, a trip without limits straight to the overview.
   */
  async confirm(): Promise<RoutePath | undefined> {
    const { card, deps } = this;
    const trip = card ? tripOfDraft(card, deps.draft) : undefined;
    if (!card || !trip || this.busy) return undefined;
    deps.draft.send(card.paymentInstrumentId, { firstDay: trip.firstDay, lastDay: trip.lastDay });
    let made = false;
    let next: RoutePath | undefined;
    try {
      const outcome = deps.makeTrip.execute({ card, trip });
      // Refused because the card read anew holds it all now (set in another tab): that is no failure,
      // and the summary says so. Its limits taken though the answer was lost: on to their signature.
      const settled = await deps.app.settleOnCard(
        outcome,
        deps.cards,
        (now, cause, answered) =>
          (cause === 'answerLost' ? tripTakenToSign(deps.resumeSigning, now, answered) : undefined) ??
          (this.heldAlready() ? true : undefined),
      );
      // Answered after Back too (the store took it where the customer is): the trip is the card's.
      const { kind } = await outcome;
      next = settled.next;
      made = next !== undefined || settled.already || kind === 'done' || kind === 'toSign';
      return next;
    } finally {
      this.end(card.paymentInstrumentId, made, next);
    }
  }

  /** Reading 108: the card marked outdated while this summary is shown (its Confirm answered after Back): read anew. */
  readAnew(): Promise<void> {
    return this.deps.cards.reloadSelected();
  }

  /** The card holds the draft's trip as it is: nothing left to change, and settings over its days. */
  private heldAlready(): boolean {
    const { card, deps } = this;
    const { firstDay, lastDay } = deps.draft;
    if (!card || !firstDay || !lastDay) return false;
    const planned = planOfDraft(card, deps.draft, deps.planTrip);
    return (
      planned?.ok === true &&
      planned.value.changes.length === 0 &&
      cardTripsDuring(card, { firstDay, lastDay }).length > 0
    );
  }

  /** Issue 34: the card the bank failed to send, said with Try again (TripWithoutCard). */
  get withoutCard(): CardNotSent {
    return cardNotSent(this.deps, this.entered);
  }

  async load(options: { readonly revisit?: boolean } = {}): Promise<void> {
    await enterTrip(this.deps, ROUTES.tripSummary, options.revisit === true);
    this.setEntered();
  }

  private setEntered(): void {
    this.entered = true;
  }

  private end(cardId: string, made: boolean, next: RoutePath | undefined): void {
    this.leaving = next !== undefined;
    this.deps.draft.sent(cardId, made);
  }
}
