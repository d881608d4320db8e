import { addDays, dateWindow, endDateBounds, startDateBounds, type IsoDate } from '../../domain/index';

// What the date pickers offer (sections 2.6, 2.10 and 4). Today is Monday 23 November 2026.

const today = '2026-11-23' as IsoDate;
const d = (text: string) => text as IsoDate;
const window = dateWindow(today, { earliestStartDate: '2026-11-24', latestStartDate: '2027-06-01', maxPeriod: 30 });

describe('date picker bounds', () => {
  it('the start picker offers the window: earliest to latest start', () => {
    expect(startDateBounds(window)).toEqual({ min: d('2026-11-24'), max: d('2027-06-01') });
  });

  it('before a start is chosen, the end picker runs to latestStartDate', () => {
    expect(endDateBounds(window, undefined)).toEqual({ min: d('2026-11-24'), max: d('2027-06-01') });
  });

  it('once a start is chosen, the end picker runs from it to start + maxPeriod', () => {
    expect(endDateBounds(window, d('2026-12-01'))).toEqual({ min: d('2026-12-01'), max: addDays(d('2026-12-01'), 30) });
  });

  it('never offers an end past 12 months after the start, whatever maxPeriod says', () => {
    const long = dateWindow(today, { earliestStartDate: '2026-11-23', latestStartDate: '2027-06-01', maxPeriod: 500 });
    expect(endDateBounds(long, d('2026-12-01')).max).toBe(d('2027-12-01'));
  });
});
