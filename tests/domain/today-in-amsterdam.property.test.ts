import fc from 'fast-check';
import { todayInAmsterdam } from '../../domain/index';
import { isoDateArb } from '../support/arbitraries/index';
import { dateOfDay, dayNumber, weekdayOfDay } from '../support/arbitraries/day-numbers';

// The bank's day is the Dutch calendar day. An independent statement of Dutch time since 1996:
// UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
// of October. Generated instants cluster around midnight UTC and around both switches.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function lastSundayOf(year: number, month: number): number {
  const lastDay = dayNumber(`${year}-${String(month + 1).padStart(2, '0')}-01`) - 1;
  return lastDay - (weekdayOfDay(lastDay) % 7);
}

const summerTimeStarts = (year: number) => lastSundayOf(year, 3) * DAY + HOUR;
const summerTimeEnds = (year: number) => lastSundayOf(year, 10) * DAY + HOUR;

function dutchCalendarDay(epochMilliseconds: number): string {
  const year = Number(dateOfDay(Math.floor(epochMilliseconds / DAY)).slice(0, 4));
  const summer = epochMilliseconds >= summerTimeStarts(year) && epochMilliseconds < summerTimeEnds(year);
  return dateOfDay(Math.floor((epochMilliseconds + (summer ? 2 : 1) * HOUR) / DAY));
}

const aroundArb = (centre: fc.Arbitrary<number>) =>
  fc.tuple(centre, fc.integer({ min: -3 * HOUR, max: 3 * HOUR })).map(([instant, offset]) => instant + offset);

const yearArb = fc.integer({ min: 2014, max: 2099 });
const aroundMidnightUtcArb = aroundArb(isoDateArb().map((date) => dayNumber(date) * DAY));
const aroundSwitchArb = aroundArb(
  fc.tuple(yearArb, fc.boolean()).map(([year, spring]) => (spring ? summerTimeStarts(year) : summerTimeEnds(year))),
);
const edgeArb = fc
  .tuple(yearArb, fc.boolean(), fc.constantFrom(-1, 0))
  .map(([year, spring, shift]) => (spring ? summerTimeStarts(year) : summerTimeEnds(year)) + shift);

describe('todayInAmsterdam', () => {
  it('is the Dutch calendar day around midnight UTC', () => {
    fc.assert(
      fc.property(aroundMidnightUtcArb, (instant) => expect(todayInAmsterdam(instant)).toBe(dutchCalendarDay(instant))),
      { numRuns: 300 },
    );
  });

  it('is the Dutch calendar day in the hours around both daylight-saving switches', () => {
    fc.assert(
      fc.property(aroundSwitchArb, (instant) => expect(todayInAmsterdam(instant)).toBe(dutchCalendarDay(instant))),
      { numRuns: 300 },
    );
  });

  it('is the Dutch calendar day in the millisecond before and at each switch', () => {
    fc.assert(fc.property(edgeArb, (instant) => expect(todayInAmsterdam(instant)).toBe(dutchCalendarDay(instant))));
  });

  it('turns over at Dutch midnight: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect(todayInAmsterdam(Date.UTC(2026, 0, 14, 22, 59, 59, 999))).toBe('2026-01-14');
    expect(todayInAmsterdam(Date.UTC(2026, 0, 14, 23, 0))).toBe('2026-01-15');
    expect(todayInAmsterdam(Date.UTC(2026, 6, 14, 21, 59, 59, 999))).toBe('2026-07-14');
    expect(todayInAmsterdam(Date.UTC(2026, 6, 14, 22, 0))).toBe('2026-07-15');
    // The night of 24 to 25 October 2026 (summer time ends at 01:00 UTC on the 25th).
    expect(todayInAmsterdam(Date.UTC(2026, 9, 24, 22, 0))).toBe('2026-10-25');
  });
});
