import { fail, ok, type Result } from '../result';
import { addDays, isIsoDate, parseIsoDate, toPlainDate, type IsoDate } from './iso-date';
import { isDutchPublicHoliday } from './dutch-holidays';

const SATURDAY = 6;

/** Saturday or Sunday; a value that names no day is no weekend (`closedDayReason` says why). */
export function isWeekend(date: unknown): boolean {
  const parsed = parseIsoDate(date);
  return parsed.ok && toPlainDate(parsed.value).dayOfWeek >= SATURDAY;
}

/**
 * Why the bank refuses a date as a start or end (section 5, "Rules enforced by the server"):
 * a weekend or a public holiday; or why it cannot say the bank is open — the value names no
 * day, or a weekday in a year the holiday calendar does not cover (`HOLIDAY_YEARS`).
 */
export type ClosedDayReason = 'weekend' | 'publicHoliday' | 'notADate' | 'yearNotCovered';

export function closedDayReason(date: unknown): ClosedDayReason | undefined {
  if (!parseIsoDate(date).ok) return 'notADate';
  if (isWeekend(date)) return 'weekend';
  const holiday = isDutchPublicHoliday(date);
  if (holiday === undefined) return 'yearNotCovered';
  return holiday ? 'publicHoliday' : undefined;
}

/** Open for certain: neither weekend nor holiday, in a year the calendar covers. */
export function isBankBusinessDay(date: unknown): date is IsoDate {
  return closedDayReason(date) === undefined;
}

/** Why no business day can be named: the value names no day, or the search left `HOLIDAY_YEARS`. */
export type BusinessDayFailure = { readonly reason: 'notADate' | 'yearNotCovered' };

/**
 * The first bank business day on or after `from` (`firstBusinessDayFrom`), or strictly after it
 * (`nextBusinessDay`): weekends and the public holidays the calendar knows are skipped.
 */
export function firstBusinessDayFrom(from: unknown): Result<IsoDate, BusinessDayFailure> {
  if (!isIsoDate(from)) return fail({ reason: 'notADate' });
  // At most four closed days follow each other (a weekend between two holidays), so this ends.
  for (let day = from; ; day = addDays(day, 1)) {
    const closed = closedDayReason(day);
    if (closed === undefined) return ok(day);
    if (closed === 'yearNotCovered') return fail({ reason: 'yearNotCovered' });
  }
}

export function nextBusinessDay(from: unknown): Result<IsoDate, BusinessDayFailure> {
  return isIsoDate(from) ? firstBusinessDayFrom(addDays(from, 1)) : fail({ reason: 'notADate' });
}
