import { toCalendarDate } from '@internationalized/date';
import { useContext } from 'react';
import { Button, CalendarStateContext, RangeCalendarStateContext, type CalendarState } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon, GLYPH_SIZE } from './icons';

/** The calendar views' shared parts: the state they work on and the heading each view shows. */

/** The window the calendar was given (both calendars always pass both ends). */
export function windowOf(state: CalendarState) {
  return { first: toCalendarDate(state.minValue!), last: toCalendarDate(state.maxValue!) };
}

/** The state of the Calendar or RangeCalendar around: its focused date and window. */
export function useCalendarContextState(): CalendarState {
  const single = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  // What the views use (focused date, window, visible range) is the same in both states.
  const state = (single ?? range) as CalendarState | null;
  if (!state) throw new Error('The calendar views belong inside a Calendar or RangeCalendar');
  return state;
}

export type Step = { readonly label: string; readonly isDisabled: boolean; readonly onPress: () => void };

/** A view's heading: what it shows, as a button when it leads to the view above. */
export function ViewTitle({ title, label, onPress }: { title: string; label?: string; onPress?: () => void }) {
  // slot={null}: inside the Calendar a Button would otherwise take its previous/next slot.
  return (
    <h2>
      {onPress ? (
        <Button slot={null} className="calendar__title-button" aria-label={label} onPress={onPress}>
          {title}
        </Button>
      ) : (
        title
      )}
    </h2>
  );
}

/** Previous, the view's title, next. */
export function ViewHeader({
  previous,
  title,
  titleLabel,
  onTitle,
  next,
}: {
  previous: Step;
  title: string;
  titleLabel?: string;
  onTitle?: () => void;
  next: Step;
}) {
  return (
    <header className="calendar__header">
      <Button
        slot={null}
        className="calendar__nav"
        aria-label={previous.label}
        isDisabled={previous.isDisabled}
        onPress={previous.onPress}
      >
        <ChevronLeftIcon size={GLYPH_SIZE} />
      </Button>
      <ViewTitle title={title} label={titleLabel} onPress={onTitle} />
      <Button
        slot={null}
        className="calendar__nav"
        aria-label={next.label}
        isDisabled={next.isDisabled}
        onPress={next.onPress}
      >
        <ChevronRightIcon size={GLYPH_SIZE} />
      </Button>
    </header>
  );
}
