import type { IsoDate } from '../../domain/index';
import { seedPeriod } from '../../sandbox/seed/seed-period';

// The seed's periods lie on business days by the domain's calendar (issue 36.6: one nextBusinessDay).
describe('a seeded period', () => {
  it("moves a start on King's Day 2027 (a Tuesday) to the Wednesday after it", () => {
    expect(seedPeriod({ startInDays: 7, lengthInDays: 0 }, '2027-04-20' as IsoDate)).toEqual({
      startDate: '2027-04-28',
      endDate: '2027-04-28',
    });
  });

  it('moves an end on a Saturday to the Monday after it', () => {
    expect(seedPeriod({ startInDays: 0, lengthInDays: 5 }, '2027-03-01' as IsoDate)).toEqual({
      startDate: '2027-03-01',
      endDate: '2027-03-08',
    });
  });

  it('keeps the days of a sandbox day past 2099, which the calendar does not cover (it looped for ever)', () => {
    expect(seedPeriod({ startInDays: 1, lengthInDays: 2 }, '2100-01-04' as IsoDate)).toEqual({
      startDate: '2100-01-05',
      endDate: '2100-01-07',
    });
  });
});
