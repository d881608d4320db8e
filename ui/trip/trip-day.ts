import type { IsoDate, Locale } from '../../domain/index';

/**
 * A day as the journey says it, with its weekday ("vrijdag 5 maart 2027"): a moved date is
 * explained by what day it is, which a dd-mm-yyyy date does not show. Read in UTC, as the
 * calendar date it is, whatever the browser's zone.
 */
export function tripDayText(date: IsoDate, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
