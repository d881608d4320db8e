import { makeAutoObservable } from 'mobx';
import { canSaveLimit, initialLimitForm, limitFormWarnings, serviceError, type CardLimit, type LimitForm, type SelectedCard } from '../../domain/index';
import type { Clock } from '../../application/ports/clock';
import type { AppStore } from '../app-store';
import { cardViewOf, type CardView } from '../editing/card-view';
import { enterEditor } from '../editing/enter-editor';
import { EDITOR_ROUTES, SIGNING_PATH, type Destination } from '../editing/paths';
import { Validation, type ValidationView } from '../editing/validation';
import type { LimitChanges } from './limit-changes';

export type EcommerceLimitViewModel =
  | { readonly kind: 'loading' }
  /** No card or no online limit to change, or an error hid the content: only the way back. */
  | { readonly kind: 'unavailable' }
  | {
      readonly kind: 'editor';
      readonly card: CardView;
      readonly inProgress: boolean;
      readonly value: number | undefined;
      readonly max: number;
      readonly validation: ValidationView;
      readonly saving: boolean;
      readonly cancelling: boolean;
    };

/** Section 2.4: the online (ECOM) daily limit, changed permanently and then signed. */
export class EcommerceLimitPresenter {
  private form: LimitForm | undefined = undefined;
  private loaded = false;
  private saving = false;
  private cancelling = false;
  private readonly validation = new Validation();

  constructor(
    private readonly app: AppStore,
    private readonly clock: Clock,
    private readonly changes: LimitChanges,
  ) {
    makeAutoObservable<EcommerceLimitPresenter, 'app' | 'clock' | 'changes'>(this, { app: false, clock: false, changes: false }, { autoBind: true });
  }

  private get card(): SelectedCard | undefined {
    return this.app.selectedCard;
  }

  private get limit(): CardLimit | undefined {
    return this.card?.ecommerceLimit;
  }

  private get current(): LimitForm {
    return this.form ?? initialLimitForm(this.limit);
  }

  get viewModel(): EcommerceLimitViewModel {
    const { card, limit } = this;
    if (this.app.isContentHidden) return { kind: 'unavailable' };
    if (!card || !limit) return { kind: this.loaded ? 'unavailable' : 'loading' };
    const warnings = limitFormWarnings(this.current, { limit, today: this.clock.today() });
    return {
      kind: 'editor',
      card: cardViewOf(card),
      inProgress: card.isLimitInProgress,
      value: this.current.value,
      max: limit.maxLimitValue,
      validation: this.validation.view(warnings),
      saving: this.saving,
      cancelling: this.cancelling,
    };
  }

  async load(): Promise<void> {
    await enterEditor(this.app, EDITOR_ROUTES.ecommerce);
    this.setLoaded();
    // A card the bank sent without it: say so rather than show an empty form.
    if (this.card && !this.limit) this.app.showError(serviceError('LIMIT_TYPE_NOT_FOUND'));
  }

  setValue(value: number | undefined): void {
    this.form = { ...this.current, value };
  }

  /** Section 4: only a valid limit, and only while no change waits to be signed. */
  async save(): Promise<Destination | undefined> {
    const { card, limit } = this;
    if (!card || !limit || this.saving) return undefined;
    const warnings = limitFormWarnings(this.current, { limit, today: this.clock.today() });
    if (!this.validation.check(canSaveLimit(warnings, card.isLimitInProgress))) return undefined;
    this.setSaving(true);
    const done = await this.changes.changeEcommerceLimit(this.current.value);
    this.setSaving(false);
    return done ? SIGNING_PATH : undefined;
  }

  openCancel(): void {
    this.cancelling = true;
  }

  closeCancel(): void {
    this.cancelling = false;
  }

  private setLoaded(): void {
    this.loaded = true;
  }

  private setSaving(saving: boolean): void {
    this.saving = saving;
  }
}
