import { checkEndInWindow, dateWindow, type IsoDate } from '../../domain/index';

// Issue 36: the edges of the date window the mutation run (npm run test:mutation -- date-window)
// found no test for.
const day = (text: string) => text as IsoDate;

describe('an end date in the window', () => {
  const window = dateWindow(day('2027-04-20'), {
    earliestStartDate: '2027-04-20',
    latestStartDate: '2027-06-01',
    maxPeriod: 30,
  });

  it('may be the start itself, and not a day before it', () => {
    expect(checkEndInWindow(day('2027-05-03'), day('2027-05-03'), window)).toBeUndefined();
    expect(checkEndInWindow(day('2027-05-03'), day('2027-05-02'), window)).toBe('beforeStart');
  });

  it('may be the start plus maxPeriod (30) days, and not a day later', () => {
    expect(checkEndInWindow(day('2027-05-03'), day('2027-06-02'), window)).toBeUndefined();
    expect(checkEndInWindow(day('2027-05-03'), day('2027-06-03'), window)).toBe('afterLatestEnd');
  });
});

describe('allowed dates that are no object', () => {
  it.each([null, undefined, 'allowed', 30, true])('%p leave the fixed window: today to 190 days ahead', (allowed) => {
    expect(dateWindow(day('2027-04-20'), allowed)).toEqual({
      earliestStart: '2027-04-20',
      latestStart: '2027-10-27',
      maxPeriodDays: undefined,
    });
  });
});
