import { makeAutoObservable } from 'mobx';
import type { FormField, WarningKey } from '../../domain/index';

/**
 * A warning's text key under `generic.warnings`: section 5's, plus the currency input's "This
 * field is mandatory." for an empty amount (section 5, "Currency input messages").
 */
export type ShownWarningKey = WarningKey | 'limitValueRequired';

/** A warning at a field, as a form shows it (the domain's `FieldWarning`, or the amount's own). */
export type FormWarning = { readonly field: FormField; readonly key: ShownWarningKey };

export type FieldWarnings = Partial<Record<FormField, ShownWarningKey>>;

/** What a form shows of its warnings: at each field, and in the error summary after a failed save. */
export type ValidationView = {
  readonly atField: FieldWarnings;
  /** Empty until a save was refused; then exactly what the fields show, in the form's order. */
  readonly summary: readonly FormWarning[];
  /** Changes with every refused save, so focus moves to the summary again. */
  readonly attempt: number;
  /** The customer left a field (focus moved on to another part of the form). */
  readonly leave: (field: FormField) => void;
};

/**
 * When section 5's warnings show, GOV.UK's way: a field's warning once the customer has left a
 * field they answered (EditorForm judges that: use-answered-fields.ts), or pressed Save; never
 * while they are still on their way to it. After a save the warnings follow the fields as they
 * change, and the error summary lists exactly what the fields show. A field the app itself emptied (a new option clears the dates, a new start the end)
 * waits again, as does the whole form when its questions change (section 4: a new duration or
 * region resets the validation).
 */
export class Validation {
  private submitted = false;
  private attempts = 0;
  /** Fields the customer has left since the form's questions last changed. */
  private readonly left = new Set<FormField>();
  /** Fields emptied by the app since the last save: their warnings wait to be left or saved again. */
  private readonly waiting = new Set<FormField>();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  reset(): void {
    this.submitted = false;
    this.left.clear();
    this.waiting.clear();
  }

  /** A save was tried: every field's warning shows from now on. Answers whether it may go ahead. */
  check(allowed: boolean): boolean {
    this.submitted = true;
    this.waiting.clear();
    if (!allowed) this.attempts += 1;
    return allowed;
  }

  leave(field: FormField): void {
    this.left.add(field);
    this.waiting.delete(field);
  }

  /** The app emptied these fields: the customer has not answered them yet. */
  forget(...fields: readonly FormField[]): void {
    for (const field of fields) {
      this.left.delete(field);
      this.waiting.add(field);
    }
  }

  private shows(field: FormField): boolean {
    return this.left.has(field) || (this.submitted && !this.waiting.has(field));
  }

  view(warnings: readonly FormWarning[]): ValidationView {
    const shown = warnings.filter((warning) => this.shows(warning.field));
    const atField: FieldWarnings = {};
    for (const warning of shown) atField[warning.field] ??= warning.key;
    const summary =
      this.submitted && this.attempts > 0 ? shown.filter((warning) => atField[warning.field] === warning.key) : [];
    return { atField, summary, attempt: this.attempts, leave: this.leave };
  }
}
