import { toPlainDate, type IsoDate } from './iso-date';
import { isDutchPublicHoliday } from './dutch-holidays';

const SATURDAY = 6;

export function isWeekend(date: IsoDate): boolean {
  return toPlainDate(date).dayOfWeek >= SATURDAY;
}

/** Why the bank refuses a date as a start or end: section 5, "Rules enforced by the server". */
export type ClosedDayReason = 'weekend' | 'publicHoliday';

export function closedDayReason(date: IsoDate): ClosedDayReason | undefined {
  if (isWeekend(date)) return 'weekend';
  if (isDutchPublicHoliday(date)) return 'publicHoliday';
  return undefined;
}

export function isBankBusinessDay(date: IsoDate): boolean {
  return closedDayReason(date) === undefined;
}
