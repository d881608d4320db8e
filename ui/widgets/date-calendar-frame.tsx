import { type DateValue } from '@internationalized/date';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, CalendarGrid, Dialog, I18nProvider, useLocale } from 'react-aria-components';
import { maxDate, minDate, PICKER_YEARS, type IsoDate, type Locale } from '../../domain/index';
import { Button } from './button';
import { DayCell } from './date-calendar-day';
import type { CalendarLabels } from './date-calendar-labels';
import { useCalendarContextState, ViewTitle } from './date-calendar-view-parts';
import { MonthView, YearView } from './date-calendar-views';
import { ChevronLeftIcon, ChevronRightIcon, GLYPH_SIZE } from './icons';

/**
 * What the one-day calendar and the period's range calendar share: the dialog they open in
 * (under the field), the week and years they show, and the day, month and year views (section 2.10).
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
  readonly locale: Locale;
  readonly labels: CalendarLabels;
  readonly onClose: () => void;
  readonly children: ReactNode;
};

/**
 * The calendar opens in the page, under its field, not in a popover over it (issue 33, WCAG
 * 1.4.10): at 320 px a popover could not hold the month, locked the page's scrolling and, opened
 * upwards, covered the field. In the page it is as wide as the form, the page scrolls on, and
 * nothing is covered. It is a non-modal dialog: Escape and Close shut it (the field gives focus
 * back to its button), a day picked shuts it too. The locale wraps it so that react-aria's own
 * words (the days' names) speak the page's language, not the browser's.
 */
export function CalendarFrame({ locale, labels, onClose, children }: CalendarFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The whole month in view as it opens, where the screen has room; else the page scrolls to it.
  useEffect(() => panel.current?.scrollIntoView?.({ block: 'nearest' }), []);
  return (
    <I18nProvider locale={locale}>
      <div
        ref={panel}
        className="calendar-panel"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onClose();
        }}
      >
        <Dialog aria-label={labels.calendar} className="calendar-dialog">
          {children}
          <footer className="calendar__footer">
            <p className="calendar__hint">{labels.typeHint}</p>
            <Button variant="secondary" className="calendar__close" onClick={onClose}>
              {labels.close}
            </Button>
          </footer>
        </Dialog>
      </div>
    </I18nProvider>
  );
}

type View = 'day' | 'month' | 'year';

/**
 * Inside a Calendar or RangeCalendar: the month shown is a button to the month view, whose year
 * is a button to the year view; choosing a year leads back to its months, a month to its days.
 */
export function CalendarViews({
  labels,
  onlyBusinessDays,
}: {
  readonly labels: CalendarLabels;
  /** Closed days are not offered, and their names say why. */
  readonly onlyBusinessDays: boolean;
}) {
  const [view, setView] = useState<View>('day');
  if (view === 'year') return <YearView labels={labels} onChosen={() => setView('month')} />;
  if (view === 'month')
    return <MonthView labels={labels} onYears={() => setView('year')} onChosen={() => setView('day')} />;
  return <DayView labels={labels} onlyBusinessDays={onlyBusinessDays} onMonths={() => setView('month')} />;
}

/** Weekends and holidays offered: no day is closed. */
const noClosedDays = () => undefined;

/** The days of the month shown, with react-aria's own previous and next month buttons, and what a crossed-out day means. */
function DayView({
  labels,
  onlyBusinessDays,
  onMonths,
}: {
  labels: CalendarLabels;
  onlyBusinessDays: boolean;
  onMonths: () => void;
}) {
  const state = useCalendarContextState();
  const { locale } = useLocale();
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    state.visibleRange.start.toDate(state.timeZone),
  );
  return (
    <>
      <header className="calendar__header">
        <AriaButton slot="previous" className="calendar__nav" aria-label={labels.previousMonth}>
          <ChevronLeftIcon size={GLYPH_SIZE} />
        </AriaButton>
        <ViewTitle title={title} label={`${title}, ${labels.chooseMonth}`} onPress={onMonths} />
        <AriaButton slot="next" className="calendar__nav" aria-label={labels.nextMonth}>
          <ChevronRightIcon size={GLYPH_SIZE} />
        </AriaButton>
      </header>
      <CalendarGrid className="calendar__grid" weekdayStyle="short">
        {(date) => <DayCell date={date} closedDay={onlyBusinessDays ? labels.closedDay : noClosedDays} />}
      </CalendarGrid>
      <p className="calendar__legend">{labels.legend(onlyBusinessDays)}</p>
    </>
  );
}
