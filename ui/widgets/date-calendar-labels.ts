import type { TFunction } from 'i18next';
import { dutchHolidayOn, isWeekend, type IsoDate } from '../../domain/index';

/** A calendar's texts, already translated: its name, the buttons of its day, month and year views, its footer. */
export type CalendarLabels = {
  readonly calendar: string;
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly chooseMonth: string;
  readonly chooseYear: string;
  readonly previousYear: string;
  readonly nextYear: string;
  readonly previousYears: string;
  readonly nextYears: string;
  /** The visible button that shuts the calendar. */
  readonly close: string;
  /** That the field takes a typed date too (issue 33: the calendar is only a help). */
  readonly typeHint: string;
  /** Under the month: what a crossed-out day means (issue 33); a calendar of any day crosses out no weekend. */
  readonly legend: (onlyBusinessDays: boolean) => string;
  /** Why a day is closed (a public holiday by name, or a weekend), for its accessible name. */
  readonly closedDay: (date: IsoDate) => string | undefined;
};

/** The texts of a calendar named `calendar` (the field's label, or the period's). */
export function calendarLabels(t: TFunction, calendar: string): CalendarLabels {
  return {
    calendar,
    previousMonth: t('widgets.dateField.previousMonth'),
    nextMonth: t('widgets.dateField.nextMonth'),
    chooseMonth: t('widgets.dateField.chooseMonth'),
    chooseYear: t('widgets.dateField.chooseYear'),
    previousYear: t('widgets.dateField.previousYear'),
    nextYear: t('widgets.dateField.nextYear'),
    previousYears: t('widgets.dateField.previousYears'),
    nextYears: t('widgets.dateField.nextYears'),
    close: t('widgets.dateField.close'),
    // Non-breaking hyphens: the format is read as one word, never split over two lines.
    typeHint: t('widgets.dateField.typeHint', { format: t('widgets.dateField.placeholder').replaceAll('-', '\u2011') }),
    legend: (onlyBusinessDays) => t(onlyBusinessDays ? 'widgets.dateField.legend' : 'widgets.dateField.legendAnyDay'),
    closedDay: (date) => {
      const holiday = dutchHolidayOn(date);
      if (holiday)
        return t('widgets.dateField.closedDay.holiday', { holiday: t(`widgets.dateField.holidays.${holiday}`) });
      return isWeekend(date) ? t('widgets.dateField.closedDay.weekend') : undefined;
    },
  };
}
