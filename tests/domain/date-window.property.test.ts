import fc from 'fast-check';
import {
  addDays,
  checkEndInWindow,
  checkStartInWindow,
  dateWindow,
  latestEndDate,
  periodsOverlap,
  type IsoDate,
} from '../../domain/index';
import { allowedDatesArb, dayOffsetArb, isoDateArb, todayAndWindowArb, todayArb } from '../support/arbitraries/index';
import { dateOfDay, dayNumber } from '../support/arbitraries/day-numbers';
import { shareADay } from '../support/period-oracle';

// Section 9's windows: a start from today up to 190 days ahead (narrowed by the bank's
// earliest/latest start), an end within maxPeriod days and 12 months of the start.

const periodArb = fc
  .tuple(isoDateArb({ min: '2026-01-01' as IsoDate, max: '2026-03-31' as IsoDate }), fc.nat(40))
  .map(([startDate, length]) => ({ startDate, endDate: addDays(startDate, length) }));

describe('periodsOverlap', () => {
  it('is symmetric', () => {
    fc.assert(fc.property(periodArb, periodArb, (a, b) => expect(periodsOverlap(a, b)).toBe(periodsOverlap(b, a))));
  });

  it('holds exactly when the two periods share a day', () => {
    fc.assert(fc.property(periodArb, periodArb, (a, b) => expect(periodsOverlap(a, b)).toBe(shareADay(a, b))));
  });

  it('holds for every period with itself', () => {
    fc.assert(fc.property(periodArb, (a) => expect(periodsOverlap(a, a)).toBe(true)));
  });
});

describe('dateWindow', () => {
  it('starts at the later of today and the bank’s earliest start, and ends at the earlier of today + 190 and its latest start', () => {
    fc.assert(
      fc.property(
        todayArb.chain((today) => allowedDatesArb(today).map((allowed) => ({ today, allowed }))),
        ({ today, allowed }) => {
          const window = dateWindow(today, allowed);
          const horizon = dayNumber(today) + 190;
          expect(dayNumber(window.earliestStart)).toBe(
            Math.max(dayNumber(today), allowed ? dayNumber(allowed.earliestStartDate) : -Infinity),
          );
          expect(dayNumber(window.latestStart)).toBe(
            Math.min(horizon, allowed ? dayNumber(allowed.latestStartDate) : Infinity),
          );
          expect(window.maxPeriodDays).toBe(allowed?.maxPeriod);
        },
      ),
    );
  });

  it('never widens the fixed rule, whatever unreadable values the bank sends', () => {
    const oddValue = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.constantFrom('2026-02-30', '', '2026-1-1', 0, -5, 2.5, Number.NaN, null),
    );
    const oddAllowedArb = fc.option(
      fc.record({ earliestStartDate: oddValue, latestStartDate: oddValue, maxPeriod: oddValue }, { requiredKeys: [] }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(todayArb, oddAllowedArb, (today, allowed) => {
        const window = dateWindow(today, allowed as never);
        expect(window.earliestStart >= today).toBe(true);
        expect(window.latestStart <= addDays(today, 190)).toBe(true);
        const maxPeriod = window.maxPeriodDays;
        expect(maxPeriod === undefined || (Number.isInteger(maxPeriod) && maxPeriod > 0)).toBe(true);
      }),
    );
  });

  it('lets a start through exactly when it lies between the earliest and the latest start', () => {
    fc.assert(
      fc.property(todayAndWindowArb, dayOffsetArb, ({ today, window }, offset) => {
        const start = addDays(today, offset);
        const inside =
          dayNumber(start) >= dayNumber(window.earliestStart) && dayNumber(start) <= dayNumber(window.latestStart);
        expect(checkStartInWindow(start, window) === undefined).toBe(inside);
      }),
    );
  });
});

describe('latestEndDate', () => {
  it('is the earlier of start + maxPeriod days and the same day 12 months on', () => {
    fc.assert(
      fc.property(todayAndWindowArb, fc.nat(190), ({ today, window }, offset) => {
        const start = addDays(today, offset);
        const [year, rest] = [Number(start.slice(0, 4)) + 1, start.slice(4)];
        const yearOn = dayNumber(rest === '-02-29' ? `${year}-02-28` : `${year}${rest}`);
        const expected =
          window.maxPeriodDays === undefined ? yearOn : Math.min(yearOn, dayNumber(start) + window.maxPeriodDays);
        expect(latestEndDate(start, window)).toBe(dateOfDay(expected));
      }),
    );
  });

  it('bounds the ends checkEndInWindow lets through: from the start up to it', () => {
    fc.assert(
      fc.property(todayAndWindowArb, fc.nat(190), dayOffsetArb, ({ today, window }, offset, length) => {
        const start = addDays(today, offset);
        const end = addDays(start, length - 20);
        const expected =
          end < start ? 'beforeStart' : end > latestEndDate(start, window) ? 'afterLatestEnd' : undefined;
        expect(checkEndInWindow(start, end, window)).toBe(expected);
      }),
    );
  });
});
