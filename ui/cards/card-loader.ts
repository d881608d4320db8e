import { runInAction } from 'mobx';
import type { LoadCardDetails } from '../../application/use-cases/load-card-details';
import type { LoadCards } from '../../application/use-cases/load-cards';
import type { SelectCard } from '../../application/use-cases/select-card';
import type { SelectedCard } from '../../domain/index';
import type { AppStore } from '../store/app-store';

export type CardLoaderDependencies = {
  readonly app: AppStore;
  readonly loadCards: LoadCards;
  readonly selectCard: SelectCard;
  readonly loadCardDetails: LoadCardDetails;
};

/**
 * Section 2.3's cards as every screen needs them: the list, the kept or first card, its details.
 * The use cases are called here and their answers handed to the store, which calls none (issue 32).
 */
export class CardLoader {
  /** The selected card's details as last asked for. */
  private details: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: CardLoaderDependencies) {}

  /**
   * The card a block or unblock acts on. Issue 14 paints the card from the list before its details
   * come: a change confirmed meanwhile waits for them, rather than "select a different card"; when
   * the bank failed to send them, it acts on the card as listed, whose links showed the button (a
   * lost card must stay blockable).
   */
  async toChange(): Promise<SelectedCard | undefined> {
    const { app } = this.deps;
    await this.details;
    const { cards } = app;
    const listed = cards.list.find((card) => card.paymentInstrumentId === cards.selectedId);
    return cards.selected ?? (app.notifications.failure && listed ? listed : cards.toChange());
  }

  /** Section 2.3, "On load": the list, the kept (or `choosing`) or first card, then its details. */
  async load(choosing?: string): Promise<void> {
    const { app } = this.deps;
    let details: Promise<void> | undefined;
    await app.read(this.deps.loadCards.execute({ choosing }), 'load', (answer) => {
      // The details are asked for in the list's own change: no moment between with nothing loading.
      app.cards.receiveList(answer);
      if (answer) details = this.reloadSelected();
    });
    await details;
  }

  /** Section 2.3: choosing a card clears errors and notifications, then loads its details. */
  async select(paymentInstrumentId: string): Promise<void> {
    const { app } = this.deps;
    // A card this tab's list does not name (replaced elsewhere, reached from its old card): the
    // list anew, else the picker would show no card and "invalid value".
    if (!app.cards.list.some((card) => card.paymentInstrumentId === paymentInstrumentId)) {
      runInAction(() => {
        app.notifications.resetError();
        app.cards.receiveDetails(undefined);
      });
      return this.load(paymentInstrumentId);
    }
    // The choice and the call's start in one store change: one render, not a moment with neither.
    await runInAction(() => {
      app.notifications.resetError();
      app.cards.choose(paymentInstrumentId);
      return (this.details = app.read(
        this.deps.selectCard.execute({ paymentInstrumentId }),
        'loadCard',
        app.cards.receiveDetails,
      ));
    });
  }

  /**
   * Issue 34: Try again after the bank failed to send the list or the card's details (a lost
   * request, `read`'s failure 'load' or 'loadCard'): that request once more. The list when it was
   * the list that failed, even with an older one shown (after a replacement it names the new card).
   */
  async tryAgain(): Promise<void> {
    const { app } = this.deps;
    const listLost = app.notifications.failure?.action === 'load' || app.cards.list.length === 0;
    app.notifications.resetError();
    await (listLost ? this.load() : this.reloadSelected());
  }

  /**
   * The selected card read anew quietly (a tab shown again, an answer lost on the way): no loading
   * state, and a read that fails, or answers for a card no longer chosen, leaves the card as it
   * was. True once a fresh answer is taken.
   */
  async readAnew(): Promise<boolean> {
    const { app } = this.deps;
    const paymentInstrumentId = app.cards.selectedId;
    if (paymentInstrumentId === undefined || !app.cards.selected || app.loading.active) return false;
    const answer = await this.deps.loadCardDetails.execute({ paymentInstrumentId });
    if (!answer.ok || app.cards.selectedId !== paymentInstrumentId || app.loading.active) return false;
    runInAction(() => app.cards.receiveDetails(answer.value));
    return true;
  }

  /** The selected card's details read anew (after a change, on Back, on a revisit). */
  async reloadSelected(): Promise<void> {
    const { app } = this.deps;
    const paymentInstrumentId = app.cards.selectedId;
    if (paymentInstrumentId === undefined) return;
    await runInAction(() => {
      app.cards.awaitDetails();
      return (this.details = app.read(
        this.deps.loadCardDetails.execute({ paymentInstrumentId }),
        'loadCard',
        app.cards.receiveDetails,
      ));
    });
  }
}
