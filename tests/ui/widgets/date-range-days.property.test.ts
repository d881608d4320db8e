import fc from 'fast-check';
import { addDays, checkPeriod, isBefore, type IsoDate } from '../../../domain/index';
import { periodView } from '../../../ui/editing/period-view';
import { offersRangeDay } from '../../../ui/widgets/date-range-days';
import { dayOffsetArb, todayAndWindowArb } from '../../support/arbitraries/index';

// The range calendar's days against section 5's date rules, the ones the bank enforces: what the
// calendar lets the customer pick is a period the bank accepts, and every period the bank accepts
// can be picked. The bounds are the editors' own (periodView), so this holds their wiring too.

const picksArb = fc.record({ scenario: todayAndWindowArb, first: dayOffsetArb, second: dayOffsetArb });

type Picks = typeof picksArb extends fc.Arbitrary<infer T> ? T : never;

function setting({ scenario, first, second }: Picks) {
  const bounds = periodView('period', {}, scenario.window).periodBounds!;
  const [a, b] = [addDays(scenario.today, first), addDays(scenario.today, second)];
  const period = isBefore(b, a) ? { startDate: b, endDate: a } : { startDate: a, endDate: b };
  return { bounds, a, b, period, window: scenario.window };
}

const free = (anchor: IsoDate | undefined) => ({ anchor, startKept: false, onlyBusinessDays: true });

describe('the range calendar’s days (section 2.10, against section 5)', () => {
  it('two days it offers, in either order, make a period the bank accepts', () => {
    fc.assert(
      fc.property(picksArb, (picks) => {
        const { bounds, a, b, period, window } = setting(picks);
        fc.pre(offersRangeDay(a, bounds, free(undefined)) && offersRangeDay(b, bounds, free(a)));
        expect(checkPeriod(period, window)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('every period the bank accepts can be picked, start first or end first, and from its kept start', () => {
    fc.assert(
      fc.property(picksArb, (picks) => {
        const { bounds, period, window } = setting(picks);
        fc.pre(checkPeriod(period, window) === undefined);
        const { startDate: start, endDate: end } = period;
        expect(offersRangeDay(start, bounds, free(undefined))).toBe(true);
        expect(offersRangeDay(end, bounds, free(start))).toBe(true);
        expect(offersRangeDay(end, bounds, free(undefined))).toBe(true);
        expect(offersRangeDay(start, bounds, free(end))).toBe(true);
        expect(offersRangeDay(end, bounds, { anchor: start, startKept: true, onlyBusinessDays: true })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('with the start kept, no day before it is offered', () => {
    fc.assert(
      fc.property(picksArb, (picks) => {
        const { bounds, period } = setting(picks);
        fc.pre(period.startDate !== period.endDate);
        expect(
          offersRangeDay(period.startDate, bounds, { anchor: period.endDate, startKept: true, onlyBusinessDays: true }),
        ).toBe(false);
      }),
    );
  });
});
