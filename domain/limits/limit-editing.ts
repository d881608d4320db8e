import { parseIsoDate, type IsoDate } from '../calendar/iso-date';
import type { DurationType, TemporaryOption } from '../temporary/duration';
import { chosenDatesForPeriod } from '../temporary/temporary-dates';
import { firstTemporaryLimit, type CardLimit } from './limit-type';

/** What the limit editors hold while the customer edits. */
export type LimitForm = {
  readonly durationType: DurationType | undefined;
  readonly option: TemporaryOption | undefined;
  /** The slider or typed value, already rounded to step 1; undefined when nothing is typed, NaN when the text is no amount. */
  readonly value: number | undefined;
  readonly start?: IsoDate | undefined;
  readonly end?: IsoDate | undefined;
};

/**
 * Section 2.5: the slider starts at the existing temporary limit's value when "temporarily" is
 * chosen and one exists; otherwise at the default limit.
 */
export function limitStartValue(
  limit: CardLimit | undefined,
  durationType: DurationType | undefined,
): number | undefined {
  const temporary = firstTemporaryLimit(limit);
  return durationType === 'temporarily' && temporary ? temporary.limitValue : limit?.defaultLimitValue;
}

/** Section 4: durationType starts empty when a temporary limit exists, otherwise "continuously". */
export function initialLimitForm(limit: CardLimit | undefined): LimitForm {
  const durationType: DurationType | undefined = firstTemporaryLimit(limit) ? undefined : 'continuously';
  return { durationType, option: undefined, value: limitStartValue(limit, durationType) };
}

/**
 * Section 4: choosing a duration clears the temporary option and its dates; choosing
 * "temporarily" while a temporary limit exists shows that limit, its option and dates inferred
 * ("Mapping an existing temporary limit to a duration option"). The slider moves to the new
 * duration's start value only when that differs from the old one, so an amount the customer
 * already set is not thrown away for nothing.
 */
export function chooseLimitDuration(
  form: LimitForm,
  durationType: DurationType,
  limit: CardLimit | undefined,
  today: IsoDate,
): LimitForm {
  const before = limitStartValue(limit, form.durationType);
  const after = limitStartValue(limit, durationType);
  const value = before === after ? form.value : after;
  const temporary = firstTemporaryLimit(limit);
  if (durationType !== 'temporarily' || !temporary) return { durationType, option: undefined, value };
  const start = parseIsoDate(temporary.startDate);
  const end = parseIsoDate(temporary.endDate);
  const chosen =
    start.ok && end.ok
      ? chosenDatesForPeriod({ startDate: start.value, endDate: end.value }, today)
      : { option: undefined };
  return { durationType, value, ...chosen };
}

/** Section 4: changing the duration option clears the start and end dates. */
export function chooseLimitOption(form: LimitForm, option: TemporaryOption): LimitForm {
  return { durationType: form.durationType, value: form.value, option };
}

/** Section 4: choosing a start clears the end date (its maximum now follows from the start). */
export function chooseLimitStart(form: LimitForm, start: IsoDate | undefined): LimitForm {
  return { ...form, start, end: undefined };
}
