import { type DateValue } from '@internationalized/date';
import { useState, type ReactNode, type RefObject } from 'react';
import { Button, CalendarCell, CalendarGrid, Dialog, I18nProvider, Popover, useLocale } from 'react-aria-components';
import { maxDate, minDate, PICKER_YEARS, type IsoDate, type Locale } from '../../domain/index';
import type { CalendarLabels } from './date-calendar-labels';
import { useCalendarContextState, ViewTitle } from './date-calendar-view-parts';
import { MonthView, YearView } from './date-calendar-views';
import { ChevronLeftIcon, ChevronRightIcon, GLYPH_SIZE } from './icons';

/**
 * What the one-day calendar and the period's range calendar share: the popover dialog they open
 * in, the week and years they show, and the day, month and year views (section 2.10).
 */

// Section 2.10: the picker covers 1908–2099 whatever window the screen asks for.
const FIRST_DAY = `${PICKER_YEARS.first}-01-01` as IsoDate;
const LAST_DAY = `${PICKER_YEARS.last}-12-31` as IsoDate;

/** The days a calendar can show: the screen's window inside 1908–2099. */
export const pickerWindow = (min: IsoDate | undefined, max: IsoDate | undefined) => ({
  first: min ? maxDate(min, FIRST_DAY) : FIRST_DAY,
  last: max ? minDate(max, LAST_DAY) : LAST_DAY,
});

export const isoOf = (date: DateValue): IsoDate => date.toString().slice(0, 10) as IsoDate;

// Section 2.10 names Monday for de, fr and nl; the app's English is British and writes dates the
// Dutch way (dd-mm-yyyy), so its weeks start on Monday too (docs/spec-readings.md, 19).
export const FIRST_DAY_OF_WEEK = 'mon';

export type CalendarFrameProps = {
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly locale: Locale;
  readonly label: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
};

/**
 * A popover dialog, which traps focus, closes on Escape and outside presses and returns focus to
 * the calendar button. The locale wraps the popover too, so that its visually hidden dismiss
 * buttons speak the page's language, not the browser's.
 */
export function CalendarFrame({ triggerRef, locale, label, onClose, children }: CalendarFrameProps) {
  return (
    <I18nProvider locale={locale}>
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
        placement="bottom end"
        className="calendar-popover"
      >
        <Dialog aria-label={label} className="calendar-dialog">
          {children}
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}

type View = 'day' | 'month' | 'year';

/**
 * Inside a Calendar or RangeCalendar: the month shown is a button to the month view, whose year
 * is a button to the year view; choosing a year leads back to its months, a month to its days.
 */
export function CalendarViews({ labels }: { readonly labels: CalendarLabels }) {
  const [view, setView] = useState<View>('day');
  if (view === 'year') return <YearView labels={labels} onChosen={() => setView('month')} />;
  if (view === 'month')
    return <MonthView labels={labels} onYears={() => setView('year')} onChosen={() => setView('day')} />;
  return <DayView labels={labels} onMonths={() => setView('month')} />;
}

/** The days of the month shown, with react-aria's own previous and next month buttons. */
function DayView({ labels, onMonths }: { labels: CalendarLabels; onMonths: () => void }) {
  const state = useCalendarContextState();
  const { locale } = useLocale();
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    state.visibleRange.start.toDate(state.timeZone),
  );
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
      <CalendarGrid className="calendar__grid" weekdayStyle="short">
        {(date) => <CalendarCell date={date} className="calendar__cell" />}
      </CalendarGrid>
    </>
  );
}
