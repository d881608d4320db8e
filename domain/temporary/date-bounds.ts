import { latestEndDate, type DateWindow } from '../calendar/date-window';
import type { IsoDate } from '../calendar/iso-date';

/** The first and last day a date picker offers. */
export type DateBounds = { readonly min: IsoDate; readonly max: IsoDate };

/** Section 2.10: the start picker offers the window and disables every day outside it. */
export function startDateBounds(window: DateWindow): DateBounds {
  return { min: window.earliestStart, max: window.latestStart };
}

/**
 * Sections 2.6 and 4: once a start is chosen the end runs from it to start + maxPeriod (never
 * past 12 months); before that the end picker's maximum is latestStartDate.
 */
export function endDateBounds(window: DateWindow, start: IsoDate | undefined): DateBounds {
  return start
    ? { min: start, max: latestEndDate(start, window) }
    : { min: window.earliestStart, max: window.latestStart };
}
