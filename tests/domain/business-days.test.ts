import fc from 'fast-check';
import {
  addDays,
  closedDayReason,
  earliestStart,
  firstBusinessDayFrom,
  isBankBusinessDay,
  isDutchPublicHoliday,
  nextBusinessDay,
  type IsoDate,
} from '../../domain/index';
import { isoDateArb } from '../support/arbitraries/index';
import { aCard } from '../support/builders/card';

// Issue 36: every channel needs "the first day the bank is open" — one helper, not one loop each.
const day = (text: string) => text as IsoDate;

describe('business days', () => {
  it('skip weekends and the public holidays the calendar knows', () => {
    expect(nextBusinessDay('2027-04-23')).toEqual({ ok: true, value: '2027-04-26' }); // Friday → Monday
    expect(nextBusinessDay('2027-04-26')).toEqual({ ok: true, value: '2027-04-28' }); // King's Day on Tuesday
    expect(firstBusinessDayFrom('2027-04-27')).toEqual({ ok: true, value: '2027-04-28' });
    expect(firstBusinessDayFrom('2027-04-28')).toEqual({ ok: true, value: '2027-04-28' });
    expect(nextBusinessDay('2026-12-24')).toEqual({ ok: true, value: '2026-12-28' }); // Christmas, then a weekend
  });

  it('answer a value that names no day, or a search past the calendar’s years, as such', () => {
    expect(nextBusinessDay('2027-02-30')).toEqual({ ok: false, error: { reason: 'notADate' } });
    expect(firstBusinessDayFrom(20270101)).toEqual({ ok: false, error: { reason: 'notADate' } });
    expect(nextBusinessDay('2099-12-31')).toEqual({ ok: false, error: { reason: 'yearNotCovered' } });
    expect(closedDayReason('2100-01-04')).toBe('yearNotCovered');
    expect(closedDayReason('2013-04-30')).toBe('yearNotCovered');
    expect(closedDayReason('2100-01-02')).toBe('weekend'); // a Saturday is a Saturday in any year
    expect(closedDayReason('not a date')).toBe('notADate');
    expect(isDutchPublicHoliday('2100-01-01')).toBeUndefined();
    expect(isDutchPublicHoliday('2027-04-27')).toBe(true);
    expect(isBankBusinessDay('2100-01-04')).toBe(false);
  });

  it('find a business day, the first one, within a week of any day the calendar covers', () => {
    fc.assert(
      fc.property(isoDateArb({ max: day('2099-12-20') }), (from) => {
        const next = nextBusinessDay(from);
        expect(next.ok).toBe(true);
        if (!next.ok) return;
        expect(isBankBusinessDay(next.value)).toBe(true);
        expect(next.value > from && next.value <= addDays(from, 5)).toBe(true);
        for (let between = addDays(from, 1); between < next.value; between = addDays(between, 1))
          expect(isBankBusinessDay(between)).toBe(false);
      }),
    );
  });
});

describe('earliestStart', () => {
  it('is the first business day inside the date window of that kind', () => {
    expect(earliestStart('POS', day('2027-04-24'))).toEqual({ ok: true, value: '2027-04-26' });
    expect(earliestStart('REGION', day('2027-04-27'))).toEqual({ ok: true, value: '2027-04-28' });
    const card = aCard()
      .withLimit('ATM', {
        allowedTemporaryLimitDates: { earliestStartDate: '2027-05-05', latestStartDate: '2027-06-01', maxPeriod: 30 },
      })
      .build();
    // 5 May is Liberation Day, 6 May 2027 Ascension Day.
    expect(earliestStart('ATM', day('2027-04-24'), card)).toEqual({ ok: true, value: '2027-05-07' });
    expect(earliestStart('POS', day('2027-04-24'), card)).toMatchObject({ ok: true });
  });

  it('refuses as the bank would when the window holds no business day, or the question names nothing', () => {
    const card = aCard()
      .withLimit('POS', {
        allowedTemporaryLimitDates: { earliestStartDate: '2027-04-24', latestStartDate: '2027-04-25', maxPeriod: 3 },
      })
      .build();
    expect(earliestStart('POS', day('2027-04-24'), card)).toEqual({
      ok: false,
      error: { code: 'START_DATE_INVALID', field: 'startDate' },
    });
    expect(earliestStart('ECOM' as 'POS', day('2027-04-24'))).toEqual({
      ok: false,
      error: { code: 'REQUEST_INVALID', field: 'kind' },
    });
    expect(earliestStart('POS', day('tomorrow'))).toEqual({
      ok: false,
      error: { code: 'REQUEST_INVALID', field: 'today' },
    });
    expect(earliestStart('POS', day('2027-04-24'), { limits: 'junk' } as never)).toEqual({
      ok: true,
      value: '2027-04-26',
    });
  });

  // Reading 73: the kind is the setting (a limit type, or REGION), never a region's value.
  it('reads the geo profile’s allowed dates for REGION, and refuses ECOM, WORLD or EUR as a kind', () => {
    const base = aCard().build();
    const card = {
      ...base,
      geoProfile: {
        ...base.geoProfile!,
        allowedTemporaryGeoProfileDates: {
          earliestStartDate: '2027-05-03',
          latestStartDate: '2027-06-01',
          maxPeriod: 30,
        },
      },
    };
    expect(earliestStart('REGION', day('2027-04-24'), card)).toEqual({ ok: true, value: '2027-05-03' });
    expect(earliestStart('POS', day('2027-04-24'), card)).toEqual({ ok: true, value: '2027-04-26' });
    for (const kind of ['ECOM', 'WORLD', 'EUR', 'region'])
      expect(earliestStart(kind as 'REGION', day('2027-04-24'), card)).toEqual({
        ok: false,
        error: { code: 'REQUEST_INVALID', field: 'kind' },
      });
  });
});
