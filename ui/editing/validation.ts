import { makeAutoObservable } from 'mobx';
import type { FieldWarning, FormField, WarningKey } from '../../domain/index';

/** The warnings that only say something is still missing: shown once the customer tries to save. */
const MISSING: ReadonlySet<WarningKey> = new Set([
  'durationTypeRequired',
  'tempDurationRequired',
  'anotherDayRequired',
  'startDateRequired',
  'endDateRequired',
  'reissueReasonRequired',
]);

export type FieldWarnings = Partial<Record<FormField, WarningKey>>;

/** What a form shows of its warnings: at each field, and in the error summary after a failed save. */
export type ValidationView = {
  readonly atField: FieldWarnings;
  /** Empty until a save was refused; then what is still wrong, in the form's order. */
  readonly summary: readonly FieldWarning[];
  /** Changes with every refused save, so focus moves to the summary again. */
  readonly attempt: number;
};

/**
 * When section 5's warnings show. A value that is wrong (a limit out of range, a Saturday, a
 * date outside the window) is said at once; a choice still missing only after a save was tried,
 * as GOV.UK forms do. Section 4: changing the duration (limits) or region resets it.
 */
export class Validation {
  private submitted = false;
  private attempts = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  reset(): void {
    this.submitted = false;
  }

  /** A save was tried: answers whether it may go ahead. */
  check(allowed: boolean): boolean {
    this.submitted = true;
    if (!allowed) this.attempts += 1;
    return allowed;
  }

  view(warnings: readonly FieldWarning[]): ValidationView {
    const shown = this.submitted ? warnings : warnings.filter((warning) => !MISSING.has(warning.key));
    const atField: FieldWarnings = {};
    for (const warning of shown) atField[warning.field] ??= warning.key;
    return { atField, summary: this.submitted && this.attempts > 0 ? shown : [], attempt: this.attempts };
  }
}
