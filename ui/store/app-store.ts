import { runInAction } from 'mobx';
import type { Result, ServiceError } from '../../domain/index';
import type { HandleError } from '../../application/errors/handle-error';
import { isAnswerLost, isBankFailure, isRefusalOfCustomer, type Action, type Outcome } from '../../application/outcome';
import type { Navigation } from '../../application/ports/navigation';
import type { PendingSignature } from '../../application/ports/pending-signature';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import { CardsState } from './cards-state';
import { ChangeOutcomes } from './change-outcomes';
import { madeAs, type AlreadyTrue, type CardRereads, type SettledOnCard } from './settled-on-card';
import { Loading } from './loading';
import { madeWhereShown } from './made-where-shown';
import { Notifications } from './notifications';
import { SessionState } from './session-state';

/** Where an outcome's answer comes: to the screen that asked, to another screen of the same card, or over another card chosen since. */
type Landing = 'asked' | 'sameCard' | 'otherCard';

/** What a trip's last call answers once done (ContinueTrip has dropped its kept signature from the tab by then). */
const TRIP_ENDS: ReadonlySet<string> = new Set(['tripSet', 'tripCancelled']);

export type StoreNeeds = {
  readonly handleError: HandleError;
  /** The screen shown now, as a signal aborted once another is shown. */
  readonly navigation: Pick<Navigation, 'screenSignal'>;
  /** What a change left to sign before the page was loaded (LoadPendingSignature). */
  readonly pendingSignature: PendingSignature | undefined;
};

/**
 * The state every screen shares (section 3, "Global state"; section 4, "Loading, errors and
 * notifications"), by concern. One per app start. Presenters call use cases and hand the store
 * what they answer: an action's `Outcome` to `settle`, a query's result to `read`.
 */
export class AppStore {
  readonly notifications: Notifications;
  readonly loading = new Loading();
  readonly session: SessionState;
  readonly cards: CardsState;
  readonly changes: ChangeOutcomes;
  /** Issue 33, item 5: the screen the language switch comes back to across its page load, with the form it holds. */
  draft: { readonly route: string; readonly form: Readonly<Record<string, unknown>> } | undefined = undefined;

  constructor(private readonly needs: StoreNeeds) {
    this.notifications = new Notifications(needs.handleError);
    this.session = new SessionState(this.notifications);
    this.cards = new CardsState(this.notifications);
    this.changes = new ChangeOutcomes(needs.pendingSignature);
  }

  /**
   * A query's answer, counted while in flight: its value, or undefined once its error is shown;
   * `apply` puts it into state in the same store change as the count's end (issue 14: one render per answer).
   * With `failedAs`, a request the bank failed (not refused) is said as that action not done, with
   * Try again (issue 34: a lost request), instead of section 8's error path.
   */
  read<T>(
    call: Promise<Result<T, ServiceError>>,
    failedAs?: Action,
    apply?: (value: T | undefined) => void,
  ): Promise<T | undefined> {
    return this.loading.during(call, (result) => {
      const lost = failedAs && !result.ok && isBankFailure(result.error) ? result.error : undefined;
      if (lost && failedAs) this.notifications.showFailure(failedAs, lost);
      const value = lost ? undefined : this.notifications.read(result);
      apply?.(value);
      return value;
    });
  }

  /**
   * After an outcome that kept the screen, whether the card shown may not be the bank's: changed
   * meanwhile (outdated), or the bank refused, perhaps for a change made elsewhere (another tab),
   * but not the customer (reading 112). The screen that stays then reads it anew.
   */
  get cardInDoubt(): boolean {
    const refusal = this.notifications.error?.error;
    return this.cards.outdated || (refusal !== undefined && !isRefusalOfCustomer(refusal));
  }

  /**
   * The one place an action's outcome becomes state (issue 32): counted while in flight, then in
   * one store change the notification, the card's mark and what the next screen needs; answers
   * where to go next (undefined: stay). A failure keeps the screen and says what did not happen.
   * A change outlives the screen it was asked on (Back while it is on its way, reading 108): what
   * the bank did is still taken, but the customer is not moved from where they went, nor told of a
   * refusal there (nothing changed); the card is read anew when the bank may have changed it, and
   * nothing is said over another card chosen meanwhile.
   */
  settle(outcome: Outcome | Promise<Outcome>): Promise<RoutePath | undefined> {
    return this.settleFrom(this.needs.navigation.screenSignal(), outcome);
  }

  /** `settle`, for the `screen` that asked. */
  private settleFrom(screen: AbortSignal, outcome: Outcome | Promise<Outcome>): Promise<RoutePath | undefined> {
    const card = this.cards.selectedId;
    const landing = (): Landing =>
      !screen.aborted ? 'asked' : this.cards.selectedId === card ? 'sameCard' : 'otherCard';
    return this.loading.during(Promise.resolve(outcome), (answer) => this.apply(answer, landing()), screen);
  }

  /**
   * `settle`, for an action on the selected card. When the screen stays with the card in doubt,
   * the card is read anew and `already` tells whether it holds what was asked:
   * - refused (perhaps because another tab made the change first): read as after a change, and
   *   what holds is said in the refusal's place;
   * - the answer lost on the way (reading 103): read quietly (a read that fails too leaves the
   *   failure as it was), and a change the bank made all the same is settled as done.
   * Decided here once for every action: no screen says "failed" for what is true.
   */
  async settleOnCard(outcome: Promise<Outcome>, cards: CardRereads, already?: AlreadyTrue): Promise<SettledOnCard> {
    const screen = this.needs.navigation.screenSignal();
    const card = this.cards.selectedId;
    const next = await this.settleFrom(screen, outcome);
    const stays = { next, reread: false, already: false };
    // Left meanwhile: the screen shown reads the card (`settle` marked it), a lost answer settled from
    // it (reading 110). Not awaited: the screen shown may read only once the asking one is done.
    if (screen.aborted) {
      void madeWhereShown(this, card, outcome, already).then((made) => made && this.apply(made, 'sameCard'));
      return stays;
    }
    const lost = this.notifications.failure;
    if (next === undefined && lost && isAnswerLost(lost.code)) {
      if (!(await cards.readAnew())) return stays;
      const made = already?.(this.cards.selected, 'answerLost', await outcome);
      if (made === true) this.notifications.resetError();
      // The bank made it: as if its answer had come (the notification, the card's mark, the next screen).
      const settled = madeAs(made, lost.action);
      const after = settled && this.apply(settled, 'asked');
      return { next: after, reread: true, already: made !== undefined };
    }
    if (next !== undefined || !this.cardInDoubt) return stays;
    await cards.reloadSelected();
    const said = already?.(this.cards.selected, 'refused', await outcome);
    if (said === true) this.notifications.resetError();
    else if (said && !('kind' in said)) this.notifications.replaceWith(said);
    return { next, reread: true, already: said !== undefined };
  }

  /** `landing`: where the answer comes (`settle`). */
  private apply(outcome: Outcome, landing: Landing): RoutePath | undefined {
    const { notifications, cards, changes } = this;
    const asked = landing === 'asked';
    const goTo = (route: RoutePath) => (asked ? route : undefined);
    // The card shown is the one the answer is about (another card chosen since is not).
    const onCard = landing !== 'otherCard';
    return runInAction(() => {
      // The screen shown now may have an error of its own: only the asking screen's is cleared.
      if (asked) notifications.resetError();
      switch (outcome.kind) {
        case 'done':
          if (outcome.replaced) changes.markReplaced(outcome.replaced);
          if (TRIP_ENDS.has(outcome.notification.content.key)) changes.endTrip();
          if (onCard) {
            cards.markOutdated();
            notifications.notify(outcome.notification);
          }
          return goTo(ROUTES.overview);
        case 'toSign':
          changes.pendingSignature = outcome.pending;
          if (asked) cards.markPending(outcome.pending.change);
          // The screen shown reads the card from the bank, which names the change waiting.
          else if (onCard) cards.markOutdated();
          return goTo(ROUTES.signing);
        case 'signed':
          changes.pendingSignature = undefined;
          if (onCard) {
            cards.markOutdated();
            if (outcome.notification) notifications.notify(outcome.notification);
          }
          return goTo(ROUTES.overview);
        case 'signedLater':
          return goTo(ROUTES.overview);
        case 'nothingToSign':
          changes.pendingSignature = undefined;
          return undefined;
        case 'refused':
          if (asked) notifications.showError(outcome.error, outcome.action);
          return undefined;
        case 'failed':
          if (!asked) {
            // The bank may have made it though its answer was lost: the screen shown reads the card anew.
            if (onCard && isAnswerLost(outcome.error.code)) cards.markOutdated();
          } else if (outcome.action === 'sign') {
            // Signing's widget failing is the page's whole content; any other action keeps its screen (issue 33.4).
            notifications.showError(outcome.error);
          } else notifications.showFailure(outcome.action, outcome.error);
          return undefined;
        case 'changedMeanwhile':
          // Half made: said wherever the card is shown, which reads it anew (ui/cards/card-loader.ts).
          if (onCard) {
            notifications.showError(outcome.error);
            cards.markOutdated();
          }
          if (outcome.trip) changes.endTrip();
          return undefined;
      }
    });
  }
}
