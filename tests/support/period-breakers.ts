import fc from 'fast-check';
import { addDays, isDutchPublicHoliday, latestEndDate, type IsoDate, type Period } from '../../domain/index';
import type { AcceptablePeriod } from './arbitraries/index';
import { dateOfDay, dayNumber, weekdayOfDay } from './arbitraries/day-numbers';
import type { DateRule } from './period-oracle';

/** The days from `from` to `to` (inclusive, at most `cap` of them) that pass `keep`. */
function daysWhere(
  from: IsoDate,
  to: IsoDate,
  keep: (date: IsoDate, weekday: number) => boolean,
  cap = 400,
): IsoDate[] {
  const days: IsoDate[] = [];
  const last = Math.min(dayNumber(to), dayNumber(from) + cap - 1);
  for (let day = dayNumber(from); day <= last; day += 1) {
    const date = dateOfDay(day) as IsoDate;
    if (keep(date, weekdayOfDay(day))) days.push(date);
  }
  return days;
}

const pick = (days: readonly IsoDate[]): fc.Arbitrary<IsoDate | undefined> =>
  days.length > 0 ? fc.constantFrom(...days) : fc.constant(undefined);

const isWeekendDay = (weekday: number) => weekday >= 6;
const isOpen = (date: IsoDate, weekday: number) => !isWeekendDay(weekday) && isDutchPublicHoliday(date) === false;
const isWeekdayHoliday = (date: IsoDate, weekday: number) =>
  !isWeekendDay(weekday) && isDutchPublicHoliday(date) === true;
const isPlainWeekend = (date: IsoDate, weekday: number) => isWeekendDay(weekday) && !isDutchPublicHoliday(date);

/** A period starting on `start` and ending on a business day the rules allow, if there is one. */
function withAllowedEnd(start: IsoDate | undefined, accepted: AcceptablePeriod): fc.Arbitrary<Period | undefined> {
  if (!start) return fc.constant(undefined);
  return pick(daysWhere(start, latestEndDate(start, accepted.window), isOpen, 20)).map((end) =>
    end ? { startDate: start, endDate: end } : undefined,
  );
}

/** A period with this end after the accepted start, if there is such an end. */
function withEnd(accepted: AcceptablePeriod, ends: readonly IsoDate[]): fc.Arbitrary<Period | undefined> {
  return pick(ends).map((end) => (end ? { startDate: accepted.period.startDate, endDate: end } : undefined));
}

/**
 * For each date rule, a change to an acceptable period that breaks that rule and, when the
 * generator finds one, no other (undefined when this window leaves no such period).
 */
export const DATE_BREAKERS: Record<DateRule, (accepted: AcceptablePeriod) => fc.Arbitrary<Period | undefined>> = {
  startBeforeWindow: ({ window }) =>
    pick(daysWhere(addDays(window.earliestStart, -30), addDays(window.earliestStart, -1), isOpen)).map((day) =>
      day ? { startDate: day, endDate: day } : undefined,
    ),
  startAfterWindow: ({ window }) =>
    pick(daysWhere(addDays(window.latestStart, 1), addDays(window.latestStart, 30), isOpen)).map((day) =>
      day ? { startDate: day, endDate: day } : undefined,
    ),
  endBeforeStart: (accepted) =>
    withEnd(
      accepted,
      daysWhere(addDays(accepted.period.startDate, -30), addDays(accepted.period.startDate, -1), isOpen),
    ),
  endTooLate: (accepted) => {
    const latest = latestEndDate(accepted.period.startDate, accepted.window);
    return withEnd(accepted, daysWhere(addDays(latest, 1), addDays(latest, 30), isOpen));
  },
  startOnWeekend: (accepted) =>
    pick(daysWhere(accepted.window.earliestStart, accepted.window.latestStart, isPlainWeekend)).chain((start) =>
      withAllowedEnd(start, accepted),
    ),
  endOnWeekend: (accepted) =>
    withEnd(
      accepted,
      daysWhere(accepted.period.startDate, latestEndDate(accepted.period.startDate, accepted.window), isPlainWeekend),
    ),
  startOnHoliday: (accepted) =>
    pick(daysWhere(accepted.window.earliestStart, accepted.window.latestStart, isWeekdayHoliday)).chain((start) =>
      withAllowedEnd(start, accepted),
    ),
  endOnHoliday: (accepted) =>
    withEnd(
      accepted,
      daysWhere(accepted.period.startDate, latestEndDate(accepted.period.startDate, accepted.window), isWeekdayHoliday),
    ),
};

/** Keeps the stored entries that share no day with `period`, so moving dates breaks no overlap rule. */
export function apartFrom<T extends { readonly startDate: string; readonly endDate: string }>(
  others: readonly T[],
  period: Period,
): T[] {
  return others.filter((other) => other.endDate < period.startDate || other.startDate > period.endDate);
}
