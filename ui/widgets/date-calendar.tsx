import { parseDate, type DateValue } from '@internationalized/date';
import { useState, type RefObject } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Dialog, I18nProvider, Popover, useLocale } from 'react-aria-components';
import { isBankBusinessDay, maxDate, minDate, PICKER_YEARS, type IsoDate, type Locale } from '../../domain/index';
import { MonthView, useCalendarContextState, ViewTitle, YearView, type ViewLabels } from './date-calendar-views';
import { ChevronLeftIcon, ChevronRightIcon, GLYPH_SIZE } from './icons';

export type DateCalendarProps = {
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly locale: Locale;
  readonly value: IsoDate | undefined;
  readonly min: IsoDate | undefined;
  readonly max: IsoDate | undefined;
  readonly onlyBusinessDays: boolean;
  /** Already translated. */
  readonly labels: ViewLabels & { readonly calendar: string; readonly previousMonth: string; readonly nextMonth: string };
  readonly onSelect: (date: IsoDate) => void;
  readonly onClose: () => void;
};

// Section 2.10: the picker covers 1908–2099 whatever window the screen asks for.
const FIRST_DAY = `${PICKER_YEARS.first}-01-01` as IsoDate;
const LAST_DAY = `${PICKER_YEARS.last}-12-31` as IsoDate;

const isoOf = (date: DateValue): IsoDate => date.toString().slice(0, 10) as IsoDate;

// Section 2.10 names Monday as the first day for de, fr and nl only; English weeks start on Sunday.
const FIRST_DAY_OF_WEEK = { 'nl-NL': 'mon', 'en-GB': 'sun' } as const satisfies Record<Locale, 'mon' | 'sun'>;

type View = 'day' | 'month' | 'year';

/**
 * The lazily loaded half of DateField: react-aria's Calendar in a popover dialog, which traps
 * focus, closes on Escape and returns focus to the calendar button. The month shown is a button
 * to the month view, whose year is a button to the year view; choosing a year leads back to its
 * months, choosing a month to its days.
 */
export default function DateCalendar({ triggerRef, locale, value, min, max, onlyBusinessDays, labels, onSelect, onClose }: DateCalendarProps) {
  const first = min ? maxDate(min, FIRST_DAY) : FIRST_DAY;
  const last = max ? minDate(max, LAST_DAY) : LAST_DAY;
  const [view, setView] = useState<View>('day');
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
            firstDayOfWeek={FIRST_DAY_OF_WEEK[locale]}
            isDateUnavailable={onlyBusinessDays ? (date) => !isBankBusinessDay(isoOf(date)) : undefined}
            onChange={(date) => onSelect(isoOf(date))}
          >
            {view === 'year' ? (
              <YearView labels={labels} onChosen={() => setView('month')} />
            ) : view === 'month' ? (
              <MonthView labels={labels} onYears={() => setView('year')} onChosen={() => setView('day')} />
            ) : (
              <DayView labels={labels} onMonths={() => setView('month')} />
            )}
          </Calendar>
        </I18nProvider>
      </Dialog>
    </Popover>
  );
}

/** The days of the month shown, with react-aria's own previous and next month buttons. */
function DayView({ labels, onMonths }: { labels: DateCalendarProps['labels']; onMonths: () => void }) {
  const state = useCalendarContextState();
  const { locale } = useLocale();
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(state.visibleRange.start.toDate(state.timeZone));
  return (
    <>
      <header className="calendar__header">
        <Button slot="previous" className="calendar__nav" aria-label={labels.previousMonth}>
          <ChevronLeftIcon size={GLYPH_SIZE} />
        </Button>
        <ViewTitle title={title} label={`${title}, ${labels.chooseMonth}`} onPress={onMonths} />
        <Button slot="next" className="calendar__nav" aria-label={labels.nextMonth}>
          <ChevronRightIcon size={GLYPH_SIZE} />
        </Button>
      </header>
      <CalendarGrid className="calendar__grid" weekdayStyle="short">{(date) => <CalendarCell date={date} className="calendar__cell" />}</CalendarGrid>
    </>
  );
}
