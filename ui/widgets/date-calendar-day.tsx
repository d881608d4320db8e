import { isSameDay, isSameMonth, isToday, type CalendarDate } from '@internationalized/date';
import { useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useCalendarCell } from 'react-aria/useCalendar';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import type { IsoDate } from '../../domain/index';
import { useCalendarContextState } from './date-calendar-view-parts';

/**
 * One day of the month grid: react-aria's CalendarCell, but with a name that says why a day is
 * not offered (issue 33: "zaterdag 6 maart 2027 — niet mogelijk: weekend"). react-aria's cell
 * takes no name of ours, so this builds the same cell from its hook, with the same data
 * attributes the styles read.
 */
export function DayCell({
  date,
  closedDay,
}: {
  readonly date: CalendarDate;
  /** Why a day the calendar does not offer is closed, already translated; undefined when it is not closed. */
  readonly closedDay: (date: IsoDate) => string | undefined;
}) {
  const state = useCalendarContextState();
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(state.visibleRange.start, date);
  const cell = useCalendarCell({ date, isOutsideMonth }, state, ref);
  const { hoverProps, isHovered } = useHover({ isDisabled: cell.isDisabled || cell.isUnavailable });
  const { focusProps, isFocusVisible } = useFocusRing();
  const range =
    'highlightedRange' in state ? (state.highlightedRange as { start: CalendarDate; end: CalendarDate } | null) : null;
  // Days outside the window are disabled for that reason, whatever day of the week they are.
  const reason = cell.isUnavailable && !cell.isDisabled ? closedDay(date.toString() as IsoDate) : undefined;
  const name = cell.buttonProps['aria-label'];
  return (
    <td {...cell.cellProps}>
      <div
        {...mergeProps(cell.buttonProps, focusProps, hoverProps)}
        ref={ref}
        aria-label={reason && name ? `${name} — ${reason}` : name}
        className="calendar__cell"
        data-focused={cell.isFocused || undefined}
        data-hovered={isHovered || undefined}
        data-pressed={cell.isPressed || undefined}
        data-unavailable={cell.isUnavailable || undefined}
        data-disabled={cell.isDisabled || undefined}
        data-focus-visible={(isFocusVisible && cell.isFocused) || undefined}
        data-outside-visible-range={cell.isOutsideVisibleRange || undefined}
        data-outside-month={isOutsideMonth || undefined}
        data-selected={cell.isSelected || undefined}
        data-selection-start={(range && isSameDay(date, range.start)) || undefined}
        data-selection-end={(range && isSameDay(date, range.end)) || undefined}
        data-today={isToday(date, state.timeZone) || undefined}
      >
        {cell.formattedDate}
      </div>
    </td>
  );
}
