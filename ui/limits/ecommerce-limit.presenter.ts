import { makeAutoObservable } from 'mobx';
import {
  allowsOnlineLimitChange,
  canSaveLimit,
  highestAllowedLimit,
  limitFormWarnings,
  type CardLimit,
  type HighestLimit,
  type LimitForm,
} from '../../domain/index';
import type { Clock } from '../../application/ports/clock';
import type { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { PortalLinks } from '../../application/portal-links';
import type { ResumeSigning } from '../../application/use-cases/resume-signing';
import { cardPendingChange, PendingSigning } from '../cards/pending-signing';
import type { PendingChangeView } from '../cards/pending-change-view';
import { cardViewOf, type CardView } from '../editing/card-view';
import { FormSession } from '../editing/form-session';
import type { EditorEntry, EditorPlaceholder } from '../editing/editor-settings';
import type { ValidationView } from '../editing/validation';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';
import type { CardLoader } from '../cards/card-loader';
import { limitChangeWaits, LIMIT_FORM, shownLimitWarnings } from './limit-form-rules';

export type EcommerceLimitDependencies = {
  readonly app: AppStore;
  readonly cards: CardLoader;
  readonly clock: Clock;
  readonly enterScreen: EnterScreen;
  readonly portalLinks: PortalLinks;
  readonly resumeSigning: ResumeSigning;
  readonly changeEcommerceLimit: ChangeEcommerceLimit;
};

export type EcommerceLimitViewModel =
  /** Loading; or no card, no online limit, or an error hid the content: only the way back. */
  | EditorPlaceholder
  | {
      readonly kind: 'editor';
      readonly card: CardView;
      readonly inProgress: boolean;
      /** Issue 12.5: the card's links do not allow changing the online limit: only OK, and why. */
      readonly notAllowed: boolean;
      /** What waits to be signed, while something does (issue 12). */
      readonly pending: PendingChangeView | undefined;
      readonly value: number | undefined;
      /** Issue 33, item 6: the slider's end, said up front (the maximum, or what the account holds). */
      readonly highest: HighestLimit;
      readonly validation: ValidationView;
      readonly saving: boolean;
    };

/** Section 2.4: the online (ECOM) daily limit, changed permanently and then signed. */
export class EcommerceLimitPresenter {
  readonly editor: FormSession<LimitForm, CardLimit>;
  readonly signing: PendingSigning;

  constructor(private readonly deps: EcommerceLimitDependencies) {
    this.signing = new PendingSigning(deps);
    this.editor = new FormSession(deps, {
      initial: LIMIT_FORM.initial,
      restore: LIMIT_FORM.restore,
      route: ROUTES.ecommerceLimit,
      subject: (card) => card.ecommerceLimit,
      missing: 'LIMIT_TYPE_NOT_FOUND',
      madeDespiteLostAnswer: limitChangeWaits,
    });
    makeAutoObservable<EcommerceLimitPresenter, 'deps'>(
      this,
      { deps: false, editor: false, signing: false },
      { autoBind: true },
    );
  }

  private warningsFor(limit: CardLimit) {
    const { form, card } = this.editor;
    return limitFormWarnings(form, { limit, today: this.deps.clock.today(), accountBalance: card?.accountBalance });
  }

  get viewModel(): EcommerceLimitViewModel {
    const { editor } = this;
    const { card, subject: limit } = editor;
    if (!card || !limit || editor.hidden) return editor.placeholder;
    return {
      kind: 'editor',
      card: cardViewOf(card),
      inProgress: card.isLimitInProgress,
      notAllowed: !allowsOnlineLimitChange(card),
      pending: cardPendingChange(card),
      value: editor.form.value,
      highest: highestAllowedLimit(limit, card.accountBalance),
      validation: editor.validation.view(shownLimitWarnings(this.warningsFor(limit), editor.form)),
      saving: editor.busy === 'saving',
    };
  }

  load(options?: EditorEntry): Promise<void> {
    return this.editor.enter(options);
  }

  setValue(value: number | undefined): void {
    this.editor.set({ ...this.editor.form, value });
  }

  /** Section 4: only a valid limit, and only while no change waits to be signed. */
  async save(): Promise<RoutePath | undefined> {
    const { editor } = this;
    const { card, subject: limit } = editor;
    if (!card || !limit || editor.busy) return undefined;
    if (
      !allowsOnlineLimitChange(card) ||
      !editor.validation.check(canSaveLimit(this.warningsFor(limit), card.isLimitInProgress))
    )
      return undefined;
    editor.begin('saving');
    return editor.settle(this.deps.changeEcommerceLimit.execute({ card, limitValue: editor.form.value }));
  }
}
