import { makeAutoObservable } from 'mobx';
import {
  canSaveLimit,
  serviceError,
  chooseLimitDuration,
  chooseLimitOption,
  chooseLimitStart,
  dateWindow,
  findLimit,
  firstTemporaryLimit,
  initialLimitForm,
  limitFormWarnings,
  type CardLimit,
  type DurationType,
  type IsoDate,
  type LimitForm,
  type SelectedCard,
  type TemporaryLimitType,
  type TemporaryOption,
} from '../../domain/index';
import type { Clock } from '../../application/ports/clock';
import type { AppStore } from '../app-store';
import { cardViewOf, type CardView } from '../editing/card-view';
import { enterEditor } from '../editing/enter-editor';
import { EDITOR_ROUTES, SIGNING_PATH, type Destination } from '../editing/paths';
import { periodView, type PeriodView } from '../editing/period-view';
import { Validation, type ValidationView } from '../editing/validation';
import type { LimitChanges } from './limit-changes';

export type SpendingLimitModal = 'cancel' | 'delete';

export type SpendingLimitViewModel =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unavailable' }
  | {
      readonly kind: 'editor';
      readonly limitType: TemporaryLimitType;
      readonly card: CardView;
      readonly inProgress: boolean;
      /** Section 2.5: the legend and the duration labels differ when a temporary limit exists. */
      readonly hasTemporary: boolean;
      readonly durationType: DurationType | undefined;
      readonly value: number | undefined;
      readonly max: number;
      /** Shown for "temporarily" only. */
      readonly period: PeriodView | undefined;
      /** Delete in Cancel's place when a temporary limit exists and "temporarily" is chosen. */
      readonly secondary: 'cancel' | 'delete';
      readonly validation: ValidationView;
      readonly busy: 'saving' | 'deleting' | undefined;
      readonly modal: SpendingLimitModal | undefined;
    };

/**
 * Section 2.5: the payment (POS) or withdrawal (ATM) limit, continuously or temporarily;
 * create, change or delete, then sign.
 */
export class SpendingLimitPresenter {
  private form: LimitForm | undefined = undefined;
  private loaded = false;
  private busy: 'saving' | 'deleting' | undefined = undefined;
  private modal: SpendingLimitModal | undefined = undefined;
  private readonly validation = new Validation();

  constructor(
    private readonly app: AppStore,
    private readonly clock: Clock,
    readonly limitType: TemporaryLimitType,
    private readonly changes: LimitChanges,
  ) {
    makeAutoObservable<SpendingLimitPresenter, 'app' | 'clock' | 'changes'>(this, { app: false, clock: false, limitType: false, changes: false }, { autoBind: true });
  }

  private get card(): SelectedCard | undefined {
    return this.app.selectedCard;
  }

  private get limit(): CardLimit | undefined {
    const card = this.card;
    return card ? findLimit([card.paymentLimit, card.withdrawalLimit].filter((limit) => limit !== undefined), this.limitType) : undefined;
  }

  private get current(): LimitForm {
    return this.form ?? initialLimitForm(this.limit);
  }

  private warningsFor(limit: CardLimit) {
    return limitFormWarnings(this.current, { limit, today: this.clock.today() });
  }

  private get showsDelete(): boolean {
    return firstTemporaryLimit(this.limit) !== undefined && this.current.durationType === 'temporarily';
  }

  get viewModel(): SpendingLimitViewModel {
    const { card, limit, current } = this;
    if (this.app.isContentHidden) return { kind: 'unavailable' };
    if (!card || !limit) return { kind: this.loaded ? 'unavailable' : 'loading' };
    const window = dateWindow(this.clock.today(), limit.allowedTemporaryLimitDates);
    return {
      kind: 'editor',
      limitType: this.limitType,
      card: cardViewOf(card),
      inProgress: card.isLimitInProgress,
      hasTemporary: firstTemporaryLimit(limit) !== undefined,
      durationType: current.durationType,
      value: current.value,
      max: limit.maxLimitValue,
      period: current.durationType === 'temporarily' ? periodView(current.option, current, window) : undefined,
      secondary: this.showsDelete ? 'delete' : 'cancel',
      validation: this.validation.view(this.warningsFor(limit)),
      busy: this.busy,
      modal: this.modal,
    };
  }

  async load(): Promise<void> {
    await enterEditor(this.app, this.limitType === 'POS' ? EDITOR_ROUTES.payment : EDITOR_ROUTES.withdrawal);
    this.setLoaded();
    // A card the bank sent without it: say so rather than show an empty form.
    if (this.card && !this.limit) this.app.showError(serviceError('LIMIT_TYPE_NOT_FOUND'));
  }

  /** Section 4: changing the duration type resets validation. */
  chooseDuration(durationType: DurationType): void {
    this.form = chooseLimitDuration(this.current, durationType, this.limit, this.clock.today());
    this.validation.reset();
  }

  setValue(value: number | undefined): void {
    this.form = { ...this.current, value };
  }

  chooseOption(option: TemporaryOption): void {
    if (option !== this.current.option) this.form = chooseLimitOption(this.current, option);
  }

  chooseStart(start: IsoDate | undefined): void {
    if (start !== this.current.start) this.form = chooseLimitStart(this.current, start);
  }

  chooseEnd(end: IsoDate | undefined): void {
    this.form = { ...this.current, end };
  }

  /** Section 4: continuously changes the default limit, else the temporary one is changed or created. */
  async save(): Promise<Destination | undefined> {
    const { card, limit, current } = this;
    if (!card || !limit || this.busy) return undefined;
    if (!this.validation.check(canSaveLimit(this.warningsFor(limit), card.isLimitInProgress)) || !current.durationType) return undefined;
    this.setBusy('saving');
    const done = await this.changes.changeSpendingLimit({
      limitType: this.limitType,
      durationType: current.durationType,
      limitValue: current.value,
      option: current.option,
      start: current.start,
      end: current.end,
    });
    this.setBusy(undefined);
    return done ? SIGNING_PATH : undefined;
  }

  /** Cancel, or Delete in its place: both ask first. */
  openModal(): void {
    this.modal = this.showsDelete ? 'delete' : 'cancel';
  }

  closeModal(): void {
    this.modal = undefined;
  }

  /** Section 4: delete is started from the modal, which closes whatever the answer (section 8). */
  async confirmDelete(): Promise<Destination | undefined> {
    if (this.busy) return undefined;
    this.setBusy('deleting');
    const done = await this.changes.deleteTemporaryLimit(this.limitType);
    this.setBusy(undefined);
    this.closeModal();
    return done ? SIGNING_PATH : undefined;
  }

  private setLoaded(): void {
    this.loaded = true;
  }

  private setBusy(busy: 'saving' | 'deleting' | undefined): void {
    this.busy = busy;
  }
}
