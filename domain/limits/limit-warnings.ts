import { dateWindow } from '../calendar/date-window';
import type { IsoDate } from '../calendar/iso-date';
import type { FieldWarning } from '../forms/form-warnings';
import { isValidLimitValue } from '../money/limit-value';
import { periodWarnings } from '../temporary/period-warnings';
import type { LimitForm } from './limit-editing';
import type { CardLimit } from './limit-type';

/** Section 5 for the limit editors, one warning per field at most. */
export function limitFormWarnings(
  form: LimitForm,
  context: { readonly limit: CardLimit; readonly today: IsoDate },
): FieldWarning[] {
  const warnings: FieldWarning[] = [];
  if (!form.durationType) warnings.push({ field: 'durationType', key: 'durationTypeRequired' });
  if (!isValidLimitValue(form.value, context.limit.maxLimitValue))
    warnings.push({ field: 'limitValue', key: 'invalidLimit' });
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
