import { dateWindow } from '../calendar/date-window';
import type { IsoDate } from '../calendar/iso-date';
import { isValidLimitValue } from '../money/limit-value';
import type { DurationType, TemporaryOption } from '../temporary/duration';
import { periodWarnings, type FieldWarning } from '../temporary/period-warnings';
import type { CardLimit } from './limit-type';

/** What the limit editors hold while the customer edits. */
export type LimitForm = {
  readonly durationType: DurationType | undefined;
  readonly option: TemporaryOption | undefined;
  /** The slider or typed value, already rounded to step 1; undefined when nothing readable was typed. */
  readonly value: number | undefined;
  readonly start?: IsoDate | undefined;
  readonly end?: IsoDate | undefined;
};

/** Section 5 for the limit editors, one warning per field at most. */
export function limitFormWarnings(form: LimitForm, context: { readonly limit: CardLimit; readonly today: IsoDate }): FieldWarning[] {
  const warnings: FieldWarning[] = [];
  if (!form.durationType) warnings.push({ field: 'durationType', key: 'durationTypeRequired' });
  if (!isValidLimitValue(form.value, context.limit.maxLimitValue)) warnings.push({ field: 'limitValue', key: 'invalidLimit' });
  if (form.durationType === 'temporarily') {
    if (!form.option) warnings.push({ field: 'temporaryOption', key: 'tempDurationRequired' });
    else {
      const window = dateWindow(context.today, context.limit.allowedTemporaryLimitDates);
      warnings.push(...periodWarnings(form.option, form, { window, today: context.today }));
    }
  }
  return warnings;
}

/** Section 4: saving needs no warnings and no change waiting to be signed. */
export function canSaveLimit(warnings: readonly FieldWarning[], isLimitInProgress: boolean): boolean {
  return warnings.length === 0 && !isLimitInProgress;
}
