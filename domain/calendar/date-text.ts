import type { IsoDate } from './iso-date';

/**
 * Dates as text without Temporal's arithmetic: the first module's paint reads a card's dates
 * before the app (and so Temporal, from the browser or the polyfill) is there (issue 34).
 */

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day that exists in the Gregorian calendar, as `parseIsoDate` accepts. */
export function isDateText(text: unknown): text is IsoDate {
  const match = typeof text === 'string' ? DATE_TEXT.exec(text) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** Section 9: dates are shown in nl-NL form, dd-mm-yyyy, whatever the page language. */
export function formatDisplayDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}
