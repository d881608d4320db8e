import { isIsoDate, type IsoDate } from '../calendar/iso-date';
import type { TemporaryOption } from './duration';

export type Period = { readonly startDate: IsoDate; readonly endDate: IsoDate };

/** What the customer picked for a temporary option; unused dates are ignored. */
export type ChosenDates = { readonly start?: IsoDate | undefined; readonly end?: IsoDate | undefined };

/**
 * Section 4, "Dates sent for each option": only today → today/today; another day → the day
 * twice; a period → start and end. Undefined while a needed date is missing.
 */
export function periodForOption(option: TemporaryOption, chosen: ChosenDates, today: IsoDate): Period | undefined {
  switch (option) {
    case 'onlyToday':
      return { startDate: today, endDate: today };
    case 'anotherDay':
      return chosen.start ? { startDate: chosen.start, endDate: chosen.start } : undefined;
    case 'period':
      return chosen.start && chosen.end ? { startDate: chosen.start, endDate: chosen.end } : undefined;
  }
}

/** Section 4, "Mapping an existing temporary limit to a duration option". */
export function optionForPeriod(period: Period, today: IsoDate): TemporaryOption {
  if (period.startDate === period.endDate) return period.startDate === today ? 'onlyToday' : 'anotherDay';
  return 'period';
}

/**
 * Reading 107: the days an entry has still ahead. One already running (begun before today, not
 * over yet) starts today, the earliest start a change may send (section 5); any other is as it is.
 */
export function periodFromToday(period: Period, today: IsoDate): Period {
  return period.startDate < today && today <= period.endDate ? { startDate: today, endDate: period.endDate } : period;
}

/**
 * Reading 107: whether a period sent for an existing entry keeps its days: the same end, and its
 * own start or, for one already running, today (`periodFromToday`). An entry that does not read
 * keeps nothing.
 */
export function keepsDaysOf(
  entry: { readonly startDate: string; readonly endDate: string },
  period: Period,
  today: IsoDate,
): boolean {
  const { startDate, endDate } = entry;
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || period.endDate !== endDate) return false;
  return (
    period.startDate === startDate || period.startDate === periodFromToday({ startDate, endDate }, today).startDate
  );
}

/**
 * The inverse of `periodForOption`: what an editor shows for an existing entry, from today on
 * (`periodFromToday`), so that a Save that keeps what is shown sends dates the bank takes.
 */
export function chosenDatesForPeriod(existing: Period, today: IsoDate): { option: TemporaryOption } & ChosenDates {
  const period = periodFromToday(existing, today);
  const option = optionForPeriod(period, today);
  switch (option) {
    case 'onlyToday':
      return { option };
    case 'anotherDay':
      return { option, start: period.startDate };
    case 'period':
      return { option, start: period.startDate, end: period.endDate };
  }
}
