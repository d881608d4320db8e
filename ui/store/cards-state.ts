import { makeAutoObservable, observableRef } from 'mobx';
import { serviceError, type CardLimit, type DescribedLimitChange, type SelectedCard } from '../../domain/index';
import type { CardList } from '../../application/use-cases/load-cards';
import type { Notifications } from './notifications';

/** A change the app made, as the bank's limitChangeRequest says it (the sandbox's shape, issue 12). */
const requestOf = (change: DescribedLimitChange) => ({
  operationType: change.operationType,
  limitValue: change.after.amount,
  ...change.after.period,
  ...change.signItem,
});

/**
 * Section 2.3's cards: the list, the selected card with its details, and whether a change has
 * made those details outdated. Every screen shows them; ui/cards/card-loader.ts loads them.
 */
export class CardsState {
  list: readonly SelectedCard[] = [];
  selectedId: string | undefined = undefined;
  /** The selected card with its details; undefined while they load or failed to. */
  selected: SelectedCard | undefined = undefined;
  /**
   * The bank acknowledged a change of the selected card, so its details show the card as it was;
   * true from the success notification until the fresh details (or a failure) arrive. Screens
   * show their loading state instead, never the notification beside the old values.
   */
  outdated = false;
  /** The selected card's details are on their way (issue 14: its list entry shows meanwhile). */
  detailsPending = false;

  constructor(private readonly notifications: Notifications) {
    // The list and the card are replaced whole, never changed inside: kept as they come rather
    // than copied into observables, which took milliseconds per answer (issue 14).
    makeAutoObservable<CardsState, 'notifications'>(
      this,
      { notifications: false, list: observableRef, selected: observableRef },
      { autoBind: true },
    );
  }

  /** Section 2.3, "On load": the list with the kept or first card; nothing when it could not be read. */
  receiveList(answer: CardList | undefined): void {
    if (answer) this.setList(answer.cards, answer.selectedCardId);
    // A changed card's old details must not stay on as if they were current, beside the error.
    else if (this.outdated) this.receiveDetails(undefined);
  }

  /**
   * Section 2.3: another card chosen. Unlike the first load, the listed card is not shown
   * meanwhile: its status panel would take the place of the card before and move what follows
   * when the details arrive (CLS).
   */
  choose(paymentInstrumentId: string): void {
    this.setList(this.list, paymentInstrumentId);
    this.receiveDetails(undefined);
  }

  /** The selected card's details are asked for. */
  awaitDetails(): void {
    this.detailsPending = true;
  }

  /** The selected card's details as the bank sent them; undefined when they could not be read. */
  receiveDetails(card: SelectedCard | undefined): void {
    this.selected = card;
    this.outdated = false;
    this.detailsPending = false;
  }

  /**
   * Issue 14: on the first load, the selected card as the list has it (status, image, holder,
   * actions) while its details are on their way: the status panel paints from it, the details'
   * settings follow in place. Not after the details failed: then no card shows, as before.
   */
  get listed(): SelectedCard | undefined {
    if (this.selected || !this.detailsPending) return undefined;
    return this.list.find((card) => card.paymentInstrumentId === this.selectedId);
  }

  /** The card a change acts on; without one the error path asks for another card. */
  toChange(): SelectedCard | undefined {
    if (!this.selected) this.notifications.showError(serviceError('SELECT_ANOTHER_CARD'));
    return this.selected;
  }

  /**
   * The bank took a limit change to sign (section 4): from now on the card has a change in
   * progress, whatever the details loaded before say; where the app can say what the change is,
   * its limit carries it as the bank's limitChangeRequest would. An editor shown again (Back, even
   * before the signing page had replaced it) is in progress at once, with the change and Sign now.
   */
  markPending(change?: DescribedLimitChange): void {
    const card = this.selected;
    if (!card) return;
    const waiting = (limit: CardLimit | undefined) =>
      limit && change && limit.limitType === change.limitType
        ? { ...limit, limitChangeRequest: requestOf(change) }
        : limit;
    this.selected = {
      ...card,
      isLimitInProgress: true,
      ecommerceLimit: waiting(card.ecommerceLimit),
      paymentLimit: waiting(card.paymentLimit),
      withdrawalLimit: waiting(card.withdrawalLimit),
    };
    this.outdated = true;
  }

  /** The bank acknowledged a change: the details shown are the card as it was. */
  markOutdated(): void {
    this.outdated = this.selected !== undefined;
  }

  private setList(list: readonly SelectedCard[], selectedId: string | undefined): void {
    this.list = list;
    this.selectedId = selectedId;
  }
}
