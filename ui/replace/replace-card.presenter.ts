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
import type { CustomerAddress } from '../../application/ports/reissue';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { PrepareReplacement, Replacement } from '../../application/use-cases/prepare-replacement';
import type { ReportNotificationSeen } from '../../application/use-cases/report-notification-seen';
import type { ReplaceCard } from '../../application/use-cases/replace-card';
import type { ReturnFromAddressChange } from '../../application/use-cases/return-from-address-change';
import { addressChangeUrl, type StartAddressChange } from '../../application/use-cases/start-address-change';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';
import type { CardLoader } from '../cards/card-loader';
import type { ActionFailure, HiddenContent } from '../store/notifications';
import { FormSession } from '../editing/form-session';

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

/** The screen's own notices that analytics counts (docs/spec-readings.md, 25). */
export type ReplaceNotice = 'replaceCard.fee' | 'replaceCard.feeUnknown' | 'replaceCard.autoBlockWarning';

export type ReplaceCardViewModel = {
  /** Section 8: a non-recoverable error hides the content; a refused order leaves help (reading 89). */
  readonly hidden: HiddenContent | undefined;
  readonly spinner: 'loading' | 'submitting' | undefined;
  readonly card: Pick<SelectedCard, 'imageKind' | 'accountNumber' | 'userName' | 'passNumber'> | undefined;
  /** Address, fee and reasons loaded: the customer can ask for the replacement. */
  readonly ready: boolean;
  readonly address: CustomerAddress | undefined;
  readonly reasons: readonly ReissueReason[];
  readonly reason: ReissueReason | undefined;
  /** Section 5, reissueReasonRequired: shown after a try without a reason. */
  readonly reasonMissing: boolean;
  /** Section 2.7: a stolen or lost card that is not blocked yet will be blocked. */
  readonly autoBlockWarning: boolean;
  /** Only a fee above 0 is mentioned (section 9). */
  readonly fee: number | undefined;
  /** The fee could not be shown: it will be on the statement (only lost and stolen are offered then). */
  readonly feeUnknown: boolean;
  /**
   * Issue 33, item 2: a replacement was ordered on this visit (`here`: the new card is on its way),
   * or the bank has the card replaced already (`before`: in another tab, or earlier). Nothing to order.
   */
  readonly ordered: 'here' | 'before' | undefined;
  /** Issue 33, item 4: the bank failed to take the order; the screen stays, with Try again. */
  readonly failure: ActionFailure | undefined;
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
    const { app } = this.deps;
    await this.editor.enter(options);
    // Issue 33, item 2: Back after an order never offers to order again, for the old card or its new one.
    const card = app.cards.toChange();
    if (!card || app.changes.isReplacedHere(card)) return this.setReplacement(undefined);
    const back = this.deps.returnFromAddressChange.execute({ route: ROUTES.replaceCard });
    if (back?.paymentInstrumentId === card.paymentInstrumentId && back.reason !== undefined) this.choose(back.reason);
    this.setReplacement(await app.read(this.deps.prepareReplacement.execute({ card })));
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

  /** Issue 33, item 17: in the business area the card may be another holder's; the address is the holder's. */
  get namesHolder(): boolean {
    return this.deps.portalLinks.segment === 'business';
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

  private setReplacement(replacement: Replacement | undefined): void {
    this.replacement = replacement;
    this.prepared = true;
  }
}
