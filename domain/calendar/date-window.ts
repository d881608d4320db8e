import { addDays, addMonths, isIsoDate, maxDate, minDate, parseIsoDate, type IsoDate } from './iso-date';

/** Section 9: a temporary entry starts at most 190 days ahead and lasts at most 12 months. */
export const START_HORIZON_DAYS = 190;
export const MAX_PERIOD_MONTHS = 12;

/** `allowedTemporaryLimitDates` / `allowedTemporaryGeoProfileDates` as the bank sends them. */
export type AllowedTemporaryDates = {
  readonly earliestStartDate: string;
  readonly latestStartDate: string;
  /** Days (1 day = 86400 s). */
  readonly maxPeriod: number;
};

export type DateWindow = {
  readonly earliestStart: IsoDate;
  readonly latestStart: IsoDate;
  /** Undefined when the bank named none; the 12-month rule still holds. */
  readonly maxPeriodDays: number | undefined;
};

const isPositiveWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The dates a start may take: both the fixed rule (today … today + 190) and what the bank
 * allows for this card must hold, so the window is their intersection. Unreadable server
 * values fall back to the fixed rule rather than widening it.
 */
export function dateWindow(today: IsoDate, allowed?: Partial<AllowedTemporaryDates> | null): DateWindow;
/** For a caller without types: undefined when `today` names no day, never a throw. */
export function dateWindow(today: unknown, allowed?: unknown): DateWindow | undefined;
export function dateWindow(today: unknown, given?: unknown): DateWindow | undefined {
  if (!isIsoDate(today)) return undefined;
  // Any value may come: a field read of a number or a string is undefined, as of an object without it.
  const allowed = (given ?? {}) as Partial<AllowedTemporaryDates>;
  const horizon = addDays(today, START_HORIZON_DAYS);
  const earliest = parseIsoDate(allowed.earliestStartDate);
  const latest = parseIsoDate(allowed.latestStartDate);
  return {
    earliestStart: earliest.ok ? maxDate(today, earliest.value) : today,
    latestStart: latest.ok ? minDate(horizon, latest.value) : horizon,
    maxPeriodDays: isPositiveWholeNumber(allowed.maxPeriod) ? allowed.maxPeriod : undefined,
  };
}

/** The last end date allowed for a start: start + maxPeriod days, and never past 12 months. */
export function latestEndDate(start: IsoDate, window: DateWindow): IsoDate {
  const twelveMonths = addMonths(start, MAX_PERIOD_MONTHS);
  return window.maxPeriodDays === undefined
    ? twelveMonths
    : minDate(twelveMonths, addDays(start, window.maxPeriodDays));
}

export type StartWindowFailure = 'beforeEarliestStart' | 'afterLatestStart';
export type EndWindowFailure = 'beforeStart' | 'afterLatestEnd';

export function checkStartInWindow(start: IsoDate, window: DateWindow): StartWindowFailure | undefined {
  if (start < window.earliestStart) return 'beforeEarliestStart';
  if (start > window.latestStart) return 'afterLatestStart';
  return undefined;
}

export function checkEndInWindow(start: IsoDate, end: IsoDate, window: DateWindow): EndWindowFailure | undefined {
  if (end < start) return 'beforeStart';
  if (end > latestEndDate(start, window)) return 'afterLatestEnd';
  return undefined;
}

export function isInsideStartWindow(date: IsoDate, window: DateWindow): boolean {
  return checkStartInWindow(date, window) === undefined;
}

/** Two inclusive periods share at least one day. */
export function periodsOverlap(
  a: { readonly startDate: IsoDate; readonly endDate: IsoDate },
  b: { readonly startDate: IsoDate; readonly endDate: IsoDate },
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}
