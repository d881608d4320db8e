import { makeAutoObservable } from 'mobx';
import {
  allowedLimitChanges,
  allowsAnyChange,
  canSaveLimit,
  chooseLimitDuration,
  dateWindow,
  cardLimit,
  firstTemporaryLimit,
  highestAllowedLimit,
  limitFormWarnings,
  type AllowedChanges,
  type CardLimit,
  type DurationType,
  type LimitForm,
  type TemporaryLimitType,
} from '../../domain/index';
import type { Clock } from '../../application/ports/clock';
import type { EnterScreen } from '../../application/use-cases/enter-screen';
import type { PortalLinks } from '../../application/portal-links';
import type { ResumeSigning } from '../../application/use-cases/resume-signing';
import { cardPendingChange, PendingSigning } from '../cards/pending-signing';
import type { ChangeSpendingLimit } from '../../application/use-cases/change-spending-limit';
import type { DeleteTemporaryLimit } from '../../application/use-cases/delete-temporary-limit';
import { cardViewOf } from '../editing/card-view';
import { FormSession } from '../editing/form-session';
import { PeriodChoices } from '../editing/period-choices';
import type { EditorEntry } from '../editing/editor-settings';
import { periodView } from '../editing/period-view';
import { ROUTES, type RoutePath } from '../navigation/route-table';
import type { AppStore } from '../store/app-store';
import type { CardLoader } from '../cards/card-loader';
import { limitChangeWaits, LIMIT_FORM, shownLimitWarnings } from './limit-form-rules';
import type { SpendingLimitViewModel } from './spending-limit-view';

export type SpendingLimitDependencies = {
  readonly app: AppStore;
  readonly cards: CardLoader;
  readonly clock: Clock;
  readonly enterScreen: EnterScreen;
  readonly portalLinks: PortalLinks;
  readonly resumeSigning: ResumeSigning;
  readonly changeSpendingLimit: ChangeSpendingLimit;
  readonly deleteTemporaryLimit: DeleteTemporaryLimit;
};

/**
 * Section 2.5: the payment (POS) or withdrawal (ATM) limit, continuously or temporarily;
 * create, change or delete, then sign.
 */
export class SpendingLimitPresenter {
  readonly editor: FormSession<LimitForm, CardLimit>;
  readonly period: PeriodChoices<LimitForm>;
  readonly signing: PendingSigning;

  constructor(
    private readonly deps: SpendingLimitDependencies,
    readonly limitType: TemporaryLimitType,
  ) {
    this.signing = new PendingSigning(deps);
    const route = limitType === 'POS' ? ROUTES.paymentLimit : ROUTES.withdrawalLimit;
    this.editor = new FormSession(deps, {
      initial: LIMIT_FORM.initial,
      restore: LIMIT_FORM.restore,
      route,
      subject: (card) => cardLimit(card, limitType),
      missing: 'LIMIT_TYPE_NOT_FOUND',
      madeDespiteLostAnswer: limitChangeWaits,
      deletedElsewhere: (limit) =>
        limit && !firstTemporaryLimit(limit)
          ? { type: 'info', content: { scope: 'notifications', key: `temporary${limitType}LimitGone` } }
          : undefined,
    });
    this.period = new PeriodChoices(this.editor, LIMIT_FORM);
    makeAutoObservable<SpendingLimitPresenter, 'deps'>(
      this,
      { deps: false, limitType: false, editor: false, period: false, signing: false },
      { autoBind: true },
    );
  }

  private get limit(): CardLimit | undefined {
    return this.editor.subject;
  }

  private warningsFor(limit: CardLimit) {
    const { form, card } = this.editor;
    return limitFormWarnings(form, { limit, today: this.deps.clock.today(), accountBalance: card?.accountBalance });
  }

  private get allowed(): AllowedChanges | undefined {
    const { card } = this.editor;
    return card ? allowedLimitChanges(card, this.limitType, firstTemporaryLimit(this.limit) !== undefined) : undefined;
  }

  private get showsDelete(): boolean {
    return (
      firstTemporaryLimit(this.limit) !== undefined &&
      this.editor.form.durationType === 'temporarily' &&
      this.allowed?.deleteTemporary === true
    );
  }

  get viewModel(): SpendingLimitViewModel {
    const { editor, limit } = this;
    const { card, form } = editor;
    if (!card || !limit || editor.hidden) return editor.placeholder;
    const window = dateWindow(this.deps.clock.today(), limit.allowedTemporaryLimitDates);
    const allowed = allowedLimitChanges(card, this.limitType, firstTemporaryLimit(limit) !== undefined);
    return {
      kind: 'editor',
      limitType: this.limitType,
      card: cardViewOf(card),
      inProgress: card.isLimitInProgress,
      allowed,
      locked: card.isLimitInProgress || !allowsAnyChange(allowed),
      pending: cardPendingChange(card),
      hasTemporary: firstTemporaryLimit(limit) !== undefined,
      durationType: form.durationType,
      value: form.value,
      highest: highestAllowedLimit(limit, card.accountBalance, this.replaced(form.durationType, limit)),
      period: form.durationType === 'temporarily' ? periodView(form.option, form, window) : undefined,
      secondary: this.showsDelete ? 'delete' : 'cancel',
      validation: editor.validation.view(shownLimitWarnings(this.warningsFor(limit), form)),
      busy: editor.busy,
    };
  }

  /** Reading 98: a temporary limit's Save replaces the first one, whose amount raises nothing. */
  private replaced(durationType: string | undefined, limit: CardLimit) {
    return durationType === 'temporarily' ? firstTemporaryLimit(limit) : undefined;
  }

  /**
   * Issue 12.5: a card that allows only a temporary limit starts there, not on a duration it cannot
   * save; issue 33.10: so does one entered from the reminder of its temporary limit.
   */
  async load(options?: EditorEntry): Promise<void> {
    await this.editor.enter(options);
    const { allowed } = this;
    const { durationType } = this.editor.form;
    const onTemporary = options?.temporary === true && firstTemporaryLimit(this.limit) !== undefined;
    // Also where a temporary limit leaves the duration unchosen (section 4): there is only one to choose.
    const onlyTemporary = durationType !== 'temporarily' && !allowed?.continuously && allowed?.temporarily;
    if (allowed && (onTemporary || onlyTemporary)) this.chooseDuration('temporarily');
  }

  chooseDuration(durationType: DurationType): void {
    this.editor.restart(chooseLimitDuration(this.editor.form, durationType, this.limit, this.deps.clock.today()));
  }

  setValue(value: number | undefined): void {
    this.editor.set({ ...this.editor.form, value });
  }

  /** Section 4: continuously changes the default limit, else the temporary one is changed or created. */
  async save(): Promise<RoutePath | undefined> {
    const { editor, limit } = this;
    const { card, form } = editor;
    if (!card || !limit || editor.busy) return undefined;
    if (!editor.validation.check(canSaveLimit(this.warningsFor(limit), card.isLimitInProgress)) || !form.durationType)
      return undefined;
    if (!this.allowed?.[form.durationType]) return undefined;
    editor.begin('saving');
    const { durationType, value: limitValue, option, start, end } = form;
    return editor.settle(
      this.deps.changeSpendingLimit.execute({
        card,
        limitType: this.limitType,
        durationType,
        limitValue,
        option,
        start,
        end,
      }),
    );
  }

  /** Section 4: delete is started from its question, which closes whatever the answer (section 8). */
  async confirmDelete(): Promise<RoutePath | undefined> {
    const { card } = this.editor;
    if (!card || !this.editor.begin('deleting')) return undefined;
    return this.editor.settle(this.deps.deleteTemporaryLimit.execute({ card, limitType: this.limitType }));
  }
}
