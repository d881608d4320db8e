import type { IsoDate } from '../calendar/iso-date';
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

/** The inverse of `periodForOption`: what an editor shows for an existing entry. */
export function chosenDatesForPeriod(period: Period, today: IsoDate): { option: TemporaryOption } & ChosenDates {
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
