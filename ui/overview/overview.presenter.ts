import { makeAutoObservable } from 'mobx';
import { formatServerDate, showsSettings, type CardImageKind, type PaymentScheme, type SelectedCard } from '../../domain/index';
import type { Environment } from '../../application/environment';
import type { Clock } from '../../application/ports/clock';
import type { AppStore } from '../app-store';
import { ROUTES } from '../routing/route-table';
import { settingsTiles, type SettingsTile } from './settings-view';

export type CardChange = 'block' | 'unblock';

export type PickerOption = {
  readonly id: string;
  readonly userName: string;
  readonly accountNumber: string;
  readonly passNumber: string;
};

export type CardView = {
  readonly status: 'active' | 'blocked' | 'inactive';
  readonly scheme: PaymentScheme;
  readonly imageKind: CardImageKind;
  readonly details: {
    readonly userName: string;
    readonly cardNumber: string;
    /** dd-mm-yyyy. */
    readonly expirationDate: string;
    readonly accountNumber: string;
    readonly passNumber: string;
  };
  readonly actions: { readonly block: boolean; readonly unblock: boolean; readonly replace: boolean };
  readonly inProgress: boolean;
  /** Undefined while the settings section is not shown (section 2.3). */
  readonly settings: readonly SettingsTile[] | undefined;
};

export type OverviewViewModel = {
  /** Section 8: a non-recoverable error hides the content. */
  readonly hidden: boolean;
  readonly spinner: 'loadingCards' | 'loadingCard' | undefined;
  readonly picker: { readonly options: readonly PickerOption[]; readonly selectedId: string | undefined; readonly hint: boolean } | undefined;
  readonly card: CardView | undefined;
  readonly modal: { readonly change: CardChange; readonly busy: boolean } | undefined;
};

const option = (card: SelectedCard): PickerOption => ({
  id: card.paymentInstrumentId,
  userName: card.userName,
  accountNumber: card.accountNumber,
  passNumber: card.passNumber,
});

/** Section 2.3: the card management overview. */
export class OverviewPresenter {
  modal: CardChange | undefined = undefined;
  busy = false;

  constructor(
    private readonly app: AppStore,
    private readonly clock: Clock,
    private readonly environment: Environment,
  ) {
    makeAutoObservable<OverviewPresenter, 'app' | 'clock' | 'environment'>(this, { app: false, clock: false, environment: false }, { autoBind: true });
  }

  /** On load: this screen is entered (earlier calls cancelled, page view), then list, card, details. */
  async load(): Promise<void> {
    this.app.enterScreen(ROUTES.overview);
    // An error belongs to the screen it happened on; a success message travels to this one.
    if (this.app.error) this.app.resetError();
    await this.app.loadOverview();
  }

  select(paymentInstrumentId: string): Promise<void> {
    return this.app.selectCard(paymentInstrumentId);
  }

  open(change: CardChange): void {
    this.modal = change;
  }

  close(): void {
    if (!this.busy) this.modal = undefined;
  }

  /** The modal's primary button; it closes whatever the outcome (section 4, card status). */
  async confirm(): Promise<void> {
    const change = this.modal;
    if (!change || this.busy) return;
    this.setBusy(true);
    try {
      await (change === 'block' ? this.app.blockCard() : this.app.unblockCard());
    } finally {
      this.setBusy(false);
      this.close();
    }
  }

  get activateCardLinks(): Environment['portal']['activateCard'] {
    return this.environment.portal.activateCard;
  }

  get viewModel(): OverviewViewModel {
    const { app } = this;
    // After a change the old details would contradict the notification: loading state until fresh.
    const card = app.selectedCardOutdated ? undefined : app.selectedCard;
    return {
      hidden: app.isContentHidden,
      // The modal has its own spinner while a block or unblock runs.
      spinner: app.isLoading && !this.busy ? (app.cards.length === 0 ? 'loadingCards' : 'loadingCard') : undefined,
      picker: app.cards.length > 0 ? { options: app.cards.map(option), selectedId: app.selectedCardId, hint: app.cardPickerHint !== undefined } : undefined,
      card: card ? this.cardView(card) : undefined,
      modal: this.modal ? { change: this.modal, busy: this.busy } : undefined,
    };
  }

  private cardView(card: SelectedCard): CardView {
    const { app } = this;
    const settingsShown = showsSettings(card) && !app.error && !app.isLoading;
    return {
      status: card.status.kind,
      scheme: card.paymentScheme,
      imageKind: card.imageKind,
      details: {
        userName: card.userName,
        cardNumber: card.cardNumber,
        expirationDate: formatServerDate(card.expirationDate),
        accountNumber: card.accountNumber,
        passNumber: card.passNumber,
      },
      actions: { block: card.isSuspensionAllowed, unblock: card.isResumptionAllowed, replace: card.isReissueAllowed },
      inProgress: card.isLimitInProgress,
      settings: settingsShown ? settingsTiles(card, this.clock.today()) : undefined,
    };
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }
}
