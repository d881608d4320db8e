import {
  allowsAnyChange,
  checkDefaultRegionRequest,
  checkPermanentLimitRequest,
  checkTemporaryLimitRequest,
  checkTemporaryRegionRequest,
  dateWindow,
  highestAllowedLimit,
  isInsideStartWindow,
  type CardLimit,
  type IsoDate,
} from '../../domain/index';
import { aCard, TODAY } from '../support/builders/card';

// Issue 36: the edges mutation testing found no test for — each one a rule that could be changed
// (a comparison made `true`, `>` made `>=`, an `||` made `&&`) with every other test still passing.
const day = (text: string) => text as IsoDate;
const refused = (code: string, field?: string) => ({ ok: false, error: field ? { code, field } : { code } });
const posWith = (change: Partial<CardLimit>) => aCard().withLimit('POS', change).build().limits!;

describe('a temporary limit changed at the same value', () => {
  const stored = { temporaryLimitId: 'trip', limitValue: 4000, startDate: '2026-11-24', endDate: '2026-11-27' };
  const limits = posWith({ temporaryLimits: [stored] });
  const change = (dates: { startDate: string; endDate: string }) =>
    checkTemporaryLimitRequest(
      { limitType: 'POS', limitValue: 4000, ...dates },
      { limits, pending: false, today: TODAY, replacingId: 'trip' },
    );

  it('is a change when only the start moves', () => {
    expect(change({ startDate: '2026-11-25', endDate: '2026-11-27' }).ok).toBe(true);
  });

  it('is a change when only the end moves', () => {
    expect(change({ startDate: '2026-11-24', endDate: '2026-11-30' }).ok).toBe(true);
  });

  it('is unchanged (1013) only when the value and both dates stay', () => {
    expect(change({ startDate: '2026-11-24', endDate: '2026-11-27' })).toEqual(
      refused('MESSAGE_BAI540_1013', 'limitValue'),
    );
  });
});

describe('raising a limit up to the account balance', () => {
  const limits = posWith({ defaultLimitValue: 1000, maxLimitValue: 10000 });

  it('allows exactly the balance, and refuses one euro more (0072)', () => {
    const permanent = (limitValue: number) =>
      checkPermanentLimitRequest({ limitType: 'POS', limitValue }, { limits, pending: false, accountBalance: 3000 });
    expect(permanent(3000).ok).toBe(true);
    expect(permanent(3001)).toEqual(refused('MESSAGE_BAI540_0072', 'limitValue'));
    const temporary = (limitValue: number) =>
      checkTemporaryLimitRequest(
        { limitType: 'POS', limitValue, startDate: '2026-11-24', endDate: '2026-11-27' },
        { limits, pending: false, accountBalance: 3000, today: TODAY },
      );
    expect(temporary(3000).ok).toBe(true);
    expect(temporary(3001)).toEqual(refused('MESSAGE_BAI540_0072', 'limitValue'));
  });
});

describe('a temporary limit above what the account holds now (reading 98)', () => {
  const stored = { temporaryLimitId: 'trip', limitValue: 4000, startDate: '2026-11-24', endDate: '2026-11-27' };
  const limits = posWith({ defaultLimitValue: 1000, maxLimitValue: 10000, temporaryLimits: [stored] });
  const change = (limitValue: number, replacingId?: string) =>
    checkTemporaryLimitRequest(
      { limitType: 'POS', limitValue, startDate: '2026-11-24', endDate: '2026-11-30' },
      { limits, pending: false, accountBalance: 2500, today: TODAY, replacingId },
    );

  it('may keep its amount with a new end date: that raises nothing', () => {
    expect(change(4000, 'trip').ok).toBe(true);
    expect(change(3000, 'trip').ok).toBe(true);
  });

  it('is not raised above it (0072), and a new temporary limit may not start above the balance', () => {
    expect(change(4001, 'trip')).toEqual(refused('MESSAGE_BAI540_0072', 'limitValue'));
    expect(change(4000)).toEqual(refused('MESSAGE_BAI540_0072', 'limitValue'));
    expect(highestAllowedLimit(limits[0]!, 2500, stored)).toEqual({ value: 4000, setBy: 'balance' });
    expect(highestAllowedLimit(limits[0]!, 2500)).toEqual({ value: 2500, setBy: 'balance' });
  });
});

describe('a region body that is null', () => {
  it('is REQUEST_INVALID, for the default region and a temporary one', () => {
    const geo = aCard().build().geoProfile!;
    expect(checkDefaultRegionRequest(null, geo)).toEqual(refused('REQUEST_INVALID'));
    expect(checkTemporaryRegionRequest(null, { geo, today: TODAY })).toEqual(refused('REQUEST_INVALID'));
  });
});

describe('dateWindow’s maxPeriod', () => {
  const allowed = (maxPeriod: unknown) => ({
    earliestStartDate: '2027-04-20',
    latestStartDate: '2027-06-01',
    maxPeriod,
  });

  it.each([0, -1, 1.5, '30', null, Number.NaN])('ignores %p: no whole number of days above 0', (maxPeriod) => {
    expect(dateWindow(day('2027-04-20'), allowed(maxPeriod) as never).maxPeriodDays).toBeUndefined();
  });

  it('takes 1 and 30 as they are', () => {
    expect(dateWindow(day('2027-04-20'), allowed(1) as never).maxPeriodDays).toBe(1);
    expect(dateWindow(day('2027-04-20'), allowed(30) as never).maxPeriodDays).toBe(30);
  });
});

describe('isInsideStartWindow', () => {
  const window = dateWindow(day('2027-04-20'), {
    earliestStartDate: '2027-04-22',
    latestStartDate: '2027-05-10',
    maxPeriod: 30,
  });

  it('holds from the earliest to the latest start, both included, and nowhere else', () => {
    expect(isInsideStartWindow(day('2027-04-22'), window)).toBe(true);
    expect(isInsideStartWindow(day('2027-05-10'), window)).toBe(true);
    expect(isInsideStartWindow(day('2027-04-21'), window)).toBe(false);
    expect(isInsideStartWindow(day('2027-05-11'), window)).toBe(false);
  });
});

describe('allowsAnyChange', () => {
  it('holds when any one change is allowed, and not when none is', () => {
    const none = { continuously: false, temporarily: false, deleteTemporary: false };
    expect(allowsAnyChange(none)).toBe(false);
    expect(allowsAnyChange({ ...none, continuously: true })).toBe(true);
    expect(allowsAnyChange({ ...none, temporarily: true })).toBe(true);
    expect(allowsAnyChange({ ...none, deleteTemporary: true })).toBe(true);
  });
});
