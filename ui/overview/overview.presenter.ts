import { makeAutoObservable, runInAction } from 'mobx';
import { formatServerDate, showsSettings, type Language, type SelectedCard } from '../../domain/index';
import { cardHistoryOffered } from '../../application/cards/card-history-offered';
import type { Environment } from '../../application/environment';
import { isLoad } from '../../application/outcome';
import type { PortalLinks } from '../../application/portal-links';
import type { Clock } from '../../application/ports/clock';
import type { Navigation } from '../../application/ports/navigation';
import type { BlockCard } from '../../application/use-cases/block-card';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { UnblockCard } from '../../application/use-cases/unblock-card';
import type { ResumeSigning } from '../../application/use-cases/resume-signing';
import { cardPendingChange, PendingSigning } from '../cards/pending-signing';
import { ROUTES } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';
import type { CardLoader } from '../cards/card-loader';
import { firstCardView } from '../cards/first-card-view';
import { cardChangeMade } from './card-change-made';
import { shownFailure } from './shown-failure';
import { pickerOption, type CardChange, type CardView, type OverviewViewModel } from './overview-view';
import { tileReminders } from './reminder-view';
import { settingsTiles } from './settings-view';

export type OverviewDependencies = {
  readonly app: AppStore;
  readonly cards: CardLoader;
  readonly clock: Clock;
  readonly environment: Environment;
  readonly portalLinks: PortalLinks;
  readonly navigation: Navigation;
  readonly enterScreen: EnterScreen;
  readonly blockCard: BlockCard;
  readonly unblockCard: UnblockCard;
  readonly resumeSigning: ResumeSigning;
};

/** Section 2.3: the card management overview. */
export class OverviewPresenter {
  modal: CardChange | undefined = undefined;
  busy = false;
  /** How often the card was read anew after a refusal: its history is read anew with it. */
  private rereads = 0;
  /** An error or failure from before `load` was the previous screen's (its Try again too): never shown here. */
  private entered = false;
  readonly signing: PendingSigning;

  constructor(private readonly deps: OverviewDependencies) {
    this.signing = new PendingSigning(deps);
    makeAutoObservable<OverviewPresenter, 'deps'>(this, { deps: false, signing: false }, { autoBind: true });
  }

  private get app(): AppStore {
    return this.deps.app;
  }

  /** On load: this screen is entered (earlier calls cancelled, page view), then list, card, details. */
  async load(): Promise<void> {
    this.deps.enterScreen.execute({ route: ROUTES.overview });
    // A success message travels to this screen; an error or failure belongs to the one it happened on.
    if (this.app.notifications.error || this.app.notifications.failure) this.app.notifications.resetError();
    this.entered = true;
    await this.deps.cards.load();
  }

  /** Reading 108: the list and the card as the bank has them after a change that outlived its screen (a replacement names a new card). */
  readAnew(): Promise<void> {
    return this.deps.cards.load();
  }

  select(paymentInstrumentId: string): Promise<void> {
    return this.deps.cards.select(paymentInstrumentId);
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
    this.busy = true;
    try {
      await this.change(change);
    } finally {
      runInAction(() => (this.busy = false));
      this.close();
    }
  }

  /** Issue 33, items 12 and 16: the links of this page's segment. */
  private get links(): PortalLinks {
    return this.deps.portalLinks;
  }

  get activateCardLinks(): PortalLinks['activateCard'] {
    return this.links.activateCard;
  }

  /** Issue 33, item 4: "Try again" beside what did not happen, without the question again; issue 34: a lost load. */
  async tryAgain(): Promise<void> {
    const action = this.app.notifications.failure?.action;
    if (action && isLoad(action)) return this.deps.cards.tryAgain();
    if ((action !== 'block' && action !== 'unblock') || this.busy) return;
    this.busy = true;
    try {
      await this.change(action);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Where a customer whose card only the bank can unblock gets help: section 2.2's "All options" of their area. */
  helpLink(language: Language): string {
    return this.links.help[language];
  }

  get viewModel(): OverviewViewModel {
    const { cards, loading } = this.app;
    const notifications = this.entered ? this.app.notifications : undefined;
    // After a change the old details would contradict the notification: loading state until fresh; while the details load, the card as listed (issue 14).
    const card = cards.outdated ? undefined : (cards.selected ?? cards.listed);
    return {
      hidden: notifications?.hiddenContent,
      error: notifications?.error !== undefined,
      failure: shownFailure(notifications),
      // The modal has its own spinner while a block or unblock runs.
      spinner: loading.active && !this.busy ? (cards.list.length === 0 ? 'loadingCards' : 'loadingCard') : undefined,
      picker:
        cards.list.length > 0
          ? {
              options: cards.list.map(pickerOption),
              selectedId: cards.selectedId,
              hint: notifications?.cardPickerHint !== undefined,
            }
          : undefined,
      card: card ? this.cardView(card) : undefined,
      modal: this.modal
        ? {
            change: this.modal,
            busy: this.busy,
            replace: card?.isReissueAllowed ?? false,
            business: this.links.segment === 'business',
          }
        : undefined,
      history:
        card && cardHistoryOffered(this.deps.environment)
          ? { paymentInstrumentId: card.paymentInstrumentId, rereads: this.rereads }
          : undefined,
    };
  }

  /**
   * Section 4, "Card status": the notification first, then the reload; the old details are not
   * shown between. After a refusal too (`cardInDoubt`): the card may have been blocked elsewhere.
   */
  private async change(change: CardChange): Promise<void> {
    const { cards } = this.deps;
    const card = await cards.toChange();
    if (!card) return;
    const { next, reread, already } = await this.app.settleOnCard(
      (change === 'block' ? this.deps.blockCard : this.deps.unblockCard).execute({ card }),
      cards,
      (now, cause) => cardChangeMade(change, now, cause),
    );
    // Refused and read anew: the history too (a success hides it meanwhile; made elsewhere, the new status reads it).
    if (reread && !already) runInAction(() => (this.rereads += 1));
    if (next) await this.deps.cards.reloadSelected();
  }

  private cardView(card: SelectedCard): CardView {
    const settingsShown = showsSettings(card) && !this.app.notifications.error && !this.app.loading.active;
    const today = this.deps.clock.today();
    return {
      id: card.paymentInstrumentId,
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
      ...firstCardView(card, { business: this.links.segment === 'business' }),
      // Blocked or inactive: the bank takes no signature, and "the change below" has no settings below.
      inProgress: card.isLimitInProgress && showsSettings(card),
      pending: cardPendingChange(card),
      settings: settingsShown ? settingsTiles(card, today) : undefined,
      reminders: settingsShown ? tileReminders(card, today) : {},
    };
  }
}
