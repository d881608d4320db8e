import { parseDate, type CalendarDate } from '@internationalized/date';
import { useContext, useLayoutEffect, useRef } from 'react';
import { RangeCalendar, RangeCalendarStateContext } from 'react-aria-components';
import type { IsoDate, Locale } from '../../domain/index';
import type { CalendarLabels } from './date-calendar-labels';
import { CalendarFrame, CalendarViews, FIRST_DAY_OF_WEEK, isoOf, pickerWindow } from './date-calendar-frame';
import { offersRangeDay, periodReach, type ChosenPeriod, type PeriodBounds } from './date-range-days';

export type DateRangeCalendarProps = {
  readonly locale: Locale;
  readonly start: IsoDate | undefined;
  readonly end: IsoDate | undefined;
  readonly bounds: PeriodBounds;
  /** Opened from the end date's field with a start chosen: the start stays, the next pick is the end. */
  readonly keepStart: boolean;
  readonly onlyBusinessDays: boolean;
  /** Already translated; `steps` say what the next pick chooses. */
  readonly labels: CalendarLabels & {
    readonly steps: { readonly both: string; readonly start: string; readonly end: string };
  };
  readonly onSelect: (period: ChosenPeriod) => void;
  readonly onClose: () => void;
};

/**
 * Section 2.10's range view, lazily loaded like the one-day calendar: react-aria's RangeCalendar
 * picks a period's start and end in one calendar. Days inside a period may be closed days.
 */
export default function DateRangeCalendar({
  locale,
  start,
  end,
  bounds,
  keepStart,
  onlyBusinessDays,
  labels,
  onSelect,
  onClose,
}: DateRangeCalendarProps) {
  const keeps = keepStart && start !== undefined;
  // With the start kept, the calendar shows only what its period can reach.
  const reach = keeps ? bounds.endFor(start) : periodReach(bounds);
  const { first, last } = pickerWindow(reach.min, reach.max);
  const chosen = start && end && start <= end ? { start: parseDate(start), end: parseDate(end) } : null;
  const focused = (keeps ? (end ?? start) : (start ?? end)) ?? undefined;
  return (
    <CalendarFrame locale={locale} labels={labels} onClose={onClose}>
      <RangeCalendar
        className="calendar--range"
        aria-label={labels.calendar}
        autoFocus
        value={chosen}
        defaultFocusedValue={focused ? parseDate(focused) : undefined}
        minValue={parseDate(first)}
        maxValue={parseDate(last)}
        firstDayOfWeek={FIRST_DAY_OF_WEEK}
        allowsNonContiguousRanges
        // Not "select": a release outside the day grid (a month or year chosen, the step text)
        // would end the period there. The first pick is kept instead (KeepFirstPick).
        commitBehavior="reset"
        isDateUnavailable={(date, anchor) =>
          !offersRangeDay(isoOf(date), bounds, {
            anchor: anchor ? isoOf(anchor) : undefined,
            startKept: keeps,
            onlyBusinessDays,
          })
        }
        onChange={(range) => {
          if (range) onSelect({ start: isoOf(range.start), end: isoOf(range.end) });
        }}
      >
        <KeepFirstPick initial={keeps ? start : undefined} />
        <NextPick bounds={bounds} steps={labels.steps} />
        <CalendarViews labels={labels} onlyBusinessDays={onlyBusinessDays} />
      </RangeCalendar>
    </CalendarFrame>
  );
}

/**
 * The first pick stays until the second (or Escape): react-aria drops it when the pointer is
 * released outside the day grid or focus leaves it, which the month and year views (ours) do.
 * `initial`: the start kept when opened from the end date's field, as if picked first.
 */
function KeepFirstPick({ initial }: { readonly initial: IsoDate | undefined }) {
  const state = useContext(RangeCalendarStateContext);
  const kept = useRef<CalendarDate | null>(initial ? parseDate(initial) : null);
  const anchor = state?.anchorDate ?? null;
  useLayoutEffect(() => {
    if (anchor) kept.current = anchor;
    else if (kept.current) state?.setAnchorDate(kept.current);
  }, [anchor, state]);
  return null;
}

/** What the next pick chooses, in words beside the grid (and announced as it changes). */
function NextPick({
  bounds,
  steps,
}: {
  readonly bounds: PeriodBounds;
  readonly steps: DateRangeCalendarProps['labels']['steps'];
}) {
  const anchor = useContext(RangeCalendarStateContext)?.anchorDate;
  const day = anchor ? isoOf(anchor) : undefined;
  const text = day === undefined ? steps.both : day <= bounds.start.max ? steps.end : steps.start;
  return (
    <p className="calendar__step" aria-live="polite">
      {text}
    </p>
  );
}
