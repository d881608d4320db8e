import { parseIsoDate, type IsoDate } from './iso-date';

/** Section 9: dates are shown in nl-NL form, dd-mm-yyyy, whatever the page language. */
export function formatDisplayDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

/** A server date shown to the customer; an unreadable one shows as a dash rather than garbage. */
export function formatServerDate(text: unknown): string {
  const parsed = parseIsoDate(typeof text === 'string' ? text.slice(0, 10) : text);
  return parsed.ok ? formatDisplayDate(parsed.value) : '-';
}
