import type { TFunction } from 'i18next';

/** A calendar's texts, already translated: its name and the buttons of its day, month and year views. */
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
  };
}
