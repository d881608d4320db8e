import {
  chooseLimitDuration,
  chooseLimitOption,
  chooseLimitStart,
  initialLimitForm,
  limitStartValue,
  type CardLimit,
  type IsoDate,
  type LimitForm,
  type TemporaryLimit,
} from '../../domain/index';

// Section 4, "Limit change", and section 2.5's start value, for the payment and withdrawal
// editors. Today is Monday 23 November 2026.

const today = '2026-11-23' as IsoDate;
const d = (text: string) => text as IsoDate;

const limit = (temporary?: Partial<TemporaryLimit>): CardLimit => ({
  limitType: 'POS',
  defaultLimitValue: 1000,
  maxLimitValue: 5000,
  limitChangeRequest: null,
  allowedTemporaryLimitDates: { earliestStartDate: '2026-11-23', latestStartDate: '2027-06-01', maxPeriod: 30 },
  temporaryLimits: temporary
    ? [{ temporaryLimitId: 't-1', limitValue: 300, startDate: '2026-12-01', endDate: '2026-12-04', ...temporary }]
    : [],
});

const without = limit();
const withPeriod = limit({});

describe('limit editing: the initial state', () => {
  it('is "continuously" at the default limit when there is no temporary limit', () => {
    expect(initialLimitForm(without)).toEqual({ durationType: 'continuously', option: undefined, value: 1000 });
  });

  it('has no duration (the customer first says which limit) and the default limit when one exists', () => {
    expect(initialLimitForm(withPeriod)).toEqual({ durationType: undefined, option: undefined, value: 1000 });
  });

  it('has no value when the card has no such limit', () => {
    expect(initialLimitForm(undefined).value).toBeUndefined();
  });
});

describe('limit editing: the start value (section 2.5)', () => {
  it('is the temporary limit only for "temporarily" with one existing; otherwise the default', () => {
    expect(limitStartValue(withPeriod, 'temporarily')).toBe(300);
    expect(limitStartValue(withPeriod, 'continuously')).toBe(1000);
    expect(limitStartValue(withPeriod, undefined)).toBe(1000);
    expect(limitStartValue(without, 'temporarily')).toBe(1000);
  });
});

describe('limit editing: changing the duration type', () => {
  it('clears the option and dates', () => {
    const form: LimitForm = {
      durationType: 'temporarily',
      option: 'period',
      value: 700,
      start: d('2026-12-01'),
      end: d('2026-12-02'),
    };
    expect(chooseLimitDuration(form, 'continuously', without, today)).toEqual({
      durationType: 'continuously',
      option: undefined,
      value: 700,
    });
  });

  it('shows the existing temporary limit for "temporarily": its value, option and dates', () => {
    const form = initialLimitForm(withPeriod);
    expect(chooseLimitDuration(form, 'temporarily', withPeriod, today)).toEqual({
      durationType: 'temporarily',
      value: 300,
      option: 'period',
      start: d('2026-12-01'),
      end: d('2026-12-04'),
    });
  });

  it.each<[string, Partial<TemporaryLimit>, Partial<LimitForm>]>([
    ['start = end = today → only today', { startDate: '2026-11-23', endDate: '2026-11-23' }, { option: 'onlyToday' }],
    [
      'start = end → another day',
      { startDate: '2026-11-25', endDate: '2026-11-25' },
      { option: 'anotherDay', start: d('2026-11-25') },
    ],
    [
      'otherwise → a period',
      { startDate: '2026-11-25', endDate: '2026-11-27' },
      { option: 'period', start: d('2026-11-25'), end: d('2026-11-27') },
    ],
  ])('maps the existing temporary limit to an option: %s', (_name, temporary, expected) => {
    const existing = limit(temporary);
    expect(chooseLimitDuration(initialLimitForm(existing), 'temporarily', existing, today)).toEqual({
      durationType: 'temporarily',
      value: 300,
      ...expected,
    });
  });

  it('returns to the default limit when going back to "continuously"', () => {
    const temporarily = chooseLimitDuration(initialLimitForm(withPeriod), 'temporarily', withPeriod, today);
    expect(chooseLimitDuration(temporarily, 'continuously', withPeriod, today)).toEqual({
      durationType: 'continuously',
      option: undefined,
      value: 1000,
    });
  });

  it('keeps an amount the customer set when the start value does not change', () => {
    const moved: LimitForm = { ...initialLimitForm(without), value: 1750 };
    expect(chooseLimitDuration(moved, 'temporarily', without, today)).toEqual({
      durationType: 'temporarily',
      option: undefined,
      value: 1750,
    });
    const before: LimitForm = { ...initialLimitForm(withPeriod), value: 1750 };
    expect(chooseLimitDuration(before, 'continuously', withPeriod, today).value).toBe(1750);
  });

  it('infers no option from an existing temporary limit whose dates do not read', () => {
    const broken = limit({ startDate: 'soon', endDate: '2026-12-04' });
    expect(chooseLimitDuration(initialLimitForm(broken), 'temporarily', broken, today)).toEqual({
      durationType: 'temporarily',
      value: 300,
      option: undefined,
    });
  });
});

describe('limit editing: dates', () => {
  const period: LimitForm = {
    durationType: 'temporarily',
    option: 'period',
    value: 700,
    start: d('2026-12-01'),
    end: d('2026-12-02'),
  };

  it('changing the option clears the start and end dates', () => {
    expect(chooseLimitOption(period, 'anotherDay')).toEqual({
      durationType: 'temporarily',
      option: 'anotherDay',
      value: 700,
    });
  });

  it('choosing a start clears the end date', () => {
    expect(chooseLimitStart(period, d('2026-12-03'))).toEqual({ ...period, start: d('2026-12-03'), end: undefined });
    expect(chooseLimitStart(period, undefined)).toEqual({ ...period, start: undefined, end: undefined });
  });
});
