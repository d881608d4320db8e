import {
  canSaveLimit,
  checkPermanentLimitRequest,
  highestAllowedLimit,
  limitFormWarnings,
  type CardLimit,
  type IsoDate,
  type LimitForm,
} from '../../domain/index';

// Section 5's table of warnings and their keys under generic.warnings, as the limit editors
// raise them. Today is Monday 23 November 2026; the bank allows starts up to 1 June 2027 and
// periods of at most 30 days.

const today = '2026-11-23' as IsoDate;
const d = (text: string) => text as IsoDate;

const limit: CardLimit = {
  limitType: 'POS',
  defaultLimitValue: 1000,
  maxLimitValue: 5000,
  limitChangeRequest: null,
  allowedTemporaryLimitDates: { earliestStartDate: '2026-11-23', latestStartDate: '2027-06-01', maxPeriod: 30 },
};

const temporarily = (form: Partial<LimitForm>): LimitForm => ({
  durationType: 'temporarily',
  option: 'period',
  value: 2000,
  ...form,
});
const warningsFor = (form: LimitForm, forLimit: CardLimit = limit, on: IsoDate = today) =>
  limitFormWarnings(form, { limit: forLimit, today: on });

describe('the section 5 warnings', () => {
  it.each<[string, LimitForm, { field: string; key: string }[]]>([
    [
      'no duration type chosen',
      { durationType: undefined, option: undefined, value: 2000 },
      [{ field: 'durationType', key: 'durationTypeRequired' }],
    ],
    [
      '“temporarily” without an option',
      temporarily({ option: undefined }),
      [{ field: 'temporaryOption', key: 'tempDurationRequired' }],
    ],
    [
      'a limit above the maximum, which its text names (issue 33, item 6)',
      { durationType: 'continuously', option: undefined, value: 5001 },
      [{ field: 'limitValue', key: 'limitAboveMaximum' }],
    ],
    [
      'a limit below 0',
      { durationType: 'continuously', option: undefined, value: -1 },
      [{ field: 'limitValue', key: 'invalidLimit' }],
    ],
    [
      'no readable limit',
      { durationType: 'continuously', option: undefined, value: undefined },
      [{ field: 'limitValue', key: 'invalidLimit' }],
    ],
    [
      '“another day” without a date',
      temporarily({ option: 'anotherDay' }),
      [{ field: 'startDate', key: 'anotherDayRequired' }],
    ],
    [
      'a period without dates',
      temporarily({}),
      [
        { field: 'startDate', key: 'startDateRequired' },
        { field: 'endDate', key: 'endDateRequired' },
      ],
    ],
    [
      'a period without an end',
      temporarily({ start: d('2026-11-24') }),
      [{ field: 'endDate', key: 'endDateRequired' }],
    ],
    [
      'a start in the past',
      temporarily({ start: d('2026-11-20'), end: d('2026-11-24') }),
      [{ field: 'startDate', key: 'startDateMinRangeInvalid' }],
    ],
    [
      'a start after the latest start',
      temporarily({ start: d('2027-06-02'), end: d('2027-06-02') }),
      [{ field: 'startDate', key: 'startDateMaxRangeInvalid' }],
    ],
    [
      'an end past start + maxPeriod, within 12 months (issue 33, item 23: not "12 months")',
      temporarily({ start: d('2026-11-24'), end: d('2026-12-28') }),
      [{ field: 'endDate', key: 'endDateAfterMaxPeriod' }],
    ],
    [
      'an end before the start',
      temporarily({ start: d('2026-11-25'), end: d('2026-11-24') }),
      [{ field: 'endDate', key: 'endDateBeforeStartDate' }],
    ],
    [
      'a start on a Saturday',
      temporarily({ start: d('2026-11-28'), end: d('2026-12-01') }),
      [{ field: 'startDate', key: 'dateIsWeekend' }],
    ],
    [
      'an end on Christmas Day',
      temporarily({ start: d('2026-12-10'), end: d('2026-12-25') }),
      [{ field: 'endDate', key: 'dateIsPublicHoliday' }],
    ],
    [
      '“another day” on a Saturday',
      temporarily({ option: 'anotherDay', start: d('2026-11-28') }),
      [{ field: 'startDate', key: 'dateIsWeekend' }],
    ],
  ])('%s', (_case, form, expected) => {
    expect(warningsFor(form)).toEqual(expected);
  });

  it('warn about no more than 12 months after the start when the bank names no maxPeriod', () => {
    const { allowedTemporaryLimitDates: _omitted, ...withoutAllowed } = limit;
    expect(warningsFor(temporarily({ start: d('2027-01-04'), end: d('2028-01-04') }), withoutAllowed)).toEqual([]);
    expect(warningsFor(temporarily({ start: d('2027-01-04'), end: d('2028-01-05') }), withoutAllowed)).toEqual([
      { field: 'endDate', key: 'endDateRangeInvalid' },
    ]);
  });

  it('warn on the option itself when “only today” falls on a closed day or before the bank’s earliest start', () => {
    const { allowedTemporaryLimitDates: _omitted, ...withoutAllowed } = limit;
    expect(warningsFor(temporarily({ option: 'onlyToday' }), withoutAllowed, d('2026-11-21'))).toEqual([
      { field: 'temporaryOption', key: 'todayIsWeekend' },
    ]);
    expect(warningsFor(temporarily({ option: 'onlyToday' }), withoutAllowed, d('2026-12-25'))).toEqual([
      { field: 'temporaryOption', key: 'todayIsPublicHoliday' },
    ]);
    expect(warningsFor(temporarily({ option: 'onlyToday' }), limit, d('2026-11-20'))).toEqual([
      { field: 'temporaryOption', key: 'startDateMinRangeInvalid' },
    ]);
    expect(warningsFor(temporarily({ option: 'onlyToday' }))).toEqual([]);
  });

  it('ignore dates while the limit holds continuously', () => {
    expect(warningsFor({ durationType: 'continuously', option: undefined, value: 0, start: d('2026-11-28') })).toEqual(
      [],
    );
  });

  it('accept a valid period, and a limit of exactly 0 or the maximum', () => {
    expect(warningsFor(temporarily({ start: d('2026-11-24'), end: d('2026-12-01'), value: 0 }))).toEqual([]);
    expect(warningsFor(temporarily({ option: 'anotherDay', start: d('2027-06-01'), value: 5000 }))).toEqual([]);
  });
});

describe('saving a limit (section 4)', () => {
  it('is allowed only without warnings and without a change waiting to be signed', () => {
    expect(canSaveLimit([], false)).toBe(true);
    expect(canSaveLimit([], true)).toBe(false);
    expect(canSaveLimit([{ field: 'limitValue', key: 'invalidLimit' }], false)).toBe(false);
  });
});

describe('a temporary limit that would change nothing (issue 33, item 7)', () => {
  const stored = { temporaryLimitId: 't-1', limitValue: 2000, startDate: '2026-12-01', endDate: '2026-12-04' };

  it('is said at the amount when it equals the permanent limit, whatever the option', () => {
    expect(warningsFor(temporarily({ option: 'onlyToday', value: 1000 }))).toEqual([
      { field: 'limitValue', key: 'limitEqualsPermanent' },
    ]);
    expect(warningsFor(temporarily({ option: undefined, value: 1000 }))).toContainEqual({
      field: 'limitValue',
      key: 'limitEqualsPermanent',
    });
  });

  it('is said when it keeps the temporary limit it changes, value and dates', () => {
    const withStored = { ...limit, temporaryLimits: [stored] };
    const kept = temporarily({ start: d('2026-12-01'), end: d('2026-12-04') });
    expect(warningsFor(kept, withStored)).toEqual([{ field: 'limitValue', key: 'limitUnchanged' }]);
    expect(canSaveLimit(warningsFor(kept, withStored), false)).toBe(false);
    expect(warningsFor({ ...kept, end: d('2026-12-07') }, withStored)).toEqual([]);
    expect(warningsFor({ ...kept, value: 2001 }, withStored)).toEqual([]);
  });

  it('is not said of the permanent limit itself, which the bank answers (1029) and the editor refuses on Save', () => {
    expect(warningsFor({ durationType: 'continuously', option: undefined, value: 1000 })).toEqual([]);
  });
});

describe('the highest amount, said before Save (issue 33, item 6)', () => {
  const on = (value: number, accountBalance?: number) =>
    limitFormWarnings({ durationType: 'continuously', option: undefined, value }, { limit, today, accountBalance });

  it('is the maximum without a balance, or with one above it', () => {
    expect(highestAllowedLimit(limit, undefined)).toEqual({ value: 5000, setBy: 'maximum' });
    expect(highestAllowedLimit(limit, 9000.5)).toEqual({ value: 5000, setBy: 'maximum' });
    expect(on(5000, 9000.5)).toEqual([]);
  });

  it('is what the account holds, in whole euros, when that is less: one euro more is said at the amount', () => {
    expect(highestAllowedLimit(limit, 1640.25)).toEqual({ value: 1640, setBy: 'balance' });
    expect(on(1640, 1640.25)).toEqual([]);
    expect(on(1641, 1640.25)).toEqual([{ field: 'limitValue', key: 'limitAboveBalance' }]);
    expect(on(5001, 1640.25)).toEqual([{ field: 'limitValue', key: 'limitAboveMaximum' }]);
  });

  it('is never below the limit as it is: lowering one is always allowed (0072 guards raising)', () => {
    expect(highestAllowedLimit(limit, 640.25)).toEqual({ value: 1000, setBy: 'balance' });
    expect(on(900, 640.25)).toEqual([]);
  });

  it('agrees with the bank’s check: every amount up to it is taken, the next one refused (0072)', () => {
    const limits = [limit];
    for (const balance of [0, 640.25, 1640.25, 4999.99, 7000]) {
      const { value } = highestAllowedLimit(limit, balance);
      const check = (limitValue: number) =>
        checkPermanentLimitRequest(
          { limitType: 'POS', limitValue },
          { limits, pending: false, accountBalance: balance },
        );
      expect(check(value === limit.defaultLimitValue ? value - 1 : value).ok).toBe(true);
      expect(check(value + 1).ok).toBe(false);
    }
  });
});
