import fc from 'fast-check';
import { bankDateTimeOf, instantAtBankTime, parseInstant, type Instant, type IsoDate } from '../../domain/index';
import { instantArb } from '../support/arbitraries/index';

// A moment is shown as the bank's date and time: Europe/Amsterdam, whatever the device's zone.

describe('the bank’s date and time of a moment', () => {
  it('names a moment that shows as the same date and time again', () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const { date, time } = bankDateTimeOf(instant);
        expect(time).toMatch(/^\d{2}:\d{2}$/);
        expect(bankDateTimeOf(instantAtBankTime(date, time))).toEqual({ date, time });
      }),
    );
  });

  it('is one or two hours ahead of UTC, by the season', () => {
    expect(bankDateTimeOf('2027-01-15T23:30:00.000Z' as Instant)).toEqual({ date: '2027-01-16', time: '00:30' });
    expect(bankDateTimeOf('2027-07-15T21:59:00.000Z' as Instant)).toEqual({ date: '2027-07-15', time: '23:59' });
    expect(instantAtBankTime('2027-03-01' as IsoDate, '14:05')).toBe('2027-03-01T13:05:00.000Z');
    // 28 March 2027, 02:30 does not exist in Amsterdam: the hour after.
    expect(instantAtBankTime('2027-03-28' as IsoDate, '02:30')).toBe('2027-03-28T01:30:00.000Z');
  });

  it('reads only UTC moments that exist', () => {
    fc.assert(
      fc.property(instantArb, (instant) => expect(parseInstant(instant)).toEqual({ ok: true, value: instant })),
    );
    for (const text of [
      '2027-03-01T10:00:00+01:00',
      '2027-02-30T10:00:00Z',
      '2027-03-01 10:00:00Z',
      '2027-03-01',
      '',
      1_772_000_000_000,
      null,
    ]) {
      expect(parseInstant(text)).toEqual({ ok: false, error: { reason: 'malformed' } });
    }
  });
});
