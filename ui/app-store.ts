import { makeAutoObservable } from 'mobx';
import { serviceError, type Result, type SelectedCard, type ServiceError } from '../domain/index';
import type { ErrorOutcome } from '../application/handle-error';
import type { Notification } from '../application/notification';
import type { PendingSignature } from '../application/pending-signature';
import type { DisturbanceMessage } from '../application/ports/disturbances';
import type { AuthLevel } from '../application/ports/session';
import type { SigningHost, SigningOutcome } from '../application/ports/signing';
import type { AppUseCases } from './app-use-cases';

/** The notification on screen; a new id for each, so the same text is announced again. */
export type ShownNotification = Notification & { readonly id: number };

/**
 * The state every screen shares (section 3, "Global state", and section 4, "Loading, errors
 * and notifications"), and the actions that change it by calling the use cases. Actions that
 * lead elsewhere answer whether they succeeded; the screen navigates. The lazily loaded screens
 * bring their own use cases (ui/limits/limit-changes.ts, ...) and run them through withCard,
 * handOff and confirmChange, which keep the shared state's rules in one place.
 */
export class AppStore {
  sessionChecked = false;
  notification: ShownNotification | undefined = undefined;
  /** The error state: set by a failure, cleared with its notification by resetError. */
  error: ErrorOutcome | undefined = undefined;
  cards: readonly SelectedCard[] = [];
  selectedCardId: string | undefined = undefined;
  /** The selected card with its details; undefined while they load or failed to. */
  selectedCard: SelectedCard | undefined = undefined;
  /**
   * The bank acknowledged a change of the selected card, so its details show the card as it was;
   * true from the success notification until the fresh details (or a failure) arrive. Screens
   * show their loading state instead, never the notification beside the old values.
   */
  selectedCardOutdated = false;
  pendingSignature: PendingSignature | undefined = undefined;
  plainLayout = false;
  disturbance: DisturbanceMessage | undefined = undefined;
  authLevel: AuthLevel | undefined = undefined;
  private calls = 0;
  private notifications = 0;

  constructor(private readonly useCases: AppUseCases) {
    makeAutoObservable<AppStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
    this.pendingSignature = useCases.loadPendingSignature.execute();
  }

  /** Counted, so overlapping calls keep the indicator until the last one ends. */
  get isLoading(): boolean {
    return this.calls > 0;
  }

  get signItem() {
    return this.pendingSignature?.signItem;
  }

  get operationType() {
    return this.pendingSignature?.operationType;
  }

  /** Section 8: a non-recoverable error hides the screen's content. */
  get isContentHidden(): boolean {
    return this.error !== undefined && !this.error.recoverable;
  }

  /** Section 2.3: the picker's subtitle after a recoverable error. */
  get cardPickerHint(): 'SELECT_ANOTHER_CARD' | undefined {
    return this.error?.hint;
  }

  // ——— session and shell ———

  async checkSession(): Promise<boolean> {
    const result = await this.track(() => this.useCases.checkSession.execute());
    if (result.ok) this.setSessionChecked(true);
    else if (result.error.kind === 'failed') this.showError(result.error.error);
    return result.ok;
  }

  setSessionChecked(checked: boolean): void {
    this.sessionChecked = checked;
  }

  async loadAuthLevel(): Promise<AuthLevel | undefined> {
    const result = await this.track(() => this.useCases.loadAuthLevel.execute());
    if (result.ok) this.setAuthLevel(result.value);
    else if (result.error.kind === 'failed') this.showError(result.error.error);
    return this.authLevel;
  }

  /** Section 2.1, `enforcePlain` from the query: answers whether the plain layout is forced. */
  applyPlainLayout(enforcePlain: string | null): boolean {
    this.plainLayout = this.useCases.applyPlainLayout.execute({ enforcePlain });
    return this.plainLayout;
  }

  /** Every route change: cancels the previous screen's calls, tracks the page view. */
  enterScreen(route: string): void {
    this.useCases.enterScreen.execute({ route });
  }

  async loadDisturbance(): Promise<void> {
    this.setDisturbance(await this.useCases.loadDisturbance.execute());
  }

  notify(notification: Notification): void {
    this.notifications += 1;
    this.notification = { ...notification, id: this.notifications };
  }

  closeNotification(): void {
    this.notification = undefined;
  }

  /** Section 4: resetting the error state clears the notifications. */
  resetError(): void {
    this.error = undefined;
    this.notification = undefined;
  }

  /** The one error path (section 8), also for screens with calls of their own. */
  showError(failure: unknown): void {
    const outcome = this.useCases.handleError.execute(failure);
    if (!outcome) return;
    this.error = outcome;
    this.notify(outcome.notification);
  }

  // ——— overview ———

  /** Section 2.3, "On load": the list, the kept or first card, then its details. */
  async loadOverview(): Promise<void> {
    const list = await this.run(() => this.useCases.loadCards.execute());
    if (!list) {
      // A changed card's old details must not stay on as if they were current, beside the error.
      if (this.selectedCardOutdated) this.setSelectedCard(undefined);
      return;
    }
    this.setCards(list.cards, list.selectedCardId);
    await this.reloadSelectedCard();
  }

  /** Section 2.3: choosing a card clears errors and notifications, then loads its details. */
  async selectCard(paymentInstrumentId: string): Promise<void> {
    this.resetError();
    this.setCards(this.cards, paymentInstrumentId);
    this.setSelectedCard(undefined);
    this.setSelectedCard(await this.run(() => this.useCases.selectCard.execute({ paymentInstrumentId })));
  }

  async reloadSelectedCard(): Promise<void> {
    const paymentInstrumentId = this.selectedCardId;
    if (paymentInstrumentId === undefined) return;
    this.setSelectedCard(await this.run(() => this.useCases.loadCardDetails.execute({ paymentInstrumentId })));
  }

  blockCard(): Promise<boolean> {
    return this.changeCardState((card) => this.useCases.blockCard.execute({ card }));
  }

  unblockCard(): Promise<boolean> {
    return this.changeCardState((card) => this.useCases.unblockCard.execute({ card }));
  }

  // ——— changes of the selected card, run by the lazily loaded screens with their own use cases ———

  /**
   * Runs a use case on the selected card (no card: the error path); answers its value, or
   * undefined after the error is shown.
   */
  async withCard<T>(work: (card: SelectedCard) => Promise<Result<T, ServiceError>>): Promise<T | undefined> {
    const card = this.selectedCard;
    if (!card) {
      this.showError(serviceError('SELECT_ANOTHER_CARD'));
      return undefined;
    }
    return this.run(() => work(card));
  }

  /** A change to sign (the limits): keeps the pending signature; true means "go to /signing". */
  async handOff(change: (card: SelectedCard) => Promise<Result<PendingSignature, ServiceError>>): Promise<boolean> {
    const pending = await this.withCard(change);
    if (!pending) return false;
    this.resetError();
    this.setPendingSignature(pending);
    return true;
  }

  /**
   * A change the bank makes at once (region, replacement): true means "notification shown, go to
   * the overview". A failure `changedTheCard` recognises changed the card all the same: it is
   * shown, and the card reloaded to show it as it now is.
   */
  async confirmChange(
    change: (card: SelectedCard) => Promise<Result<Notification, ServiceError>>,
    changedTheCard: (error: ServiceError) => boolean = () => false,
  ): Promise<boolean> {
    const card = this.selectedCard;
    if (!card) return this.succeedWith(await this.withCard(change));
    const result = await this.track(() => change(card));
    if (!result.ok && changedTheCard(result.error)) {
      this.showError(result.error);
      await this.reloadSelectedCard();
      return false;
    }
    return this.succeedWith(this.valueOf(result));
  }

  // ——— signing ———

  /**
   * Section 2.8: shows the widget in `host` and waits for the customer (not a loading state).
   * Answers the outcome; after signing the success notification is shown. Both go to the overview.
   */
  async sign(host: SigningHost, signal?: AbortSignal): Promise<SigningOutcome | undefined> {
    const result = await this.useCases.signPendingChange.execute({ host, ...(signal ? { signal } : {}) });
    const value = this.valueOf(result);
    if (!value) return undefined;
    this.setPendingSignature(undefined);
    if (value.notification) this.acknowledge(value.notification);
    return value.outcome;
  }

  // ——— the plumbing ———

  private async changeCardState(change: (card: SelectedCard) => Promise<Result<Notification, ServiceError>>): Promise<boolean> {
    const notification = await this.withCard(change);
    if (!notification) return false;
    // Section 2.3/7: the notification first, then the reload; the old details are not shown between.
    this.acknowledge(notification);
    await this.reloadSelectedCard();
    return true;
  }

  private succeedWith(notification: Notification | undefined): boolean {
    if (!notification) return false;
    this.resetError();
    this.acknowledge(notification);
    return true;
  }

  /** A change's success notification; in one action with the mark, so no render sees one without the other. */
  private acknowledge(notification: Notification): void {
    this.selectedCardOutdated = this.selectedCard !== undefined;
    this.notify(notification);
  }

  private async run<T>(work: () => Promise<Result<T, ServiceError>>): Promise<T | undefined> {
    return this.valueOf(await this.track(work));
  }

  private valueOf<T>(result: Result<T, ServiceError>): T | undefined {
    if (result.ok) return result.value;
    this.showError(result.error);
    return undefined;
  }

  private async track<T>(work: () => Promise<T>): Promise<T> {
    this.changeCalls(+1);
    try {
      return await work();
    } finally {
      this.changeCalls(-1);
    }
  }

  private changeCalls(by: number): void {
    this.calls = Math.max(0, this.calls + by);
  }

  private setCards(cards: readonly SelectedCard[], selectedCardId: string | undefined): void {
    this.cards = cards;
    this.selectedCardId = selectedCardId;
  }

  private setSelectedCard(card: SelectedCard | undefined): void {
    this.selectedCard = card;
    this.selectedCardOutdated = false;
  }

  private setPendingSignature(pending: PendingSignature | undefined): void {
    this.pendingSignature = pending;
  }

  private setAuthLevel(level: AuthLevel): void {
    this.authLevel = level;
  }

  private setDisturbance(message: DisturbanceMessage | undefined): void {
    this.disturbance = message;
  }
}
