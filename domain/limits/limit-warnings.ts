import { dateWindow } from '../calendar/date-window';
import type { IsoDate } from '../calendar/iso-date';
import type { FieldWarning, WarningKey } from '../forms/form-warnings';
import { isValidLimitValue } from '../money/limit-value';
import { periodWarnings } from '../temporary/period-warnings';
import { periodForOption } from '../temporary/temporary-dates';
import type { LimitForm } from './limit-editing';
import { highestAllowedLimit } from './highest-limit';
import { firstTemporaryLimit, type CardLimit } from './limit-type';
import { unchangedLimit } from './unchanged-limit';

/**
 * Issue 33, item 7: said before Save, as the bank would refuse it after. The editor changes the
 * first temporary limit when there is one (section 4).
 */
function temporaryUnchanged(
  form: LimitForm,
  limitValue: number,
  { limit, today }: { readonly limit: CardLimit; readonly today: IsoDate },
): WarningKey | undefined {
  const period = form.option ? periodForOption(form.option, form, today) : undefined;
  const unchanged = unchangedLimit(limit, {
    limitValue,
    temporary: { period, replaced: firstTemporaryLimit(limit), today },
  });
  if (unchanged === 'equalsPermanent') return 'limitEqualsPermanent';
  return unchanged === 'temporaryKept' ? 'limitUnchanged' : undefined;
}

/**
 * Section 5's "within 0 and maxLimitValue", naming the highest amount when it is only too high
 * (issue 33, item 6): above the maximum (1011), or above what the account holds (0072).
 */
function amountWarning(
  form: LimitForm,
  { limit, accountBalance }: { readonly limit: CardLimit; readonly accountBalance?: number | undefined },
): WarningKey | undefined {
  const { value } = form;
  if (!isValidLimitValue(value, Number.MAX_SAFE_INTEGER) || !Number.isFinite(limit.maxLimitValue))
    return 'invalidLimit';
  if (value > limit.maxLimitValue) return 'limitAboveMaximum';
  const highest = highestAllowedLimit(limit, accountBalance, temporaryLimitReplaced(form, limit));
  return value > highest.value ? 'limitAboveBalance' : undefined;
}

/** The temporary limit a Save of this form replaces (the editor changes the first one, section 4). */
const temporaryLimitReplaced = (form: Pick<LimitForm, 'durationType'>, limit: CardLimit) =>
  form.durationType === 'temporarily' ? firstTemporaryLimit(limit) : undefined;

/** Section 5 for the limit editors, one warning per field at most. */
export function limitFormWarnings(
  form: LimitForm,
  context: { readonly limit: CardLimit; readonly today: IsoDate; readonly accountBalance?: number | undefined },
): FieldWarning[] {
  const warnings: FieldWarning[] = [];
  if (!form.durationType) warnings.push({ field: 'durationType', key: 'durationTypeRequired' });
  const { value } = form;
  const amount = amountWarning(form, context);
  if (amount) warnings.push({ field: 'limitValue', key: amount });
  else if (isValidLimitValue(value, context.limit.maxLimitValue) && form.durationType === 'temporarily') {
    const unchanged = temporaryUnchanged(form, value, context);
    if (unchanged) warnings.push({ field: 'limitValue', key: unchanged });
  }
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
