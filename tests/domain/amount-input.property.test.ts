import fc from 'fast-check';
import {
  checkAmount,
  EMPTY_AMOUNT,
  formatAmount,
  formatEuro,
  formatWholeEuros,
  parseAmount,
  type Locale,
} from '../../domain/index';

// Section 9: EUR with two decimals; nl-NL groups with "." and separates decimals with ",",
// en-GB the other way round. What the amount field parses must be what was shown.

const localeArb = fc.constantFrom<Locale>('nl-NL', 'en-GB');
const centsArb = fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: -1e13, max: 1e13 }));
const SEPARATORS = { 'nl-NL': { thousands: '.', decimal: ',' }, 'en-GB': { thousands: ',', decimal: '.' } } as const;

describe('amounts', () => {
  it('parse back to the amount they were formatted from, in both locales', () => {
    fc.assert(
      fc.property(centsArb, localeArb, (cents, locale) =>
        expect(parseAmount(formatAmount(cents / 100, locale), locale)).toEqual({ ok: true, value: cents / 100 }),
      ),
    );
  });

  it('parse the same without thousands separators', () => {
    fc.assert(
      fc.property(centsArb, localeArb, (cents, locale) => {
        const plain = formatAmount(cents / 100, locale)
          .split(SEPARATORS[locale].thousands)
          .join('');
        expect(parseAmount(plain, locale)).toEqual({ ok: true, value: cents / 100 });
      }),
    );
  });

  it('show two decimals and group the whole euros by three with the locale’s separators', () => {
    fc.assert(
      fc.property(centsArb, localeArb, (cents, locale) => {
        const { thousands, decimal } = SEPARATORS[locale];
        const shown = formatAmount(cents / 100, locale);
        const escaped = (text: string) => text.replace(/[.]/g, '\\.');
        expect(shown).toMatch(new RegExp(`^-?\\d{1,3}(${escaped(thousands)}\\d{3})*${escaped(decimal)}\\d{2}$`));
        expect(shown.split(thousands).join('').replace(decimal, '.')).toBe(
          (cents / 100).toFixed(2).replace(/^-0\.00$/, '0.00'),
        );
      }),
    );
  });

  it('show whole euros without decimals, and parse them back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), localeArb, (euros, locale) => {
        const shown = formatWholeEuros(euros, locale);
        expect(shown).not.toContain(SEPARATORS[locale].decimal);
        expect(parseAmount(shown, locale)).toEqual({ ok: true, value: euros });
      }),
    );
  });

  it('put the euro sign before the amount: “€ ” with a no-break space in nl-NL, “€” in en-GB', () => {
    fc.assert(
      fc.property(centsArb, localeArb, (cents, locale) => {
        const prefix = locale === 'nl-NL' ? '€\u00a0' : '€';
        expect(formatEuro(cents / 100, locale)).toBe(`${prefix}${formatAmount(cents / 100, locale)}`);
      }),
    );
  });

  it('show an unknown amount as --,-- and never as a number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
        localeArb,
        (amount, locale) => {
          expect(formatAmount(amount, locale)).toBe(EMPTY_AMOUNT);
          expect(formatEuro(amount, locale)).toBe(EMPTY_AMOUNT);
        },
      ),
    );
  });

  it('refuse more than two decimals', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 100, max: 99_999 }), localeArb, (euros, fraction, locale) => {
        expect(parseAmount(`${euros}${SEPARATORS[locale].decimal}${fraction}`, locale)).toEqual({
          ok: false,
          error: 'invalidFormat',
        });
      }),
    );
  });

  it('check a readable amount against its bounds, naming the bound it passed', () => {
    fc.assert(
      fc.property(
        centsArb,
        fc.integer({ min: -1000, max: 1000 }),
        fc.nat(50_000),
        localeArb,
        (cents, min, span, locale) => {
          const amount = cents / 100;
          const result = checkAmount(formatAmount(amount, locale), locale, { min, max: min + span });
          if (amount < min) expect(result).toEqual({ ok: false, error: 'belowMinimum' });
          else if (amount > min + span) expect(result).toEqual({ ok: false, error: 'aboveMaximum' });
          else expect(result).toEqual({ ok: true, value: amount });
        },
      ),
    );
  });

  it('ask for an amount when the field is empty or blank', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), localeArb, (blank, locale) =>
        expect(checkAmount(blank, locale)).toEqual({ ok: false, error: 'required' }),
      ),
    );
  });
});
