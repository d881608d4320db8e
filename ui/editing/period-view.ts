import {
  endDateBounds,
  startDateBounds,
  type ChosenDates,
  type DateBounds,
  type DateWindow,
  type IsoDate,
  type TemporaryOption,
} from '../../domain/index';
import type { PeriodBounds } from '../widgets/date-range-days';

export type DateFieldView = { readonly value: IsoDate | undefined; readonly bounds: DateBounds };

/** The "how long active" select and the date pickers it opens (sections 2.5 and 2.6). */
export type PeriodView = {
  readonly option: TemporaryOption | undefined;
  /** Shown for another day and for a period; labelled "start" only for a period. */
  readonly start: (DateFieldView & { readonly label: 'start' | 'single' }) | undefined;
  /** Shown for a period only. */
  readonly end: DateFieldView | undefined;
  /** For a period: what its range calendar offers (section 2.10, view "range"). */
  readonly periodBounds: PeriodBounds | undefined;
};

export function periodView(option: TemporaryOption | undefined, chosen: ChosenDates, window: DateWindow): PeriodView {
  const showsStart = option === 'anotherDay' || option === 'period';
  return {
    option,
    start: showsStart
      ? { value: chosen.start, bounds: startDateBounds(window), label: option === 'period' ? 'start' : 'single' }
      : undefined,
    end: option === 'period' ? { value: chosen.end, bounds: endDateBounds(window, chosen.start) } : undefined,
    periodBounds:
      option === 'period'
        ? { start: startDateBounds(window), endFor: (start) => endDateBounds(window, start) }
        : undefined,
  };
}
