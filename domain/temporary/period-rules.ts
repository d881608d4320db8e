import { closedDayReason } from '../calendar/business-day';
import { checkEndInWindow, checkStartInWindow, periodsOverlap, type DateWindow } from '../calendar/date-window';
import { parseIsoDate } from '../calendar/iso-date';
import { broken, type RuleFailure } from '../errors/rule-failure';
import { fail, ok, type Result } from '../result';
import type { Period } from './temporary-dates';

/** `startDate` and `endDate` of a request body, read the way the bank reads them. */
export function readPeriod(body: {
  readonly startDate?: unknown;
  readonly endDate?: unknown;
}): Result<Period, RuleFailure> {
  if (typeof body !== 'object' || body === null) return fail(broken('REQUEST_INVALID'));
  if (body.startDate === undefined || body.startDate === null || body.startDate === '')
    return fail(broken('START_DATE_MISSING', 'startDate'));
  const start = parseIsoDate(body.startDate);
  if (!start.ok) return fail(broken('START_DATE_INVALID', 'startDate'));
  if (body.endDate === undefined || body.endDate === null || body.endDate === '')
    return fail(broken('END_DATE_MISSING', 'endDate'));
  const end = parseIsoDate(body.endDate);
  if (!end.ok) return fail(broken('END_DATE_INVALID', 'endDate'));
  return ok({ startDate: start.value, endDate: end.value });
}

/**
 * Section 5, "Rules enforced by the server", for the dates of a temporary entry: the end not
 * before the start, the start inside the window, at most 12 months (and maxPeriod days), and
 * never a Saturday, Sunday (0051) or public holiday (0052) at either end.
 */
export function checkPeriod(period: Period, window: DateWindow): RuleFailure | undefined {
  if (checkEndInWindow(period.startDate, period.endDate, window) === 'beforeStart')
    return broken('END_DATE_INVALID', 'endDate');
  if (checkStartInWindow(period.startDate, window)) return broken('START_DATE_INVALID', 'startDate');
  if (checkEndInWindow(period.startDate, period.endDate, window)) return broken('MESSAGE_BAI540_0050', 'endDate');
  for (const field of ['startDate', 'endDate'] as const) {
    const closed = closedDayReason(period[field]);
    if (closed === 'weekend') return broken('MESSAGE_BAI540_0051', field);
    if (closed === 'publicHoliday') return broken('MESSAGE_BAI540_0052', field);
    // A year the holiday calendar does not cover cannot be known to be open: not a date to take.
    if (closed) return broken(field === 'startDate' ? 'START_DATE_INVALID' : 'END_DATE_INVALID', field);
  }
  return undefined;
}

/** Stored entries carry plain strings; ones that do not parse cannot overlap anything. */
export function overlapsAny(
  period: Period,
  others: readonly { readonly startDate: string; readonly endDate: string }[],
): boolean {
  return others.some((other) => {
    const start = parseIsoDate(other.startDate);
    const end = parseIsoDate(other.endDate);
    return start.ok && end.ok && periodsOverlap(period, { startDate: start.value, endDate: end.value });
  });
}
