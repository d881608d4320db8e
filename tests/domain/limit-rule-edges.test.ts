import {
  checkPermanentLimitRequest,
  checkTemporaryLimitDeletion,
  checkTemporaryLimitRequest,
  type CardLimit,
  type TemporaryLimit,
} from '../../domain/index';
import { aCard, TODAY } from '../support/builders/card';

// Issue 36: the edges of the limit rules the mutation run (npm run test:mutation -- limit-rules)
// found no test for, the numbers stated as they are.
const refused = (code: string, field?: string) => ({ ok: false, error: field ? { code, field } : { code } });
const entry = (temporaryLimitId: string, startDate: string, endDate: string): TemporaryLimit => ({
  temporaryLimitId,
  limitValue: 4000,
  startDate,
  endDate,
});
const posWith = (temporaryLimits: TemporaryLimit[]): readonly CardLimit[] =>
  aCard().withLimit('POS', { temporaryLimits }).build().limits!;

describe('a body that is no object', () => {
  it.each([null, [], ['POS', 4000], 'POS', 4000, true])('%p is REQUEST_INVALID, permanent or temporary', (body) => {
    const limits = posWith([]);
    expect(checkPermanentLimitRequest(body, { limits, pending: false })).toEqual(refused('REQUEST_INVALID'));
    expect(checkTemporaryLimitRequest(body, { limits, pending: false, today: TODAY })).toEqual(
      refused('REQUEST_INVALID'),
    );
  });
});

describe('a stored temporary limit without an id', () => {
  it('is no entry a new limit replaces: a new one over its days overlaps it', () => {
    const limits = posWith([{ limitValue: 4000, startDate: '2026-11-24', endDate: '2026-11-27' } as TemporaryLimit]);
    const body = { limitType: 'POS', limitValue: 3000, startDate: '2026-11-25', endDate: '2026-11-26' };
    expect(checkTemporaryLimitRequest(body, { limits, pending: false, today: TODAY })).toEqual(
      refused('TEMPORARY_LIMIT_OVERLAPS'),
    );
  });
});

describe('a cap of three temporary limits per type (a stand-in bank’s, passed by the caller)', () => {
  const stored = [
    entry('a', '2026-11-24', '2026-11-25'),
    entry('b', '2026-11-30', '2026-12-01'),
    entry('c', '2026-12-07', '2026-12-08'),
  ];
  const three = posWith(stored);
  const check = (replacingId: string | undefined, startDate: string, endDate: string) =>
    checkTemporaryLimitRequest(
      { limitType: 'POS', limitValue: 3000, startDate, endDate },
      { limits: three, pending: false, today: TODAY, maxTemporaryLimitsPerType: 3, replacingId },
    );

  it('refuses a fourth with 1008', () => {
    expect(check(undefined, '2026-12-14', '2026-12-15')).toEqual(refused('MESSAGE_BAI540_1008'));
  });

  it('lets one of the three be changed: a change adds none', () => {
    expect(check('b', '2026-12-14', '2026-12-15')).toMatchObject({ ok: true });
  });

  it('lets a card that holds four (a cap lowered since) change one of them: a change adds none', () => {
    const four = posWith([...stored, entry('d', '2026-12-14', '2026-12-15')]);
    expect(
      checkTemporaryLimitRequest(
        { limitType: 'POS', limitValue: 3000, startDate: '2026-12-21', endDate: '2026-12-22' },
        { limits: four, pending: false, today: TODAY, maxTemporaryLimitsPerType: 3, replacingId: 'd' },
      ),
    ).toMatchObject({ ok: true });
  });

  it('takes a third beside two', () => {
    const two = posWith([entry('a', '2026-11-24', '2026-11-25'), entry('b', '2026-11-30', '2026-12-01')]);
    expect(
      checkTemporaryLimitRequest(
        { limitType: 'POS', limitValue: 3000, startDate: '2026-12-14', endDate: '2026-12-15' },
        { limits: two, pending: false, today: TODAY, maxTemporaryLimitsPerType: 3 },
      ),
    ).toMatchObject({ ok: true });
  });
});

describe('deleting a temporary limit', () => {
  const limits = posWith([entry('trip', '2026-11-24', '2026-11-25')]);

  it('is refused with 1003 while a change waits to be signed, and allowed otherwise', () => {
    expect(checkTemporaryLimitDeletion('trip', { limits, pending: true })).toEqual(refused('MESSAGE_BAI540_1003'));
    expect(checkTemporaryLimitDeletion('trip', { limits, pending: false })).toMatchObject({
      ok: true,
      value: { limitType: 'POS', temporaryLimit: { temporaryLimitId: 'trip' } },
    });
  });
});
