import { formatDisplayDate } from './date-text';
import { parseIsoDate } from './iso-date';

export { formatDisplayDate };

/** A server date shown to the customer; an unreadable one shows as a dash rather than garbage. */
export function formatServerDate(text: unknown): string {
  const parsed = parseIsoDate(typeof text === 'string' ? text.slice(0, 10) : text);
  return parsed.ok ? formatDisplayDate(parsed.value) : '-';
}
