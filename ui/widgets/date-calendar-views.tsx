import { endOfMonth, startOfMonth, type CalendarDate } from '@internationalized/date';
import { CalendarMonthPicker, ListBox, ListBoxItem, type Key, type Selection } from 'react-aria-components';
import { PICKER_YEARS } from '../../domain/index';
import type { CalendarLabels } from './date-calendar-labels';
import { useCalendarContextState, ViewHeader, windowOf } from './date-calendar-view-parts';

/**
 * The calendar's month and year views (section 2.10: views day, month and year). They live inside
 * react-aria's Calendar and work on its state: choosing a month or year sets the focused date
 * (react-aria keeps it inside the min/max window), so the day view opens where the customer chose.
 * Months and years are listboxes laid out as grids: react-aria's ListBox does the arrow keys,
 * Home/End, typeahead, Enter and Space; Escape is left alone, so it still closes the calendar.
 */

/** Already translated. */
export type ViewLabels = Pick<
  CalendarLabels,
  'chooseMonth' | 'chooseYear' | 'previousYear' | 'nextYear' | 'previousYears' | 'nextYears'
>;

/** Section 2.10: at most 16 years a page; 1908–2099 is exactly twelve such groups, the first starting in 1908. */
export const YEAR_GROUP_SIZE = 16;

export function yearGroupOf(year: number): { readonly first: number; readonly last: number } {
  const first = PICKER_YEARS.first + Math.floor((year - PICKER_YEARS.first) / YEAR_GROUP_SIZE) * YEAR_GROUP_SIZE;
  return { first, last: Math.min(first + YEAR_GROUP_SIZE - 1, PICKER_YEARS.last) };
}

/**
 * What the customer chose in a listbox whose one selected option is the current month or year:
 * choosing that option again deselects it, which here means choosing it again.
 */
const chosenKey = (keys: Selection, current: Key): Key => (keys === 'all' ? current : ([...keys][0] ?? current));

/** How the month and year listboxes choose: one option, Escape left to the calendar (it closes). */
const CHOOSE_ONE = { layout: 'grid', autoFocus: true, selectionMode: 'single', escapeKeyBehavior: 'none' } as const;

/** The twelve months of the focused year; a month wholly outside the window cannot be chosen. */
export function MonthView({
  labels,
  onYears,
  onChosen,
}: {
  labels: ViewLabels;
  onYears: () => void;
  onChosen: () => void;
}) {
  const state = useCalendarContextState();
  const { first, last } = windowOf(state);
  const year = state.focusedDate.year;
  const offered = (month: CalendarDate) =>
    endOfMonth(month).compare(first) >= 0 && startOfMonth(month).compare(last) <= 0;
  const toYear = (years: number) => state.setFocusedDate(state.focusedDate.add({ years }));
  return (
    <CalendarMonthPicker format="long">
      {({ items, value, onChange }) => (
        <>
          <ViewHeader
            previous={{ label: labels.previousYear, isDisabled: year <= first.year, onPress: () => toYear(-1) }}
            title={String(year)}
            titleLabel={`${year}, ${labels.chooseYear}`}
            onTitle={onYears}
            next={{ label: labels.nextYear, isDisabled: year >= last.year, onPress: () => toYear(1) }}
          />
          <ListBox
            aria-label={`${labels.chooseMonth}, ${year}`}
            className="calendar__choices"
            {...CHOOSE_ONE}
            items={items}
            selectedKeys={[value]}
            disabledKeys={items.filter((month) => !offered(month.date)).map((month) => month.id)}
            onSelectionChange={(keys) => {
              onChange(chosenKey(keys, value));
              // The day view's focused day takes the focus as soon as its cell is there.
              state.setFocused(true);
              onChosen();
            }}
          >
            {(month) => (
              <ListBoxItem id={month.id} textValue={month.formatted} className="calendar__choice">
                {month.formatted}
              </ListBoxItem>
            )}
          </ListBox>
        </>
      )}
    </CalendarMonthPicker>
  );
}

/** Sixteen years at a time (fewer never: the groups divide 1908–2099); a year outside the window cannot be chosen. */
export function YearView({ labels, onChosen }: { labels: ViewLabels; onChosen: () => void }) {
  const state = useCalendarContextState();
  const { first, last } = windowOf(state);
  const group = yearGroupOf(state.focusedDate.year);
  const years = Array.from({ length: group.last - group.first + 1 }, (_, index) => ({ id: group.first + index }));
  const offered = (year: number) => year >= first.year && year <= last.year;
  const toGroup = (direction: -1 | 1) =>
    state.setFocusedDate(state.focusedDate.add({ years: direction * YEAR_GROUP_SIZE }));
  const title = `${group.first}–${group.last}`;
  return (
    <>
      <ViewHeader
        // A group with no year to choose is not offered.
        previous={{ label: labels.previousYears, isDisabled: group.first <= first.year, onPress: () => toGroup(-1) }}
        title={title}
        next={{ label: labels.nextYears, isDisabled: group.last >= last.year, onPress: () => toGroup(1) }}
      />
      <ListBox
        aria-label={`${labels.chooseYear}, ${title}`}
        className="calendar__choices calendar__choices--years"
        {...CHOOSE_ONE}
        items={years}
        selectedKeys={[state.focusedDate.year]}
        disabledKeys={years.filter((year) => !offered(year.id)).map((year) => year.id)}
        onSelectionChange={(keys) => {
          state.setFocusedDate(state.focusedDate.set({ year: Number(chosenKey(keys, state.focusedDate.year)) }));
          onChosen();
        }}
      >
        {(year) => (
          <ListBoxItem id={year.id} textValue={String(year.id)} className="calendar__choice">
            {String(year.id)}
          </ListBoxItem>
        )}
      </ListBox>
    </>
  );
}
