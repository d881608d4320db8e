import { parseDate } from '@internationalized/date';
import { Calendar } from 'react-aria-components';
import { isBankBusinessDay, type IsoDate, type Locale } from '../../domain/index';
import type { CalendarLabels } from './date-calendar-labels';
import { CalendarFrame, CalendarViews, FIRST_DAY_OF_WEEK, isoOf, pickerWindow } from './date-calendar-frame';

export type DateCalendarProps = {
  readonly locale: Locale;
  readonly value: IsoDate | undefined;
  readonly min: IsoDate | undefined;
  readonly max: IsoDate | undefined;
  readonly onlyBusinessDays: boolean;
  readonly labels: CalendarLabels;
  readonly onSelect: (date: IsoDate) => void;
  readonly onClose: () => void;
};

/** The lazily loaded half of DateField: react-aria's Calendar for one day, in its dialog under the field. */
export default function DateCalendar({
  locale,
  value,
  min,
  max,
  onlyBusinessDays,
  labels,
  onSelect,
  onClose,
}: DateCalendarProps) {
  const { first, last } = pickerWindow(min, max);
  return (
    <CalendarFrame locale={locale} labels={labels} onClose={onClose}>
      <Calendar
        aria-label={labels.calendar}
        autoFocus
        value={value ? parseDate(value) : null}
        minValue={parseDate(first)}
        maxValue={parseDate(last)}
        firstDayOfWeek={FIRST_DAY_OF_WEEK}
        isDateUnavailable={onlyBusinessDays ? (date) => !isBankBusinessDay(isoOf(date)) : undefined}
        onChange={(date) => onSelect(isoOf(date))}
      >
        <CalendarViews labels={labels} onlyBusinessDays={onlyBusinessDays} />
      </Calendar>
    </CalendarFrame>
  );
}
