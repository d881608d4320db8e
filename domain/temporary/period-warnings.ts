import { closedDayReason } from '../calendar/business-day';
import { checkEndInWindow, checkStartInWindow, MAX_PERIOD_MONTHS, type DateWindow } from '../calendar/date-window';
import { addMonths, type IsoDate } from '../calendar/iso-date';
import type { TemporaryOption } from './duration';
import type { FieldWarning, FormField } from '../forms/form-warnings';
import type { ChosenDates } from './temporary-dates';

function closedDayWarning(date: IsoDate, field: FormField): FieldWarning | undefined {
  const reason = closedDayReason(date);
  if (reason === 'weekend') return { field, key: 'dateIsWeekend' };
  if (reason === 'publicHoliday') return { field, key: 'dateIsPublicHoliday' };
  return undefined;
}

const TODAY_KEYS: Partial<Record<FieldWarning['key'], FieldWarning['key']>> = {
  dateIsWeekend: 'todayIsWeekend',
  dateIsPublicHoliday: 'todayIsPublicHoliday',
};

function startWarning(start: IsoDate, window: DateWindow): FieldWarning | undefined {
  switch (checkStartInWindow(start, window)) {
    case 'beforeEarliestStart':
      return { field: 'startDate', key: 'startDateMinRangeInvalid' };
    case 'afterLatestStart':
      return { field: 'startDate', key: 'startDateMaxRangeInvalid' };
    case undefined:
      return closedDayWarning(start, 'startDate');
  }
}

function endWarning(
  start: IsoDate | undefined,
  end: IsoDate | undefined,
  window: DateWindow,
): FieldWarning | undefined {
  if (!end) return { field: 'endDate', key: 'endDateRequired' };
  if (!start) return closedDayWarning(end, 'endDate');
  switch (checkEndInWindow(start, end, window)) {
    case 'beforeStart':
      return { field: 'endDate', key: 'endDateBeforeStartDate' };
    case 'afterLatestEnd':
      // The words say which bound refused it: "no more than 12 months" only when it is more.
      return {
        field: 'endDate',
        key: end > addMonths(start, MAX_PERIOD_MONTHS) ? 'endDateRangeInvalid' : 'endDateAfterMaxPeriod',
      };
    case undefined:
      return closedDayWarning(end, 'endDate');
  }
}

/**
 * The client-side warnings for the dates of a temporary option, one per field at most. A date
 * the customer typed that is not a real date arrives as undefined and asks for a "(correct)" one.
 */
export function periodWarnings(
  option: TemporaryOption,
  chosen: ChosenDates,
  context: { readonly window: DateWindow; readonly today: IsoDate },
): FieldWarning[] {
  switch (option) {
    case 'onlyToday': {
      // The bank may open the window later than today, or today may be a closed day.
      const today = startWarning(context.today, context.window);
      return today ? [{ field: 'temporaryOption', key: TODAY_KEYS[today.key] ?? today.key }] : [];
    }
    case 'anotherDay': {
      if (!chosen.start) return [{ field: 'startDate', key: 'anotherDayRequired' }];
      const start = startWarning(chosen.start, context.window);
      return start ? [start] : [];
    }
    case 'period': {
      const start = chosen.start
        ? startWarning(chosen.start, context.window)
        : { field: 'startDate' as const, key: 'startDateRequired' as const };
      const end = endWarning(chosen.start, chosen.end, context.window);
      return [start, end].filter((warning): warning is FieldWarning => warning !== undefined);
    }
  }
}
