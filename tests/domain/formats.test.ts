import {
  checkAmount,
  EMPTY_AMOUNT,
  formatAmount,
  formatDisplayDate,
  formatEuro,
  formatServerDate,
  formatWholeEuros,
  isAllowedAmountCharacter,
  languageOf,
  localeOf,
  parseAmount,
  parseIsoDate,
  parseTypedDate,
  roundToStep,
  tidyTypedDate,
  type IsoDate,
} from '../../domain/index';

// Section 9's formats and section 2.10's inputs, by example.

describe('euro amounts', () => {
  it('show € 1.234,56 in nl-NL, with a no-break space after the sign', () => {
    expect(formatEuro(1234.56, 'nl-NL')).toBe('€\u00a01.234,56');
  });

  it('show €1,234.56 in en-GB', () => {
    expect(formatEuro(1234.56, 'en-GB')).toBe('€1,234.56');
  });

  it('always show two decimals and group every three digits', () => {
    expect(formatEuro(5, 'nl-NL')).toBe('€\u00a05,00');
    expect(formatEuro(1234567.8, 'nl-NL')).toBe('€\u00a01.234.567,80');
    expect(formatEuro(0.1 + 0.2, 'en-GB')).toBe('€0.30');
    expect(formatAmount(-1234.5, 'nl-NL')).toBe('-1.234,50');
  });

  it('show an unknown amount as --,--', () => {
    expect(EMPTY_AMOUNT).toBe('--,--');
    expect(formatEuro(null, 'nl-NL')).toBe('--,--');
    expect(formatEuro(undefined, 'en-GB')).toBe('--,--');
    expect(formatAmount(Number.NaN, 'nl-NL')).toBe('--,--');
  });

  it('show a limit as whole euros in its input', () => {
    expect(formatWholeEuros(2500, 'nl-NL')).toBe('2.500');
    expect(formatWholeEuros(2500, 'en-GB')).toBe('2,500');
    expect(formatWholeEuros(0, 'nl-NL')).toBe('0');
  });
});

describe('the amount input (section 2.10)', () => {
  it('reads each locale’s own format', () => {
    expect(parseAmount('1.234,56', 'nl-NL')).toEqual({ ok: true, value: 1234.56 });
    expect(parseAmount('1,234.56', 'en-GB')).toEqual({ ok: true, value: 1234.56 });
    expect(parseAmount('1234,5', 'nl-NL')).toEqual({ ok: true, value: 1234.5 });
    expect(parseAmount(' 250 ', 'en-GB')).toEqual({ ok: true, value: 250 });
  });

  it('refuses what is not an amount in that locale', () => {
    expect(parseAmount('1,234.56', 'nl-NL')).toEqual({ ok: false, error: 'invalidFormat' });
    expect(parseAmount('12.34.5', 'nl-NL')).toEqual({ ok: false, error: 'invalidFormat' });
    expect(parseAmount('1,2345', 'nl-NL')).toEqual({ ok: false, error: 'invalidFormat' });
    expect(parseAmount('€ 10', 'nl-NL')).toEqual({ ok: false, error: 'invalidFormat' });
    expect(parseAmount('', 'nl-NL')).toEqual({ ok: false, error: 'required' });
  });

  it('checks the defaults 0 to 20000', () => {
    expect(checkAmount('20.000', 'nl-NL')).toEqual({ ok: true, value: 20000 });
    expect(checkAmount('20.000,01', 'nl-NL')).toEqual({ ok: false, error: 'aboveMaximum' });
    expect(checkAmount('-0,01', 'nl-NL')).toEqual({ ok: false, error: 'belowMinimum' });
  });

  it('takes only digits, comma, dot and minus', () => {
    expect('0123456789,.-'.split('').every(isAllowedAmountCharacter)).toBe(true);
    expect(['e', '+', ' ', '€', 'a', ''].some(isAllowedAmountCharacter)).toBe(false);
  });

  it('rounds a typed limit to step 1', () => {
    expect(roundToStep(99.5)).toBe(100);
    expect(roundToStep(99.49)).toBe(99);
  });
});

describe('dates', () => {
  it('show in nl-NL form whatever the language', () => {
    expect(formatDisplayDate('2026-04-27' as IsoDate)).toBe('27-04-2026');
    expect(formatServerDate('2029-01-31')).toBe('31-01-2029');
    expect(formatServerDate('2029-01-31T00:00:00Z')).toBe('31-01-2029');
    expect(formatServerDate('31-01-2029')).toBe('-');
    expect(formatServerDate(undefined)).toBe('-');
  });

  it('parse YYYY-MM-DD and say why a text is not a date', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ ok: true, value: '2028-02-29' });
    expect(parseIsoDate('2027-02-29')).toEqual({ ok: false, error: { reason: 'nonexistent' } });
    expect(parseIsoDate('2027-02-30')).toEqual({ ok: false, error: { reason: 'nonexistent' } });
    expect(parseIsoDate('2027-2-3')).toEqual({ ok: false, error: { reason: 'malformed' } });
  });

  it('read what the customer types into the date field', () => {
    expect(tidyTypedDate('27042026')).toBe('27-04-2026');
    expect(tidyTypedDate('27/04/2026')).toBe('27-04-2026');
    expect(parseTypedDate('27.04.2026')).toEqual({ ok: true, value: '2026-04-27' });
    expect(parseTypedDate('1-5-2026')).toEqual({ ok: true, value: '2026-05-01' });
    expect(parseTypedDate('  ')).toEqual({ ok: false, error: { reason: 'empty' } });
    expect(parseTypedDate('27-04')).toEqual({ ok: false, error: { reason: 'malformed' } });
    expect(parseTypedDate('31-04-2026')).toEqual({ ok: false, error: { reason: 'nonexistent' } });
    expect(parseTypedDate('01-01-1907')).toEqual({ ok: false, error: { reason: 'outsideYears' } });
    expect(parseTypedDate('01-01-2100')).toEqual({ ok: false, error: { reason: 'outsideYears' } });
    expect(parseTypedDate('01-01-1908')).toEqual({ ok: true, value: '1908-01-01' });
  });
});

describe('language and locale (section 9)', () => {
  it('is Dutch by default and English only when the page says so', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB')).toBe('en');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf('nl')).toBe('nl');
    expect(languageOf('de')).toBe('nl');
    expect(languageOf(undefined)).toBe('nl');
    expect(localeOf('nl')).toBe('nl-NL');
    expect(localeOf('en')).toBe('en-GB');
  });
});
