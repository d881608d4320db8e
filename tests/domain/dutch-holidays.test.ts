import { dutchHolidayOn, dutchHolidays, easterSunday, isDutchPublicHoliday, type IsoDate } from '../../domain/index';

// Known Dutch public holidays, as published, for a year where 27 April is a Sunday (2025) and
// for 2026 and 2027; and 2014, the first Koningsdag, which also moved to the 26th.

const byName = (year: number) => Object.fromEntries(dutchHolidays(year).map((holiday) => [holiday.name, holiday.date]));

describe('Dutch public holidays', () => {
  it('in 2025 move Koningsdag to Saturday 26 April, as the 27th is a Sunday', () => {
    expect(byName(2025)).toEqual({
      nieuwjaarsdag: '2025-01-01',
      eerstePaasdag: '2025-04-20',
      tweedePaasdag: '2025-04-21',
      koningsdag: '2025-04-26',
      bevrijdingsdag: '2025-05-05',
      hemelvaartsdag: '2025-05-29',
      eerstePinksterdag: '2025-06-08',
      tweedePinksterdag: '2025-06-09',
      eersteKerstdag: '2025-12-25',
      tweedeKerstdag: '2025-12-26',
    });
  });

  it('in 2026 are the published dates', () => {
    expect(byName(2026)).toEqual({
      nieuwjaarsdag: '2026-01-01',
      eerstePaasdag: '2026-04-05',
      tweedePaasdag: '2026-04-06',
      koningsdag: '2026-04-27',
      bevrijdingsdag: '2026-05-05',
      hemelvaartsdag: '2026-05-14',
      eerstePinksterdag: '2026-05-24',
      tweedePinksterdag: '2026-05-25',
      eersteKerstdag: '2026-12-25',
      tweedeKerstdag: '2026-12-26',
    });
  });

  it('in 2027 are the published dates, with Easter in March', () => {
    expect(byName(2027)).toEqual({
      nieuwjaarsdag: '2027-01-01',
      eerstePaasdag: '2027-03-28',
      tweedePaasdag: '2027-03-29',
      koningsdag: '2027-04-27',
      bevrijdingsdag: '2027-05-05',
      hemelvaartsdag: '2027-05-06',
      eerstePinksterdag: '2027-05-16',
      tweedePinksterdag: '2027-05-17',
      eersteKerstdag: '2027-12-25',
      tweedeKerstdag: '2027-12-26',
    });
  });

  it('put the first Koningsdag, in 2014, on 26 April', () => {
    expect(byName(2014).koningsdag).toBe('2014-04-26');
  });

  it('know the latest Easter possible (25 April 2038) and an early one (25 March 2035)', () => {
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2035)).toBe('2035-03-25');
  });

  it('know Easter in other centuries too (a whole year: the computus), at its earliest and latest', () => {
    expect(easterSunday(1818)).toBe('1818-03-22');
    expect(easterSunday(1943)).toBe('1943-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('recognise the days themselves and not their neighbours', () => {
    expect(isDutchPublicHoliday('2026-04-27' as IsoDate)).toBe(true);
    expect(isDutchPublicHoliday('2026-04-26' as IsoDate)).toBe(false);
    expect(isDutchPublicHoliday('2025-04-26' as IsoDate)).toBe(true);
    expect(isDutchPublicHoliday('2025-04-27' as IsoDate)).toBe(false);
    expect(isDutchPublicHoliday('2026-05-05' as IsoDate)).toBe(true);
    expect(isDutchPublicHoliday('2026-12-24' as IsoDate)).toBe(false);
  });

  it('name a day’s holiday, and answer undefined for a value that names no day or a year outside 2014–2099', () => {
    expect(dutchHolidayOn('2027-04-27')).toBe('koningsdag');
    expect(dutchHolidayOn('2027-04-28')).toBeUndefined();
    expect(dutchHolidayOn('2100-12-25')).toBeUndefined();
    expect(dutchHolidayOn('2013-12-25')).toBeUndefined();
    expect(dutchHolidayOn(20271225)).toBeUndefined();
    expect(dutchHolidayOn(null)).toBeUndefined();
    expect(dutchHolidayOn('2027-02-30')).toBeUndefined();
  });
});
