import { closedDayReason, firstBusinessDayFrom } from '../calendar/business-day';
import { latestEndDate, type DateWindow } from '../calendar/date-window';
import { dutchHolidayOn } from '../calendar/dutch-holidays';
import { addDays, type IsoDate } from '../calendar/iso-date';
import type { Period } from '../temporary/temporary-dates';
import type { DateAdjustment } from './trip';

/** The last business day on or before a day; undefined once the search leaves the calendar's years. */
function lastBusinessDayUpTo(day: IsoDate): IsoDate | undefined {
  // At most four closed days follow each other (a weekend between two holidays), so this ends.
  for (let candidate = day; ; candidate = addDays(candidate, -1)) {
    const closed = closedDayReason(candidate);
    if (closed === undefined) return candidate;
    if (closed !== 'weekend' && closed !== 'publicHoliday') return undefined;
  }
}

function adjustment(field: DateAdjustment['field'], tripDay: IsoDate, planned: IsoDate): DateAdjustment {
  const holiday = dutchHolidayOn(tripDay);
  return holiday
    ? { field, tripDay, planned, reason: 'publicHoliday', holiday }
    : { field, tripDay, planned, reason: 'weekend' };
}

/**
 * The nearest dates the bank allows that still cover every day of the trip: a start on a closed
 * day moves back to the last business day before it, an end on a closed day forward to the first
 * after it. When no such date fits the window (a Saturday trip asked for on that Saturday, an end
 * past 12 months) the trip's own day is kept, so the bank's rules refuse it with their own code
 * instead of the plan quietly leaving a day uncovered.
 */
export function tripPeriod(
  trip: Period,
  window: DateWindow,
): { readonly period: Period; readonly adjustments: readonly DateAdjustment[] } {
  const earlier = lastBusinessDayUpTo(trip.startDate);
  const startDate = earlier !== undefined && earlier >= window.earliestStart ? earlier : trip.startDate;
  const later = firstBusinessDayFrom(trip.endDate);
  const endDate = later.ok && later.value <= latestEndDate(startDate, window) ? later.value : trip.endDate;
  const adjustments = [
    ...(startDate === trip.startDate ? [] : [adjustment('startDate', trip.startDate, startDate)]),
    ...(endDate === trip.endDate ? [] : [adjustment('endDate', trip.endDate, endDate)]),
  ];
  return { period: { startDate, endDate }, adjustments };
}
