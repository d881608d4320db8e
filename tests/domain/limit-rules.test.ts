import {
  checkPermanentLimitRequest,
  checkTemporaryLimitRequest,
  type CardLimit,
  type IsoDate,
} from '../../domain/index';

// Section 5, "Rules enforced by the server", by example, with the codes the bank answers with.
// Today is Monday 23 November 2026.

const today = '2026-11-23' as IsoDate;
const pos: CardLimit = {
  limitType: 'POS',
  defaultLimitValue: 1000,
  maxLimitValue: 5000,
  limitChangeRequest: null,
  allowedTemporaryLimitDates: { earliestStartDate: '2026-11-23', latestStartDate: '2027-06-01', maxPeriod: 365 },
  temporaryLimits: [{ temporaryLimitId: 't-1', limitValue: 2500, startDate: '2026-12-07', endDate: '2026-12-11' }],
};
const context = { limits: [pos], pending: false, today };
const temporary = (changes: object) =>
  checkTemporaryLimitRequest(
    { limitType: 'POS', limitValue: 3000, startDate: '2026-12-01', endDate: '2026-12-04', ...changes },
    context,
  );
const refused = (code: string, field?: string) => ({ ok: false, error: field ? { code, field } : { code } });

describe('the permanent limit rules', () => {
  it('accept a new value within the maximum', () => {
    expect(checkPermanentLimitRequest({ limitType: 'POS', limitValue: 5000 }, context)).toEqual({
      ok: true,
      value: { limitType: 'POS', limitValue: 5000 },
    });
  });

  it('refuse the same value (1029), above the maximum (1011), above the balance (0072) and while a change waits (1003)', () => {
    expect(checkPermanentLimitRequest({ limitType: 'POS', limitValue: 1000 }, context)).toEqual(
      refused('MESSAGE_BAI540_1029', 'limitValue'),
    );
    expect(checkPermanentLimitRequest({ limitType: 'POS', limitValue: 5001 }, context)).toEqual(
      refused('MESSAGE_BAI540_1011', 'limitValue'),
    );
    expect(
      checkPermanentLimitRequest({ limitType: 'POS', limitValue: 3000 }, { ...context, accountBalance: 2000 }),
    ).toEqual(refused('MESSAGE_BAI540_0072', 'limitValue'));
    expect(
      checkPermanentLimitRequest({ limitType: 'POS', limitValue: 500 }, { ...context, accountBalance: 200 }),
    ).toEqual({
      ok: true,
      value: { limitType: 'POS', limitValue: 500 },
    });
    expect(checkPermanentLimitRequest({ limitType: 'POS', limitValue: 3000 }, { ...context, pending: true })).toEqual(
      refused('MESSAGE_BAI540_1003'),
    );
  });

  it('refuse a limit type the card does not have', () => {
    expect(checkPermanentLimitRequest({ limitType: 'ECOM', limitValue: 100 }, context)).toEqual(
      refused('LIMIT_TYPE_NOT_FOUND', 'limitType'),
    );
  });
});

describe('the temporary limit rules', () => {
  it('accept a period of business days inside the window', () => {
    expect(temporary({})).toEqual({
      ok: true,
      value: { limitType: 'POS', limitValue: 3000, startDate: '2026-12-01', endDate: '2026-12-04' },
    });
  });

  it('refuse an end more than 12 months after the start (0050)', () => {
    expect(temporary({ startDate: '2026-12-01', endDate: '2027-12-02' })).toEqual(
      refused('MESSAGE_BAI540_0050', 'endDate'),
    );
  });

  it('refuse a Saturday or Sunday (0051) and a public holiday (0052)', () => {
    expect(temporary({ startDate: '2026-11-28' })).toEqual(refused('MESSAGE_BAI540_0051', 'startDate'));
    expect(temporary({ endDate: '2026-12-25' })).toEqual(refused('MESSAGE_BAI540_0052', 'endDate'));
  });

  it('refuse a start in the past or more than 190 days ahead, and an end before the start', () => {
    expect(temporary({ startDate: '2026-11-20' })).toEqual(refused('START_DATE_INVALID', 'startDate'));
    expect(temporary({ startDate: '2027-06-02', endDate: '2027-06-02' })).toEqual(
      refused('START_DATE_INVALID', 'startDate'),
    );
    expect(temporary({ startDate: '2026-12-03', endDate: '2026-12-02' })).toEqual(
      refused('END_DATE_INVALID', 'endDate'),
    );
  });

  it('refuse a period overlapping the card’s other temporary limit, but not the one being replaced', () => {
    expect(temporary({ startDate: '2026-12-04', endDate: '2026-12-07' })).toEqual(refused('TEMPORARY_LIMIT_OVERLAPS'));
    const replacing = checkTemporaryLimitRequest(
      { limitType: 'POS', limitValue: 3000, startDate: '2026-12-04', endDate: '2026-12-08' },
      { ...context, replacingId: 't-1' },
    );
    expect(replacing.ok).toBe(true);
  });

  it('refuse a new temporary limit equal to the default one as unchanged (1013, issue 33 item 7) and one above the maximum (1011)', () => {
    expect(temporary({ limitValue: 1000 })).toEqual(refused('MESSAGE_BAI540_1013', 'limitValue'));
    expect(temporary({ limitValue: 5001 })).toEqual(refused('MESSAGE_BAI540_1011', 'limitValue'));
  });

  // Reading 107: a running temporary limit is changed from today on; kept as it is from today, it changes nothing.
  it('take a running temporary limit from today on: refused as unchanged (1013) with its value and end, accepted with a new end', () => {
    const running = { temporaryLimitId: 't-0', limitValue: 2500, startDate: '2026-11-16', endDate: '2026-11-27' };
    const runningContext = { ...context, limits: [{ ...pos, temporaryLimits: [running] }], replacingId: 't-0' };
    const save = (endDate: string) =>
      checkTemporaryLimitRequest({ limitType: 'POS', limitValue: 2500, startDate: today, endDate }, runningContext);
    expect(save('2026-11-27')).toEqual(refused('MESSAGE_BAI540_1013', 'limitValue'));
    expect(save('2026-12-04').ok).toBe(true);
  });

  it('refuse an online limit, which has no temporary form', () => {
    expect(temporary({ limitType: 'ECOM' })).toEqual(refused('LIMIT_TYPE_NOT_FOUND', 'limitType'));
  });
});
