import { makeAutoObservable } from 'mobx';
import { isReissueReason, replacementBlocks, showsReissueFee, type Language, type ReissueReason, type SelectedCard } from '../../domain/index';
import type { Environment } from '../../application/environment';
import type { CustomerAddress } from '../../application/ports/reissue';
import { addressChangeUrl } from '../../application/use-cases/start-address-change';
import type { Replacement } from '../../application/use-cases/prepare-replacement';
import type { AppStore } from '../app-store';
import { ROUTES } from '../routing/route-table';
import type { CardReplacement } from './card-replacement';

export type ReplaceCardViewModel = {
  /** Section 8: a non-recoverable error hides the content. */
  readonly hidden: boolean;
  readonly spinner: 'loading' | 'submitting' | undefined;
  readonly card: Pick<SelectedCard, 'imageKind' | 'accountNumber' | 'userName'> | undefined;
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
};

/** Section 2.7: replace the selected card, for a reason, with the address and fee in view. */
export class ReplaceCardPresenter {
  replacement: Replacement | undefined = undefined;
  reason: ReissueReason | undefined = undefined;
  attempts = 0;
  private submitting = false;

  constructor(
    private readonly app: AppStore,
    private readonly environment: Environment,
    private readonly actions: CardReplacement,
  ) {
    makeAutoObservable<ReplaceCardPresenter, 'app' | 'environment' | 'actions'>(this, { app: false, environment: false, actions: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.app.enterScreen(ROUTES.replaceCard);
    if (this.app.error) this.app.resetError();
    this.setReplacement(await this.actions.prepareReplacement());
  }

  choose(reason: string): void {
    if (isReissueReason(reason)) this.reason = reason;
  }

  /** Answers true when the card was ordered: the screen then returns to the overview. */
  async submit(): Promise<boolean> {
    this.attempts += 1;
    if (!this.reason || this.submitting) return false;
    this.setSubmitting(true);
    try {
      return await this.actions.replaceCard(this.reason);
    } finally {
      this.setSubmitting(false);
    }
  }

  /** "Is this not the right address?": the page it leads to. */
  addressChangeUrl(language: Language): string {
    return addressChangeUrl(this.environment, language);
  }

  /** Before the customer follows that link: the process record the personal-data page reads. */
  startAddressChange(language: Language): void {
    this.actions.startAddressChange(language);
  }

  get viewModel(): ReplaceCardViewModel {
    const { app, replacement, reason } = this;
    const card = app.selectedCard;
    return {
      hidden: app.isContentHidden,
      spinner: this.submitting ? 'submitting' : app.isLoading ? 'loading' : undefined,
      card,
      ready: replacement !== undefined && card !== undefined,
      address: replacement?.address,
      reasons: replacement?.reasons ?? [],
      reason,
      reasonMissing: this.attempts > 0 && reason === undefined,
      autoBlockWarning: card !== undefined && replacementBlocks(card.status, reason),
      fee: showsReissueFee(replacement?.fee) ? replacement?.fee : undefined,
    };
  }

  private setReplacement(replacement: Replacement | undefined): void {
    this.replacement = replacement;
  }

  private setSubmitting(submitting: boolean): void {
    this.submitting = submitting;
  }
}
