import fc from 'fast-check';
import {
  formatDisplayDate,
  parseTypedDate,
  PICKER_YEARS,
  tidyTypedDate,
  TYPED_DATE_MAX_LENGTH,
  type IsoDate,
} from '../../domain/index';
import { isoDateArb } from '../support/arbitraries/index';

// Section 2.10: the date field takes dd-mm-yyyy (slashes converted, eight digits formatted),
// at most 10 characters, in the years 1908–2099; section 9 shows dates in that nl-NL form.

const pickerDateArb = isoDateArb({
  min: `${PICKER_YEARS.first}-01-01` as IsoDate,
  max: `${PICKER_YEARS.last}-12-31` as IsoDate,
});
const outsideYearsArb = fc.oneof(
  isoDateArb({ min: '1000-01-01' as IsoDate, max: `${PICKER_YEARS.first - 1}-12-31` as IsoDate }),
  isoDateArb({ min: `${PICKER_YEARS.last + 1}-01-01` as IsoDate, max: '9999-12-31' as IsoDate }),
);

describe('typed dates', () => {
  it('read back every date shown in dd-mm-yyyy form', () => {
    fc.assert(
      fc.property(pickerDateArb, (date) =>
        expect(parseTypedDate(formatDisplayDate(date))).toEqual({ ok: true, value: date }),
      ),
    );
  });

  it('read a date typed with slashes or dots, or as eight bare digits, the same as with dashes', () => {
    fc.assert(
      fc.property(pickerDateArb, fc.constantFrom('/', '.', ''), (date, separator) => {
        const typed = formatDisplayDate(date).replace(/-/g, separator);
        expect(parseTypedDate(typed)).toEqual({ ok: true, value: date });
      }),
    );
  });

  it('tidy eight digits, slashes and dots into the shown form', () => {
    fc.assert(
      fc.property(pickerDateArb, fc.constantFrom('/', '.', '', '-'), (date, separator) => {
        expect(tidyTypedDate(formatDisplayDate(date).replace(/-/g, separator))).toBe(formatDisplayDate(date));
      }),
    );
  });

  it('tidy a date with either dash left out (a year retyped after its dash was deleted) into the shown form', () => {
    fc.assert(
      fc.property(pickerDateArb, fc.constantFrom(0, 1), (date, dropped) => {
        const shown = formatDisplayDate(date);
        const typed = dropped === 0 ? `${shown.slice(0, 2)}${shown.slice(3)}` : `${shown.slice(0, 5)}${shown.slice(6)}`;
        expect(tidyTypedDate(typed)).toBe(shown);
      }),
    );
  });

  it('leave digits that do not fill the dd-mm-yyyy places alone (a one-digit day, a five-digit year)', () => {
    for (const typed of ['1-3-2027', '1-03-20278', '1-032027']) expect(tidyTypedDate(typed)).toBe(typed);
  });

  it('tidy idempotently and never beyond 10 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789-/. ab'.split('')), maxLength: 14 }), (text) => {
        const tidy = tidyTypedDate(text);
        expect(tidyTypedDate(tidy)).toBe(tidy);
        expect(tidy.length).toBeLessThanOrEqual(TYPED_DATE_MAX_LENGTH);
      }),
    );
  });

  it('refuse real dates outside the picker’s years as outsideYears', () => {
    fc.assert(
      fc.property(outsideYearsArb, (date) =>
        expect(parseTypedDate(formatDisplayDate(date))).toEqual({ ok: false, error: { reason: 'outsideYears' } }),
      ),
    );
  });

  it('only ever give a date inside the picker’s years, whatever was typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789-/.'.split('')), maxLength: 12 })),
        (text) => {
          const parsed = parseTypedDate(text);
          if (parsed.ok) {
            const year = Number(parsed.value.slice(0, 4));
            expect(year >= PICKER_YEARS.first && year <= PICKER_YEARS.last).toBe(true);
          } else {
            expect(['empty', 'malformed', 'nonexistent', 'outsideYears']).toContain(parsed.error.reason);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
