import fc from 'fast-check';
import { addDays, addMonths, daysBetween, isBefore, isIsoDate, parseIsoDate, type IsoDate } from '../../domain/index';
import { isoDateArb } from '../support/arbitraries/index';
import { dateOfDay, dayNumber } from '../support/arbitraries/day-numbers';

// Section 9: dates travel as YYYY-MM-DD; only real days of the Gregorian calendar are dates.

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isRealDay = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]! + (month === 2 && isLeapYear(year) ? 1 : 0);

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Any YYYY-MM-DD shape, with months and days up to 99 so that most are not real days. */
const dateShapedArb = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1896, max: 2104 })),
    month: fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 })),
    day: fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 27, max: 32 })),
  })
  .map(({ year, month, day }) => ({ year, month, day, text: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` }));

describe('parseIsoDate', () => {
  it('accepts a YYYY-MM-DD text exactly when it names a real day, and calls the rest nonexistent', () => {
    fc.assert(
      fc.property(dateShapedArb, ({ year, month, day, text }) => {
        const parsed = parseIsoDate(text);
        expect(parsed).toEqual(
          isRealDay(year, month, day) ? { ok: true, value: text } : { ok: false, error: { reason: 'nonexistent' } },
        );
      }),
      {
        numRuns: 500,
        examples: [2000, 2024, 2100].map((year) => [{ year, month: 2, day: 29, text: `${year}-02-29` }]),
      },
    );
  });

  it('calls every text that is not YYYY-MM-DD malformed', () => {
    const nearMisses = fc.oneof(
      fc.string(),
      dateShapedArb.map(({ text }) => ` ${text}`),
      dateShapedArb.map(({ text }) => `${text}T00:00:00Z`),
      dateShapedArb.map(({ text }) => text.replace(/-/g, '/')),
      fc.constantFrom('2026-1-01', '2026-01-1', '20260101', '+2026-01-01', '12026-01-01', '٢٠٢٦-٠١-٠١', '2026-01-01\n'),
    );
    fc.assert(
      fc.property(nearMisses, (text) => {
        fc.pre(!/^\d{4}-\d{2}-\d{2}$/.test(text));
        expect(parseIsoDate(text)).toEqual({ ok: false, error: { reason: 'malformed' } });
      }),
    );
  });

  it('calls anything that is not a string malformed', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => {
          expect(parseIsoDate(value)).toEqual({ ok: false, error: { reason: 'malformed' } });
          expect(isIsoDate(value)).toBe(false);
        },
      ),
    );
  });

  it('gives back the very text of every date it accepts', () => {
    const anyCenturyArb = isoDateArb({ min: '0001-01-01' as IsoDate, max: '9999-12-31' as IsoDate });
    fc.assert(
      fc.property(anyCenturyArb, (date) => expect(parseIsoDate(String(date))).toEqual({ ok: true, value: date })),
    );
  });
});

describe('date arithmetic', () => {
  it('adds days as plain day counting does', () => {
    fc.assert(
      fc.property(isoDateArb(), fc.integer({ min: -800, max: 800 }), (date, days) =>
        expect(addDays(date, days)).toBe(dateOfDay(dayNumber(date) + days)),
      ),
    );
  });

  it('counts back the days it added', () => {
    fc.assert(
      fc.property(isoDateArb(), fc.integer({ min: -800, max: 800 }), (date, days) =>
        expect(daysBetween(date, addDays(date, days))).toBe(days),
      ),
    );
  });

  it('adds twelve months as the same day a year later, 29 February becoming 28 February', () => {
    fc.assert(
      fc.property(isoDateArb(), (date) => {
        const year = Number(date.slice(0, 4)) + 1;
        const expected = date.endsWith('-02-29') ? `${year}-02-28` : `${year}${date.slice(4)}`;
        expect(addMonths(date, 12)).toBe(expected);
      }),
    );
  });

  it('orders dates as their day counts order', () => {
    fc.assert(
      fc.property(isoDateArb(), isoDateArb(), (a, b) => expect(isBefore(a, b)).toBe(dayNumber(a) < dayNumber(b))),
    );
  });
});
