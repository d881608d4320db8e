import fc from 'fast-check';
import { isDateText } from '../../domain/calendar/date-text';
import { formatDisplayDate, parseIsoDate } from '../../domain/index';

// The first module's paint reads dates without Temporal (issue 34): its check must agree with
// the one the app makes with Temporal, day for day.

const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

describe('a date as text', () => {
  it('is a day exactly when parseIsoDate takes it', () => {
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string()), (text) => {
        expect(isDateText(text)).toBe(parseIsoDate(text).ok);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows as dd-mm-yyyy', () => {
    expect(formatDisplayDate('2028-02-29' as Parameters<typeof formatDisplayDate>[0])).toBe('29-02-2028');
  });
});
