import { dutchHolidays, type AllowedTemporaryDates, type CatalogueCode } from '../../domain/index';
import { dayNumber, weekdayOfDay } from './arbitraries/day-numbers';

/**
 * Section 5's server rules for the dates of a temporary entry, restated from the spec without
 * the domain's window code, so property tests can check the domain against it. Each broken rule
 * names the catalogue code and field the bank answers with.
 */
export type DateRule =
  | 'endBeforeStart'
  | 'startBeforeWindow'
  | 'startAfterWindow'
  | 'endTooLate'
  | 'startOnWeekend'
  | 'endOnWeekend'
  | 'startOnHoliday'
  | 'endOnHoliday';

export type Violation = { readonly rule: string; readonly code: CatalogueCode; readonly field?: string };

export const DATE_RULE_FAILURES: Record<DateRule, { code: CatalogueCode; field: 'startDate' | 'endDate' }> = {
  endBeforeStart: { code: 'END_DATE_INVALID', field: 'endDate' },
  startBeforeWindow: { code: 'START_DATE_INVALID', field: 'startDate' },
  startAfterWindow: { code: 'START_DATE_INVALID', field: 'startDate' },
  endTooLate: { code: 'MESSAGE_BAI540_0050', field: 'endDate' },
  startOnWeekend: { code: 'MESSAGE_BAI540_0051', field: 'startDate' },
  endOnWeekend: { code: 'MESSAGE_BAI540_0051', field: 'endDate' },
  startOnHoliday: { code: 'MESSAGE_BAI540_0052', field: 'startDate' },
  endOnHoliday: { code: 'MESSAGE_BAI540_0052', field: 'endDate' },
};

type Dates = { readonly startDate: string; readonly endDate: string };

const isWeekendDay = (date: string) => weekdayOfDay(dayNumber(date)) >= 6;
const isHoliday = (date: string) => dutchHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day a year later; 29 February becomes 28 February. */
function oneYearAfter(date: string): string {
  const [year, month, day] = [Number(date.slice(0, 4)) + 1, Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  return `${year}-${date.slice(5, 7)}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`;
}

/** Section 9: from today up to 190 days ahead, narrowed by the bank's own earliest/latest start. */
function startViolations(start: string, today: string, allowed: AllowedTemporaryDates | undefined): DateRule[] {
  const rules: DateRule[] = [];
  const day = dayNumber(start);
  if (day < dayNumber(today) || (allowed && day < dayNumber(allowed.earliestStartDate)))
    rules.push('startBeforeWindow');
  if (day > dayNumber(today) + 190 || (allowed && day > dayNumber(allowed.latestStartDate)))
    rules.push('startAfterWindow');
  return rules;
}

/** Section 9: the end within 12 calendar months of the start and within maxPeriod days. */
function endTooLate(period: Dates, allowed: AllowedTemporaryDates | undefined): boolean {
  const end = dayNumber(period.endDate);
  if (end > dayNumber(oneYearAfter(period.startDate))) return true;
  return allowed !== undefined && end - dayNumber(period.startDate) > allowed.maxPeriod;
}

export function dateRuleViolations(
  period: Dates,
  context: { today: string; allowed: AllowedTemporaryDates | undefined },
): DateRule[] {
  const rules: DateRule[] = [];
  if (dayNumber(period.endDate) < dayNumber(period.startDate)) rules.push('endBeforeStart');
  rules.push(...startViolations(period.startDate, context.today, context.allowed));
  if (endTooLate(period, context.allowed)) rules.push('endTooLate');
  if (isWeekendDay(period.startDate)) rules.push('startOnWeekend');
  if (isWeekendDay(period.endDate)) rules.push('endOnWeekend');
  if (isHoliday(period.startDate)) rules.push('startOnHoliday');
  if (isHoliday(period.endDate)) rules.push('endOnHoliday');
  return rules;
}

export const toViolation = (rule: DateRule): Violation => ({ rule, ...DATE_RULE_FAILURES[rule] });

/** Two inclusive periods share a day, found by walking the days of the first. */
export function shareADay(a: Dates, b: Dates): boolean {
  const [bStart, bEnd] = [dayNumber(b.startDate), dayNumber(b.endDate)];
  for (let day = dayNumber(a.startDate); day <= dayNumber(a.endDate); day += 1)
    if (day >= bStart && day <= bEnd) return true;
  return false;
}
