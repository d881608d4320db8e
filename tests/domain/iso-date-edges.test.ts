import { daysBetween, isAfter, isBefore, maxDate, minDate, type IsoDate } from '../../domain/index';

// Issue 36: the date comparisons and day counts the mutation run (npm run test:mutation --
// iso-date) found untested.
const day = (text: string) => text as IsoDate;

describe('comparing ISO dates', () => {
  it('is before and after strictly: a day is neither before nor after itself', () => {
    expect(isBefore(day('2027-04-26'), day('2027-04-27'))).toBe(true);
    expect(isBefore(day('2027-04-27'), day('2027-04-27'))).toBe(false);
    expect(isBefore(day('2027-04-28'), day('2027-04-27'))).toBe(false);
    expect(isAfter(day('2027-04-28'), day('2027-04-27'))).toBe(true);
    expect(isAfter(day('2027-04-27'), day('2027-04-27'))).toBe(false);
    expect(isAfter(day('2026-12-31'), day('2027-01-01'))).toBe(false);
  });

  it('takes the earlier and the later of two, in either order', () => {
    expect(minDate(day('2027-04-27'), day('2027-05-05'))).toBe('2027-04-27');
    expect(minDate(day('2027-05-05'), day('2027-04-27'))).toBe('2027-04-27');
    expect(maxDate(day('2027-04-27'), day('2027-05-05'))).toBe('2027-05-05');
    expect(maxDate(day('2027-05-05'), day('2027-04-27'))).toBe('2027-05-05');
  });
});

describe('days between two dates', () => {
  it('counts whole days across months and years, backwards as negative', () => {
    expect(daysBetween(day('2027-01-01'), day('2028-01-01'))).toBe(365);
    expect(daysBetween(day('2028-01-01'), day('2029-01-01'))).toBe(366);
    expect(daysBetween(day('2027-04-27'), day('2027-03-28'))).toBe(-30);
  });
});
