import { makeAutoObservable } from 'mobx';
import type { SigningHost } from '../../application/ports/signing';
import type { DescribedLimitChange } from '../../domain/index';
import type { DescribePendingChange } from '../../application/use-cases/describe-pending-change';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import { pendingChangeView, type DescribedChangeView } from '../cards/pending-change-view';
import { tripProgressView, type TripProgressView } from '../cards/trip-progress-view';
import type { UnfinishedTrip } from '../cards/unfinished-trip';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';

export type SigningDependencies = {
  readonly app: AppStore;
  readonly unfinishedTrip: UnfinishedTrip;
  readonly enterScreen: EnterScreen;
  readonly signPendingChange: SignPendingChange;
  readonly describePendingChange: DescribePendingChange;
};

export type SigningViewModel =
  /** The widget is loading or waiting for the customer. */
  (
    | { readonly kind: 'signing' }
    /** The widget could not be shown (the notification says why); the change, if any, waits to be signed. */
    | { readonly kind: 'failed'; readonly changeWaits: boolean }
    /** Issue 33, item 1: nothing waits here (any more): signed, withdrawn or expired — said neutrally, with the way back. */
    | { readonly kind: 'nothingToSign' }
  ) & {
    /** What is being signed, in the app's own words, before → after (issue 12, item 3); undefined where the app cannot say. */
    readonly change: DescribedChangeView | undefined;
    /** A trip's signature (issue 35): which one of how many, and what follows it. */
    readonly trip: TripProgressView | undefined;
    /**
     * Issue 35, never half a trip untold: the trip's signature was given but a call after it failed;
     * the calls that were not made (what was signed is set).
     */
    readonly tripHalfSet?: TripProgressView | undefined;
  };

/**
 * Section 2.8: the signing widget with the stored sign item and "sign later" enabled. Signing
 * shows the notification for the stored operationType; either outcome returns to the overview.
 */
export class SigningPresenter {
  private ended: 'failed' | 'nothingToSign' | undefined = undefined;
  /** The widget's answer led elsewhere (signed, sign later): the page is on its way out. */
  left = false;
  private halfSet: TripProgressView | undefined = undefined;
  /** The change as the bank holds it, read as the page opens; nothing is said of it until then. */
  private asHeld: { readonly read: boolean; readonly change?: DescribedLimitChange | undefined } = { read: false };

  constructor(private readonly deps: SigningDependencies) {
    makeAutoObservable<SigningPresenter, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get viewModel(): SigningViewModel {
    const pending = this.deps.app.changes.pendingSignature;
    const held = this.asHeld.read ? (this.asHeld.change ?? pending?.change) : undefined;
    const view = held ? pendingChangeView(held) : undefined;
    const change = view?.kind === 'described' ? view : undefined;
    const trip = tripProgressView(pending?.trip, pending?.trip?.paymentInstrumentId);
    if (this.ended === 'nothingToSign') return { kind: 'nothingToSign', change: undefined, trip: undefined };
    if (this.halfSet)
      return { kind: 'failed', changeWaits: false, change: undefined, trip: undefined, tripHalfSet: this.halfSet };
    return this.ended
      ? { kind: 'failed', changeWaits: pending !== undefined, change, trip }
      : { kind: 'signing', change, trip };
  }

  /** Shows the widget in `host` and waits for the customer (not a loading state); `signal` ends it when the customer leaves first. */
  async sign(host: SigningHost, signal: AbortSignal): Promise<RoutePath | undefined> {
    this.deps.enterScreen.execute({ route: ROUTES.signing });
    // Issue 33, item 5: the language switch comes back here; what waits is kept in the tab already.
    this.deps.app.draft = { route: ROUTES.signing, form: {} };
    this.setLeft(false);
    void this.readAsHeld();
    for (;;) {
      const outcome = await this.deps.signPendingChange.execute({ host, signal });
      if (signal.aborted) return undefined;
      const next = await this.deps.app.settle(outcome);
      // A trip's next signature ("2 of 2", issue 35) is asked for at once, in the same widget.
      if (outcome.kind === 'toSign' && next === ROUTES.signing) continue;
      const stopped = outcome.kind === 'changedMeanwhile' ? outcome.trip : undefined;
      this.deps.unfinishedTrip.continued(stopped);
      if (stopped) {
        // The signature given is no failure: the page names what is not set in a warning, no red error.
        this.deps.app.notifications.resetError();
        this.endHalfSet(tripProgressView(stopped, stopped.paymentInstrumentId));
      }
      if (!next) this.end(outcome.kind === 'nothingToSign' ? 'nothingToSign' : 'failed');
      else this.setLeft(true);
      return next;
    }
  }

  /** True at the edges: "before" as the bank has it, since another tab may have changed the limit meanwhile. */
  private async readAsHeld(): Promise<void> {
    const { app } = this.deps;
    const pending = app.changes.pendingSignature;
    const paymentInstrumentId = app.cards.selectedId;
    const change =
      pending && paymentInstrumentId !== undefined
        ? await this.deps.describePendingChange.execute({ paymentInstrumentId, pending })
        : undefined;
    this.setAsHeld(change);
  }

  private setAsHeld(change: DescribedLimitChange | undefined): void {
    this.asHeld = { read: true, change };
  }

  private setLeft(left: boolean): void {
    this.left = left;
  }

  private end(ended: 'failed' | 'nothingToSign'): void {
    this.ended = ended;
  }

  private endHalfSet(progress: TripProgressView | undefined): void {
    this.halfSet = progress;
  }
}
