import {
  checkChange,
  checkPermanentLimitRequest,
  checkTemporaryLimitRequest,
  type ChangeContext,
  type ProposedChange,
} from '../../domain/index';
import { aCard, TODAY } from '../support/builders/card';

// Issue 36: one call answers "is this change allowed?" — the link action, then the rules, with
// "pending" read from the card itself, so no channel can contradict the card.
const context: ChangeContext = { today: TODAY };
const refused = (code: string, field?: string) => ({ ok: false, error: field ? { code, field } : { code } });
const tripBody = { limitType: 'POS', limitValue: 4000, startDate: '2026-11-24', endDate: '2026-11-27' };

describe('checkChange', () => {
  it('answers an allowed change with what the bank would read from it', () => {
    expect(checkChange(aCard().build(), { operation: 'createTemporaryLimit', body: tripBody }, context)).toEqual({
      ok: true,
      value: { operation: 'createTemporaryLimit', request: tripBody },
    });
    expect(checkChange(aCard().build(), { operation: 'block' }, {})).toEqual({
      ok: true,
      value: { operation: 'block' },
    });
  });

  it('derives pending from the card: a limit whose change waits refuses every other limit change (1003)', () => {
    const card = aCard().withPendingLimitChange('ATM').build();
    const permanent = { operation: 'changePermanentLimit', body: { limitType: 'POS', limitValue: 3000 } } as const;
    expect(checkChange(card, permanent, context)).toEqual(refused('MESSAGE_BAI540_1003'));
    expect(checkChange(card, { operation: 'createTemporaryLimit', body: tripBody }, context)).toEqual(
      refused('MESSAGE_BAI540_1003'),
    );
    // The low-level check takes the caller's word, which is exactly what checkChange no longer asks for.
    expect(checkPermanentLimitRequest(permanent.body, { limits: card.limits!, pending: false }).ok).toBe(true);
  });

  it('refuses with the missing link action’s code before it reads the body', () => {
    const card = aCard().withoutLinks('CREATE_TEMPORARY_LIMIT_POS', 'SUSPEND_INSTRUMENT').build();
    expect(
      checkChange(card, { operation: 'createTemporaryLimit', body: { ...tripBody, limitValue: -1 } }, context),
    ).toEqual(refused('MESSAGE_BAI540_1005'));
    expect(checkChange(card, { operation: 'block' }, context)).toEqual(refused('MESSAGE_BAI540_1027'));
  });

  it('finds a deleted temporary limit first: its type names the link action', () => {
    const card = aCard().withTemporaryLimit('ATM').withoutLinks('DELETE_TEMPORARY_LIMIT_ATM').build();
    const deletion = (temporaryLimitId: string) => ({ operation: 'deleteTemporaryLimit', temporaryLimitId }) as const;
    expect(checkChange(card, deletion('temporary-ATM'), context)).toEqual(refused('MESSAGE_BAI540_1010'));
    expect(checkChange(card, deletion('no-such-entry'), context)).toEqual(refused('TEMPORARY_LIMIT_NOT_FOUND'));
  });

  it('changes a temporary limit and names the one it replaces', () => {
    const card = aCard().withTemporaryLimit('POS').build();
    const change = { operation: 'changeTemporaryLimit', temporaryLimitId: 'temporary-POS', body: tripBody } as const;
    const answer = checkChange(card, change, context);
    expect(answer.ok && answer.value.replaced.temporaryLimitId).toBe('temporary-POS');
  });

  it('replaces a temporary region only with both the delete and the create link (1025)', () => {
    const card = aCard().withTemporaryRegion({ temporaryGeoProfileId: 'world' }).build();
    const body = { geoProfile: 'WORLD', startDate: '2026-12-01', endDate: '2026-12-04' };
    const change = { operation: 'createTemporaryRegion', body, replacingId: 'world' } as const;
    expect(checkChange(card, change, context)).toMatchObject({
      ok: true,
      value: { replacing: { temporaryGeoProfileId: 'world' } },
    });
    const withoutCreate = aCard()
      .withTemporaryRegion({ temporaryGeoProfileId: 'world' })
      .withoutLinks('CREATE_TEMPORARY_GEO_PROFILE');
    expect(checkChange(withoutCreate.build(), change, context)).toEqual(refused('MESSAGE_BAI540_1025'));
    expect(checkChange(card, { ...change, replacingId: 'gone' }, context)).toEqual(
      refused('TEMPORARY_GEO_PROFILE_NOT_FOUND'),
    );
  });

  it('applies a cap on temporary entries only when the caller passes one (the sandbox’s is 3)', () => {
    const stored = (id: string, day: string) => ({
      temporaryLimitId: id,
      limitValue: 100,
      startDate: day,
      endDate: day,
    });
    const card = aCard()
      .withLimit('POS', {
        temporaryLimits: [stored('a', '2026-12-01'), stored('b', '2026-12-02'), stored('c', '2026-12-03')],
      })
      .build();
    const change = { operation: 'createTemporaryLimit', body: tripBody } as const;
    expect(checkChange(card, change, { ...context, maxTemporaryLimitsPerType: 3 })).toEqual(
      refused('MESSAGE_BAI540_1008'),
    );
    expect(checkChange(card, change, { ...context, maxTemporaryLimitsPerType: 4 }).ok).toBe(true);
    expect(checkChange(card, change, context).ok).toBe(true);
  });

  it('answers the same as the low-level check it stands for', () => {
    const card = aCard().build();
    const body = { ...tripBody, startDate: '2026-11-28', endDate: '2026-11-30' };
    const low = checkTemporaryLimitRequest(body, { limits: card.limits!, pending: false, today: TODAY });
    expect(checkChange(card, { operation: 'createTemporaryLimit', body }, context)).toEqual(low);
    expect(low).toEqual(refused('MESSAGE_BAI540_0051', 'startDate'));
  });

  it.each([
    ['a card that is not one', null, { operation: 'block' }, context, 'card'],
    [
      'a card whose limits are not a list',
      { ...aCard().build(), limits: 'POS' },
      { operation: 'block' },
      context,
      'card',
    ],
    [
      'a limit without a maximum',
      { links: [], limits: [{ limitType: 'POS', defaultLimitValue: 1 }] },
      { operation: 'block' },
      context,
      'card',
    ],
    ['an operation nobody knows', aCard().build(), { operation: 'explode' }, context, 'operation'],
    ['a change that is not one', aCard().build(), 'block', context, 'operation'],
    [
      'a bad today',
      aCard().build(),
      { operation: 'createTemporaryLimit', body: tripBody },
      { today: '2027-02-30' },
      'today',
    ],
    ['no today for a temporary change', aCard().build(), { operation: 'createTemporaryRegion', body: {} }, {}, 'today'],
    [
      'a balance that is no number',
      aCard().build(),
      { operation: 'block' },
      { accountBalance: '12' },
      'accountBalance',
    ],
    [
      'a cap of 1.5',
      aCard().build(),
      { operation: 'block' },
      { maxTemporaryGeoProfiles: 1.5 },
      'maxTemporaryGeoProfiles',
    ],
  ])('refuses %s as REQUEST_INVALID, naming the part at fault', (_, card, change, given, field) => {
    expect(checkChange(card as never, change as ProposedChange, given as ChangeContext)).toEqual(
      refused('REQUEST_INVALID', field),
    );
  });
});
