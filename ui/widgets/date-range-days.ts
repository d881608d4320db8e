import { isBankBusinessDay, type DateBounds, type IsoDate } from '../../domain/index';

/** A period picked in the range calendar. */
export type ChosenPeriod = { readonly start: IsoDate; readonly end: IsoDate };

/** What the period's dates must keep to: where a period may start, and how far one may run. */
export type PeriodBounds = {
  /** The days a period may start on. */
  readonly start: DateBounds;
  /** The days a period that starts on `start` may end on (from the start itself). */
  readonly endFor: (start: IsoDate) => DateBounds;
};

const inside = (day: IsoDate, bounds: DateBounds) => day >= bounds.min && day <= bounds.max;

/** Every day some period can start or end on: from the first start to the end of the last start's period. */
export const periodReach = (bounds: PeriodBounds): DateBounds => ({
  min: bounds.start.min,
  max: bounds.endFor(bounds.start.max).max,
});

export type RangePick = {
  /** The first pick, if made (or the start kept). */
  readonly anchor: IsoDate | undefined;
  /** The anchor is the chosen start, kept: the next pick can only be its end. */
  readonly startKept: boolean;
  /** Weekends and public holidays are never offered (the bank refuses them as a start or end). */
  readonly onlyBusinessDays: boolean;
};

/**
 * Which days the range calendar offers. Before the first pick, any day some period can start or
 * end on. After it (the anchor), a day that makes a period with the anchor: a later day the
 * anchor's period reaches, or (the calendar takes two picks in either order, unless the start is
 * kept) an earlier day that can start a period reaching the anchor. Days between the two may be
 * closed days.
 */
export function offersRangeDay(
  day: IsoDate,
  bounds: PeriodBounds,
  { anchor, startKept, onlyBusinessDays }: RangePick,
): boolean {
  if (onlyBusinessDays && !isBankBusinessDay(day)) return false;
  if (anchor === undefined) return inside(day, periodReach(bounds));
  if (day >= anchor) return inside(anchor, bounds.start) && day <= bounds.endFor(anchor).max;
  return !startKept && inside(day, bounds.start) && anchor <= bounds.endFor(day).max;
}
