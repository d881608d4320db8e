import { makeAutoObservable } from 'mobx';
import {
  isReissueReason,
  replacementBlocks,
  showsReissueFee,
  type Language,
  type ReissueReason,
  type SelectedCard,
} from '../../domain/index';
import type { PortalLinks } from '../../application/portal-links';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { PrepareReplacement, Replacement } from '../../application/use-cases/prepare-replacement';
import type { ReportNotificationSeen } from '../../application/use-cases/report-notification-seen';
import type { ReplaceCard } from '../../application/use-cases/replace-card';
import type { ReturnFromAddressChange } from '../../application/use-cases/return-from-address-change';
import { addressChangeUrl, type StartAddressChange } from '../../application/use-cases/start-address-change';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';
import type { CardLoader } from '../cards/card-loader';
import { FormSession } from '../editing/form-session';
import type { ReplaceCardViewModel, ReplaceNotice } from './replace-card-view';

type ReplaceForm = { readonly reason: ReissueReason | undefined };

export type ReplaceCardDependencies = {
  readonly app: AppStore;
  readonly cards: CardLoader;
  readonly portalLinks: PortalLinks;
  readonly enterScreen: EnterScreen;
  readonly prepareReplacement: PrepareReplacement;
  readonly replaceCard: ReplaceCard;
  readonly startAddressChange: StartAddressChange;
  readonly returnFromAddressChange: ReturnFromAddressChange;
  readonly reportNotificationSeen: ReportNotificationSeen;
};

/** Section 2.7: replace the selected card, for a reason, with the address and fee in view. */
export class ReplaceCardPresenter {
  replacement: Replacement | undefined = undefined;
  /** The address, reasons and fee were asked for and answered (or failed): loading until then. */
  prepared = false;
  attempts = 0;
  /** The screen's form (the reason), its order in flight and what the bank failed. */
  readonly editor: FormSession<ReplaceForm, SelectedCard>;
  // Once per notice per visit: a notice hidden and shown again (another reason) is not seen anew.
  private readonly seenNotices = new Set<ReplaceNotice>();

  constructor(private readonly deps: ReplaceCardDependencies) {
    this.editor = new FormSession(deps, {
      initial: () => ({ reason: undefined }),
      restore: (kept) => ({ reason: isReissueReason(kept.reason) ? kept.reason : undefined }),
      route: ROUTES.replaceCard,
      subject: (card) => card,
    });
    makeAutoObservable<ReplaceCardPresenter, 'deps' | 'seenNotices'>(
      this,
      { deps: false, seenNotices: false, editor: false },
      { autoBind: true },
    );
  }

  /** The screen is entered (FormSession.enter), then what the order needs: the address, the reasons, the fee. */
  async load(options?: { readonly revisit?: boolean }): Promise<void> {
    await this.editor.enter(options);
    await this.prepare();
  }

  /**
   * Try again: the order once more; or, when the bank failed to send them (reading 93), the card
   * if that was what failed, then the whole preparation — its address and fee are asked together.
   */
  async tryAgain(): Promise<RoutePath | undefined> {
    const { app, cards } = this.deps;
    const failed = this.editor.failure?.action;
    if (failed === 'replace') return this.save();
    if (failed === 'load' || failed === 'loadCard') await cards.tryAgain();
    else app.notifications.resetError();
    await this.prepare();
    return undefined;
  }

  /** Sections 3 and 9 (trackvisibility on by default): the notice is on the screen. */
  noticeShown(notice: ReplaceNotice): void {
    if (this.seenNotices.has(notice)) return;
    this.seenNotices.add(notice);
    const type = notice === 'replaceCard.autoBlockWarning' ? 'warning' : 'info';
    this.deps.reportNotificationSeen.execute({
      notification: { type, content: { scope: 'notifications', key: notice } },
    });
  }

  get reason(): ReissueReason | undefined {
    return this.editor.form.reason;
  }

  choose(reason: string): void {
    if (isReissueReason(reason)) this.editor.set({ reason });
  }

  /** Once the card is ordered (its notification shown) the screen returns to the overview. */
  async save(): Promise<RoutePath | undefined> {
    this.attempts += 1;
    const { app } = this.deps;
    const { reason } = this;
    // Issue 33, item 2: a replacement ordered on this visit is never ordered again from here (a fee each time).
    const card = app.cards.toChange();
    if (!reason || !card || app.changes.isReplacedHere(card) || !this.editor.begin('saving')) return undefined;
    const next = await this.editor.settle(this.deps.replaceCard.execute({ card, reason }));
    // Refused because it was replaced meanwhile (another tab): the screen says so, and "try later" would be untrue.
    if (next === undefined && app.cards.selected?.status.kind === 'replaced') app.notifications.resetError();
    return next;
  }

  /** "Is this not the right address?": the page it leads to. */
  addressChangeUrl(language: Language): string {
    return addressChangeUrl(this.deps.portalLinks, language);
  }

  /**
   * Issue 33, item 4: a lost or stolen card whose replacement failed still works for whoever has
   * it: where to get help at once (the portal's help page), said beside the failure.
   */
  helpLink(language: Language, whateverTheReason = false): string | undefined {
    const { reason } = this;
    return whateverTheReason || reason === 'LOST' || reason === 'STOLEN'
      ? this.deps.portalLinks.help[language]
      : undefined;
  }

  /** Before the customer follows that link: the process record the personal-data page reads. */
  startAddressChange(language: Language): void {
    const card = this.deps.app.cards.selected;
    if (card) this.deps.startAddressChange.execute({ card, language, route: ROUTES.replaceCard, reason: this.reason });
  }

  get viewModel(): ReplaceCardViewModel {
    const { replacement, reason } = this;
    const { app } = this.deps;
    const card = this.editor.card;
    return {
      ordered:
        card && app.changes.isReplacedHere(card) ? 'here' : card?.status.kind === 'replaced' ? 'before' : undefined,
      failure: this.editor.failure,
      hidden: app.notifications.hiddenContent,
      spinner: this.editor.busy ? 'submitting' : app.loading.active || !this.prepared ? 'loading' : undefined,
      card,
      ready: replacement !== undefined && card !== undefined,
      address: replacement?.address,
      reasons: replacement?.reasons ?? [],
      reason,
      reasonMissing: this.attempts > 0 && reason === undefined,
      autoBlockWarning: card !== undefined && replacementBlocks(card.status, reason),
      fee: showsReissueFee(replacement?.fee) ? replacement?.fee : undefined,
      feeUnknown: replacement !== undefined && replacement.fee === undefined,
    };
  }

  /** A bank failure says what did not load, with Try again; a refusal hides the content (section 8, reading 89). */
  private async prepare(): Promise<void> {
    const { app } = this.deps;
    // A card the bank failed to send is said as such, not as "select another card" beside it.
    const card = app.notifications.failure ? undefined : app.cards.toChange();
    // Issue 33, item 2: Back after an order never offers to order again, for the old card or its new one.
    if (!card || app.changes.isReplacedHere(card)) return this.setReplacement(undefined);
    const back = this.deps.returnFromAddressChange.execute({ route: ROUTES.replaceCard });
    if (back?.paymentInstrumentId === card.paymentInstrumentId && back.reason !== undefined) this.choose(back.reason);
    this.setReplacement(await app.read(this.deps.prepareReplacement.execute({ card }), 'loadReplacement'));
  }

  private setReplacement(replacement: Replacement | undefined): void {
    this.replacement = replacement;
    this.prepared = true;
  }
}
