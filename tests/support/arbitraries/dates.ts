import fc from 'fast-check';
import {
  dateWindow,
  dutchHolidays,
  HOLIDAY_YEARS,
  isBankBusinessDay,
  isWeekend,
  type DateWindow,
  type IsoDate,
} from '../../../domain/index';
import { dateOfDay, dayNumber, plusDays } from './day-numbers';

/** Any real day the bank's calendar covers (2014–2099), or within the bounds given. */
export function isoDateArb(bounds: { min?: IsoDate; max?: IsoDate } = {}): fc.Arbitrary<IsoDate> {
  // Plain day counting keeps generation cheap; Temporal would cost ~50 µs a value.
  const min = dayNumber(bounds.min ?? '2014-01-01');
  const max = dayNumber(bounds.max ?? '2099-12-31');
  return fc.integer({ min, max }).map((day) => dateOfDay(day) as IsoDate);
}

/** A "today" far enough from 2099 that every window around it stays inside the calendar. */
export const todayArb: fc.Arbitrary<IsoDate> = isoDateArb({
  min: '2020-01-01' as IsoDate,
  max: '2097-12-31' as IsoDate,
});

/** What the bank may send as allowed dates for a today: sometimes nothing, sometimes narrower, sometimes odd. */
export function allowedDatesArb(today: IsoDate) {
  return fc.option(
    fc.record({
      earliestStartDate: fc.integer({ min: -3, max: 10 }).map((days) => plusDays(today, days)),
      latestStartDate: fc.integer({ min: 20, max: 250 }).map((days) => plusDays(today, days)),
      maxPeriod: fc.oneof(fc.integer({ min: 1, max: 400 }), fc.constant(365)),
    }),
    { nil: undefined },
  );
}

/** A today with the window the rules derive for it. */
export const todayAndWindowArb: fc.Arbitrary<{ today: IsoDate; window: DateWindow }> = todayArb.chain((today) =>
  allowedDatesArb(today).map((allowed) => ({ today, window: dateWindow(today, allowed) })),
);

/** Day offsets around a today, for dates near the window's edges. */
export const dayOffsetArb = fc.integer({ min: -20, max: 420 });

/** A day the bank is open (neither weekend nor public holiday); the bounds must hold one. */
export function businessDayArb(bounds: { min?: IsoDate; max?: IsoDate } = {}): fc.Arbitrary<IsoDate> {
  return isoDateArb(bounds).filter(isBankBusinessDay);
}

/** A Saturday or a Sunday; the bounds must hold one. */
export function weekendDayArb(bounds: { min?: IsoDate; max?: IsoDate } = {}): fc.Arbitrary<IsoDate> {
  return isoDateArb(bounds).filter(isWeekend);
}

/** A public holiday on a weekday (so only the holiday rule refuses it), in the years given. */
export function weekdayHolidayArb(years: { first: number; last: number } = HOLIDAY_YEARS): fc.Arbitrary<IsoDate> {
  return fc.integer({ min: years.first, max: years.last }).chain((year) =>
    fc.constantFrom(
      ...dutchHolidays(year)
        .map((holiday) => holiday.date)
        .filter((date) => !isWeekend(date)),
    ),
  );
}
