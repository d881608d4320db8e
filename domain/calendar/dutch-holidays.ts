import { Temporal } from 'temporal-polyfill';
import { addDays, parseIsoDate, toIsoDate, toPlainDate, type IsoDate } from './iso-date';
import { easterSunday } from './easter';

export type DutchHolidayName =
  | 'nieuwjaarsdag'
  | 'eerstePaasdag'
  | 'tweedePaasdag'
  | 'koningsdag'
  | 'bevrijdingsdag'
  | 'hemelvaartsdag'
  | 'eerstePinksterdag'
  | 'tweedePinksterdag'
  | 'eersteKerstdag'
  | 'tweedeKerstdag';

export type DutchHoliday = { readonly name: DutchHolidayName; readonly date: IsoDate };

/** The years the bank's calendar covers; Koningsdag exists since 2014. */
export const HOLIDAY_YEARS = { first: 2014, last: 2099 } as const;

const SUNDAY = 7;

const dayOf = (year: number, month: number, day: number): IsoDate =>
  toIsoDate(Temporal.PlainDate.from({ year, month, day }));

/** Koningsdag moves to the 26th when the 27th of April is a Sunday. */
function koningsdag(year: number): IsoDate {
  const april27 = dayOf(year, 4, 27);
  return toPlainDate(april27).dayOfWeek === SUNDAY ? dayOf(year, 4, 26) : april27;
}

export const isHolidayYear = (year: unknown): year is number =>
  Number.isInteger(year) && (year as number) >= HOLIDAY_YEARS.first && (year as number) <= HOLIDAY_YEARS.last;

/**
 * Public holidays as the Algemene termijnenwet (art. 3) lists them; 5 May counts every year.
 * Empty for a year outside `HOLIDAY_YEARS`: the calendar does not know those.
 */
export function dutchHolidays(year: number): readonly DutchHoliday[] {
  if (!isHolidayYear(year)) return [];
  const easter = easterSunday(year);
  return [
    { name: 'nieuwjaarsdag', date: dayOf(year, 1, 1) },
    { name: 'eerstePaasdag', date: easter },
    { name: 'tweedePaasdag', date: addDays(easter, 1) },
    { name: 'koningsdag', date: koningsdag(year) },
    { name: 'bevrijdingsdag', date: dayOf(year, 5, 5) },
    { name: 'hemelvaartsdag', date: addDays(easter, 39) },
    { name: 'eerstePinksterdag', date: addDays(easter, 49) },
    { name: 'tweedePinksterdag', date: addDays(easter, 50) },
    { name: 'eersteKerstdag', date: dayOf(year, 12, 25) },
    { name: 'tweedeKerstdag', date: dayOf(year, 12, 26) },
  ];
}

const cache = /* @__PURE__ */ new Map<number, ReadonlySet<string>>();

function holidaySet(year: number): ReadonlySet<string> {
  let set = cache.get(year);
  if (!set) {
    set = new Set(dutchHolidays(year).map((holiday) => holiday.date));
    cache.set(year, set);
  }
  return set;
}

/** Undefined when it cannot be said: the value names no day, or its year is outside `HOLIDAY_YEARS`. */
export function isDutchPublicHoliday(date: unknown): boolean | undefined {
  const parsed = parseIsoDate(date);
  const year = parsed.ok ? Number(parsed.value.slice(0, 4)) : undefined;
  return parsed.ok && isHolidayYear(year) ? holidaySet(year).has(parsed.value) : undefined;
}

/**
 * Which public holiday a date is, if any: what a calendar names for a day it does not offer.
 * Undefined too for any value that names no day, and for a year outside `HOLIDAY_YEARS`.
 */
export function dutchHolidayOn(date: unknown): DutchHolidayName | undefined {
  const parsed = parseIsoDate(date);
  if (!parsed.ok) return undefined;
  return dutchHolidays(Number(parsed.value.slice(0, 4))).find((holiday) => holiday.date === parsed.value)?.name;
}
