import { highestAllowedLimit, isPermitted, limitFormWarnings, type CardLimit, type IsoDate } from '../../domain/index';

// Issue 36: the edges the mutation runs (npm run test:mutation -- limit-bounds permissions) found
// no test for after domain 3.3.0's guards, the numbers stated as they are.
const pos = (limit: Partial<Record<keyof CardLimit, unknown>>): CardLimit =>
  ({ limitType: 'POS', defaultLimitValue: 2500, maxLimitValue: 5000, ...limit }) as unknown as CardLimit;

describe('the highest limit', () => {
  it.each([Number.NaN, Number.POSITIVE_INFINITY, '5000', null])(
    'a maximum that is no finite number (%p) offers nothing: 0 by the maximum',
    (maxLimitValue) => {
      expect(highestAllowedLimit(pos({ maxLimitValue }), 10_000)).toEqual({ value: 0, setBy: 'maximum' });
    },
  );

  it.each([Number.NaN, Number.NEGATIVE_INFINITY, '640'])(
    'a balance that is no finite number (%p) leaves the maximum',
    (balance) => {
      expect(highestAllowedLimit(pos({}), balance as number)).toEqual({ value: 5000, setBy: 'maximum' });
    },
  );

  it('a balance of exactly the maximum is the maximum’s, not the balance’s', () => {
    expect(highestAllowedLimit(pos({}), 5000)).toEqual({ value: 5000, setBy: 'maximum' });
    expect(highestAllowedLimit(pos({}), 4999)).toEqual({ value: 4999, setBy: 'balance' });
  });

  it('a limit whose present amount is no number is raised from 0', () => {
    expect(highestAllowedLimit(pos({ defaultLimitValue: 'x' }), 640.25)).toEqual({ value: 640, setBy: 'balance' });
  });
});

describe('nothing would change', () => {
  // Monday 23 November 2026; the bank allows starts up to 1 June 2027, periods of at most 30 days.
  const today = '2026-11-23' as IsoDate;
  const withTemporary = pos({
    limitChangeRequest: null,
    allowedTemporaryLimitDates: { earliestStartDate: '2026-11-23', latestStartDate: '2027-06-01', maxPeriod: 30 },
    temporaryLimits: [{ temporaryLimitId: 't1', limitValue: 4000, startDate: '2026-12-01', endDate: '2026-12-08' }],
  });

  it('a temporary limit at its present amount, its days not chosen yet, is not called unchanged', () => {
    const form = { durationType: 'temporarily', option: undefined, value: 4000 } as const;
    expect(limitFormWarnings(form, { limit: withTemporary, today })).toEqual([
      { field: 'temporaryOption', key: 'tempDurationRequired' },
    ]);
  });

  it('with the same days it is; with only its first day chosen it is not yet', () => {
    const form = { durationType: 'temporarily', option: 'period', value: 4000 } as const;
    const start = '2026-12-01' as IsoDate;
    const unchanged = { field: 'limitValue', key: 'limitUnchanged' };
    const warnings = (end?: IsoDate) => limitFormWarnings({ ...form, start, end }, { limit: withTemporary, today });
    expect(warnings('2026-12-08' as IsoDate)).toContainEqual(unchanged);
    expect(warnings()).not.toContainEqual(unchanged);
    // The same last day from another first day is a change.
    const later = limitFormWarnings(
      { ...form, start: '2026-12-02' as IsoDate, end: '2026-12-08' as IsoDate },
      { limit: withTemporary, today },
    );
    expect(later).not.toContainEqual(unchanged);
  });
});

describe('a permission that is not one', () => {
  it.each([{}, { action: undefined }, { action: 42 }, null])(
    '%p is not met, not even by a link without an action',
    (permission) => {
      const card = { links: [{}, { action: undefined }] } as never;
      expect(isPermitted(card, permission as never)).toBe(false);
    },
  );
});
