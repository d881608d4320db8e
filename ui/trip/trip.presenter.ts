import { makeAutoObservable } from 'mobx';
import {
  tripOffer,
  type IsoDate,
  type SelectedCard,
  type TemporaryLimitType,
  type TripDestination,
} from '../../domain/index';
import type { Clock } from '../../application/ports/clock';
import type { PlanTrip } from '../../application/use-cases/plan-trip';
import { cardToCheck } from '../cards/card-to-check';
import { tripProgressView, type TripProgressView } from '../cards/trip-progress-view';
import { cardViewOf, type CardView } from '../editing/card-view';
import type { EditorPlaceholder } from '../editing/editor-settings';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { PeriodBounds } from '../widgets/date-range-days';
import { planOfDraft, tripBounds, tripLimits, type TripLimitView } from './trip-card';
import { cardNotSent, enterTrip, keepTrip, type TripEntryDependencies, type CardNotSent } from './enter-trip';
import type { WishedLimit } from './trip-draft';
import { tripPlanView, type TripPlanView } from './trip-plan-view';

export type TripDependencies = TripEntryDependencies & { readonly clock: Clock; readonly planTrip: PlanTrip };

/** What the journey asks before it can plan: each answer missing, at its field. */
export type TripQuestion = 'destination' | 'firstDay' | 'lastDay' | TemporaryLimitType;

export type TripViewModel =
  | EditorPlaceholder
  /** A trip of this card waits for its signature: no second one is planned (the bank would refuse it). */
  | { readonly kind: 'tripWaiting'; readonly progress: TripProgressView }
  /** Reading 111: this card's trip is being confirmed (its Confirm on its way): its plan, read-only. */
  | { readonly kind: 'tripBusy'; readonly card: CardView; readonly plan: TripPlanView | undefined }
  | {
      readonly kind: 'trip';
      readonly card: CardView;
      readonly destination: TripDestination | undefined;
      readonly firstDay: IsoDate | undefined;
      readonly lastDay: IsoDate | undefined;
      /** The trip's own days: any day, from today to the bank's 190 days, for at most 12 months. */
      readonly bounds: PeriodBounds;
      readonly limits: readonly TripLimitView[];
      /** The plan once where and when are known; it follows every answer. */
      readonly plan: TripPlanView | undefined;
      /** After Continue: what is still to be answered; the error summary lists it. */
      readonly unanswered: readonly TripQuestion[];
      /** Changes with every refused Continue, so focus moves to the summary again. */
      readonly attempt: number;
    };

/**
 * Issue 35, "Going abroad": where to, the trip's first and last day, and optionally higher
 * limits for those days; the plan (`planTrip`) shows at once what will be set, with which dates
 * and why they differ from the trip's. Continue leads to the summary once there is something to
 * change and nothing is refused. The answers live in the `TripDraft`, so Back finds them.
 */
export class TripPresenter {
  private entered = false;
  private submitted = false;
  private attempts = 0;

  constructor(private readonly deps: TripDependencies) {
    makeAutoObservable<TripPresenter, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  private get card(): SelectedCard | undefined {
    return this.deps.app.cards.selected;
  }

  private get today(): IsoDate {
    return this.deps.clock.today();
  }

  private get limits(): readonly TripLimitView[] {
    return this.card ? tripLimits(this.card, this.deps.draft.limits) : [];
  }

  private get unanswered(): readonly TripQuestion[] {
    const { destination, firstDay, lastDay } = this.deps.draft;
    return [
      ...(destination ? [] : (['destination'] as const)),
      ...(firstDay ? [] : (['firstDay'] as const)),
      ...(lastDay ? [] : (['lastDay'] as const)),
      ...this.limits.filter((limit) => !limit.wish.valid).map((limit) => limit.limitType),
    ];
  }

  get plan(): TripPlanView | undefined {
    const { card } = this;
    const plan = card ? planOfDraft(card, this.deps.draft, this.deps.planTrip) : undefined;
    return card && plan ? tripPlanView(plan, tripOffer(cardToCheck(card))) : undefined;
  }

  get viewModel(): TripViewModel {
    const { card } = this;
    const notifications = this.deps.app.notifications;
    // Until entered, an error or hidden content was the previous screen's (cleared as this one is entered): not shown here.
    if (!card || (this.entered && notifications.isContentHidden))
      return { kind: this.entered ? 'unavailable' : 'loading' };
    const waiting = tripProgressView(this.deps.app.changes.tripWaitingOn(card), card.paymentInstrumentId);
    if (waiting) return { kind: 'tripWaiting', progress: waiting };
    const { draft } = this.deps;
    if (draft.busy) return { kind: 'tripBusy', card: cardViewOf(card), plan: this.plan };
    return {
      kind: 'trip',
      card: cardViewOf(card),
      destination: draft.destination,
      firstDay: draft.firstDay,
      lastDay: draft.lastDay,
      bounds: tripBounds(this.today),
      limits: this.limits,
      plan: this.plan,
      unanswered: this.submitted ? this.unanswered : [],
      attempt: this.attempts,
    };
  }

  /** The trip's Confirm is on its way (asked on a summary left since): its answer reads the card. */
  get busy(): boolean {
    return this.deps.draft.busy;
  }

  /** Reading 108: the card marked outdated while the plan is shown (a Confirm answered after Back): read anew. */
  readAnew(): Promise<void> {
    return this.deps.cards.reloadSelected();
  }

  /** Issue 34: the card the bank failed to send, said with Try again (TripWithoutCard). */
  get withoutCard(): CardNotSent {
    return cardNotSent(this.deps, this.entered);
  }

  async load(options: { readonly revisit?: boolean } = {}): Promise<void> {
    await enterTrip(this.deps, ROUTES.trip, options.revisit === true);
    this.setEntered();
  }

  chooseDestination(destination: TripDestination): void {
    this.deps.draft.chooseDestination(destination);
    this.keep();
  }

  chooseFirstDay(firstDay: IsoDate | undefined): void {
    const { lastDay } = this.deps.draft;
    // A first day after the last one starts the trip over: the last day is asked again.
    this.chooseDays(firstDay, firstDay && lastDay && lastDay < firstDay ? undefined : lastDay);
  }

  chooseLastDay(lastDay: IsoDate | undefined): void {
    this.chooseDays(this.deps.draft.firstDay, lastDay);
  }

  chooseDays(firstDay: IsoDate | undefined, lastDay: IsoDate | undefined): void {
    this.deps.draft.chooseDays(firstDay, lastDay);
    this.keep();
  }

  wishLimit(limitType: TemporaryLimitType, wish: WishedLimit): void {
    this.deps.draft.wishLimit(limitType, wish);
    this.keep();
  }

  /** Continue: to the summary once every question is answered and the plan changes something, refused by nothing. */
  review(): RoutePath | undefined {
    // Reading 111: a submit of the form shown before the Confirm went on its way starts no second review.
    if (this.busy) return undefined;
    this.submitted = true;
    const { plan } = this;
    if (this.unanswered.length > 0) {
      this.attempts += 1;
      return undefined;
    }
    return plan?.kind === 'plan' && plan.changes.length > 0 ? ROUTES.tripSummary : undefined;
  }

  private setEntered(): void {
    this.entered = true;
  }

  private keep(): void {
    keepTrip(this.deps, ROUTES.trip);
  }
}
