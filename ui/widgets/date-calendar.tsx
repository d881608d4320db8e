import { parseDate, type DateValue } from '@internationalized/date';
import type { RefObject } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, I18nProvider, Popover } from 'react-aria-components';
import { isBankBusinessDay, maxDate, minDate, PICKER_YEARS, type IsoDate, type Locale } from '../../domain/index';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type DateCalendarProps = {
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly locale: Locale;
  readonly value: IsoDate | undefined;
  readonly min: IsoDate | undefined;
  readonly max: IsoDate | undefined;
  readonly onlyBusinessDays: boolean;
  /** Already translated. */
  readonly labels: { readonly calendar: string; readonly previousMonth: string; readonly nextMonth: string };
  readonly onSelect: (date: IsoDate) => void;
  readonly onClose: () => void;
};

// Section 2.10: the picker covers 1908–2099 whatever window the screen asks for.
const FIRST_DAY = `${PICKER_YEARS.first}-01-01` as IsoDate;
const LAST_DAY = `${PICKER_YEARS.last}-12-31` as IsoDate;

const isoOf = (date: DateValue): IsoDate => date.toString().slice(0, 10) as IsoDate;

/**
 * The lazily loaded half of DateField: react-aria's Calendar in a popover dialog, which traps
 * focus, closes on Escape and returns focus to the calendar button. Weeks start on Monday in
 * Dutch (en-GB does so by itself).
 */
export default function DateCalendar({ triggerRef, locale, value, min, max, onlyBusinessDays, labels, onSelect, onClose }: DateCalendarProps) {
  const first = min ? maxDate(min, FIRST_DAY) : FIRST_DAY;
  const last = max ? minDate(max, LAST_DAY) : LAST_DAY;
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom end"
      className="calendar-popover"
    >
      <Dialog aria-label={labels.calendar} className="calendar-dialog">
        <I18nProvider locale={locale}>
          <Calendar
            aria-label={labels.calendar}
            autoFocus
            value={value ? parseDate(value) : null}
            minValue={parseDate(first)}
            maxValue={parseDate(last)}
            firstDayOfWeek={locale === 'nl-NL' ? 'mon' : undefined}
            isDateUnavailable={onlyBusinessDays ? (date) => !isBankBusinessDay(isoOf(date)) : undefined}
            onChange={(date) => onSelect(isoOf(date))}
          >
            <header className="calendar__header">
              <Button slot="previous" className="calendar__nav" aria-label={labels.previousMonth}>
                <ChevronLeftIcon />
              </Button>
              <Heading />
              <Button slot="next" className="calendar__nav" aria-label={labels.nextMonth}>
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className="calendar__grid" weekdayStyle="short">{(date) => <CalendarCell date={date} className="calendar__cell" />}</CalendarGrid>
          </Calendar>
        </I18nProvider>
      </Dialog>
    </Popover>
  );
}
