/**
 * Plain day arithmetic for test oracles and generators that walk many days: an ISO date as a
 * count of days since 1970-01-01. Independent of the domain's Temporal code, and much cheaper.
 */
const MS_PER_DAY = 86_400_000;

export function dayNumber(date: string): number {
  const moment = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  moment.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return moment.getTime() / MS_PER_DAY;
}

export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** ISO weekday, Monday 1 … Sunday 7; 1970-01-01 was a Thursday. */
export function weekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** `date` moved by `days`, as an ISO date. */
export function plusDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}
