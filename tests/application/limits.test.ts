import fc from 'fast-check';
import {
  isPermitted,
  limitPermission,
  LINK_ACTIONS,
  limitSubmitOperation,
  serviceError,
  type DurationType,
  type LinkAction,
  type TemporaryLimitType,
} from '../../domain/index';
import { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import { ChangeSpendingLimit } from '../../application/use-cases/change-spending-limit';
import { DeleteTemporaryLimit } from '../../application/use-cases/delete-temporary-limit';
import { aCard, TODAY } from '../support/builders/card';
import { FixedClock } from '../support/fakes/fixed-clock';
import { InMemoryLimits } from '../support/fakes/in-memory-limits';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';

const setUp = () => {
  const limits = new InMemoryLimits();
  const store = new InMemorySessionStore();
  return {
    limits,
    store,
    ecommerce: new ChangeEcommerceLimit(limits, store),
    spending: new ChangeSpendingLimit(limits, store, new FixedClock()),
    remove: new DeleteTemporaryLimit(limits, store),
  };
};

describe('ChangeEcommerceLimit', () => {
  it('changes the permanent ECOM limit and hands the sign item and changedEcommerceLimit to signing', async () => {
    const { ecommerce, limits, store } = setUp();
    const card = aCard().withId('a').selected();
    const result = await ecommerce.execute({ card, limitValue: 750 });
    const signItem = { sourceId: 'source-1', tpsId: 'tps-1' };
    // Issue 12, item 3: what is signed, in the app's words, travels with the item.
    const change = {
      kind: 'described',
      limitType: 'ECOM',
      operationType: 'changedEcommerceLimit',
      before: { amount: 500 },
      after: { amount: 750 },
      signItem,
    };
    const pending = { signItem, operationType: 'changedEcommerceLimit', change };
    expect(result).toEqual({ kind: 'toSign', pending });
    expect(limits.calls).toEqual([{ method: 'changeDefault', args: ['a', 'ECOM', 750] }]);
    expect(store.pending).toEqual(pending);
  });

  it.each([
    [
      'no CHANGE_DEFAULT_LIMIT_ECOM link',
      aCard().withoutLinks('CHANGE_DEFAULT_LIMIT_ECOM'),
      750,
      'MESSAGE_BAI540_1002',
    ],
    ['a change waiting to be signed', aCard().withPendingLimitChange('POS'), 750, 'MESSAGE_BAI540_1003'],
    ['a value above the maximum', aCard(), 5001, 'MESSAGE_BAI540_1011'],
    ['the value it already has', aCard(), 500, 'MESSAGE_BAI540_1029'],
    ['no value', aCard(), undefined, 'LIMIT_VALUE_MISSING'],
    ['a fraction', aCard(), 12.5, 'LIMIT_VALUE_INVALID'],
    ['a negative value', aCard(), -1, 'LIMIT_VALUE_INVALID'],
  ])('refuses with %s, sending nothing and keeping nothing', async (_case, builder, limitValue, code) => {
    const { ecommerce, limits, store } = setUp();
    const result = await ecommerce.execute({ card: builder.selected(), limitValue });
    expect('error' in result && result.error.code).toBe(code);
    expect(limits.calls).toEqual([]);
    expect(store.pending).toBeUndefined();
  });

  it('keeps nothing when the bank refuses', async () => {
    const { ecommerce, limits, store } = setUp();
    limits.failNext('changeDefault', serviceError('MESSAGE_BAI540_0072'));
    const result = await ecommerce.execute({ card: aCard().selected(), limitValue: 900 });
    expect('error' in result && result.error).toMatchObject({ code: 'MESSAGE_BAI540_0072', recoverable: true });
    expect(store.pending).toBeUndefined();
  });
});

describe('ChangeSpendingLimit', () => {
  it('continuously changes the default limit: changedDefaultPOSLimit', async () => {
    const { spending, limits, store } = setUp();
    const card = aCard().withId('a').withTemporaryLimit('POS').selected();
    const result = await spending.execute({ card, limitType: 'POS', durationType: 'continuously', limitValue: 3000 });
    expect(result.kind === 'toSign' && result.pending.operationType).toBe('changedDefaultPOSLimit');
    expect(limits.calls).toEqual([{ method: 'changeDefault', args: ['a', 'POS', 3000] }]);
    expect(store.pending?.operationType).toBe('changedDefaultPOSLimit');
  });

  it('temporarily without a temporary limit creates one for today only: newTemporaryATMLimit', async () => {
    const { spending, limits } = setUp();
    const card = aCard().withId('a').selected();
    const result = await spending.execute({
      card,
      limitType: 'ATM',
      durationType: 'temporarily',
      limitValue: 800,
      option: 'onlyToday',
    });
    expect(result.kind === 'toSign' && result.pending.operationType).toBe('newTemporaryATMLimit');
    expect(limits.calls).toEqual([
      {
        method: 'createTemporary',
        args: ['a', { limitType: 'ATM', limitValue: 800, startDate: TODAY, endDate: TODAY }],
      },
    ]);
  });

  it('temporarily with a temporary limit changes that one: changedTemporaryPOSLimit, for another day', async () => {
    const { spending, limits } = setUp();
    const card = aCard().withId('a').withTemporaryLimit('POS', { temporaryLimitId: 't-1' }).selected();
    const result = await spending.execute({
      card,
      limitType: 'POS',
      durationType: 'temporarily',
      limitValue: 4000,
      option: 'anotherDay',
      start: '2026-11-26' as never,
    });
    expect(result.kind === 'toSign' && result.pending.operationType).toBe('changedTemporaryPOSLimit');
    const temporary = card.paymentLimit?.temporaryLimits?.[0];
    expect(result.kind === 'toSign' && result.pending.change).toMatchObject({
      before: {
        amount: temporary?.limitValue,
        period: { startDate: temporary?.startDate, endDate: temporary?.endDate },
      },
      after: { amount: 4000, period: { startDate: '2026-11-26', endDate: '2026-11-26' } },
    });
    expect(limits.calls).toEqual([
      {
        method: 'changeTemporary',
        args: ['a', 't-1', { limitType: 'POS', limitValue: 4000, startDate: '2026-11-26', endDate: '2026-11-26' }],
      },
    ]);
  });

  it('sends the start and end of a period', async () => {
    const { spending, limits } = setUp();
    await spending.execute({
      card: aCard().withId('a').selected(),
      limitType: 'POS',
      durationType: 'temporarily',
      limitValue: 100,
      option: 'period',
      start: '2026-11-24' as never,
      end: '2026-12-04' as never,
    });
    expect(limits.callsOf('createTemporary')).toEqual([
      ['a', { limitType: 'POS', limitValue: 100, startDate: '2026-11-24', endDate: '2026-12-04' }],
    ]);
  });

  it.each([
    ['CHANGE_DEFAULT_LIMIT_POS', 'continuously', false, 'MESSAGE_BAI540_1002'],
    ['CREATE_TEMPORARY_LIMIT_POS', 'temporarily', false, 'MESSAGE_BAI540_1005'],
    ['DELETE_TEMPORARY_LIMIT_POS', 'temporarily', true, 'MESSAGE_BAI540_1009'],
  ] as const)(
    'without %s (%s, temporary limit: %s) answers %s and calls nothing',
    async (link, durationType, hasTemporary, code) => {
      const { spending, limits } = setUp();
      const builder = aCard().withoutLinks(link);
      const card = (hasTemporary ? builder.withTemporaryLimit('POS') : builder).selected();
      const result = await spending.execute({
        card,
        limitType: 'POS',
        durationType,
        limitValue: 100,
        option: 'onlyToday',
      });
      expect('error' in result && result.error.code).toBe(code);
      expect(limits.calls).toEqual([]);
    },
  );

  it.each([
    ['no option', {}, 'START_DATE_MISSING'],
    ['another day without a date', { option: 'anotherDay' }, 'START_DATE_MISSING'],
    ['a period without an end', { option: 'period', start: '2026-11-24' }, 'END_DATE_MISSING'],
    ['a Saturday', { option: 'anotherDay', start: '2026-11-28' }, 'MESSAGE_BAI540_0051'],
    ['Christmas', { option: 'anotherDay', start: '2026-12-25' }, 'MESSAGE_BAI540_0052'],
    [
      'an end more than 12 months on',
      { option: 'period', start: '2026-11-24', end: '2027-11-25' },
      'MESSAGE_BAI540_0050',
    ],
    ['a start in the past', { option: 'anotherDay', start: '2026-11-20' }, 'START_DATE_INVALID'],
  ])('refuses %s without a call, as the bank would', async (_case, dates, code) => {
    const { spending, limits } = setUp();
    const result = await spending.execute({
      card: aCard().selected(),
      limitType: 'POS',
      durationType: 'temporarily',
      limitValue: 100,
      ...(dates as object),
    });
    expect('error' in result && result.error.code).toBe(code);
    expect(limits.calls).toEqual([]);
  });

  it('sends a day its own list leaves open, and answers the bank’s refusal when the bank’s list closes it (reading 20)', async () => {
    // Good Friday is no legal public holiday (Algemene termijnenwet), so the app offers it; a bank
    // that closes it anyway refuses with 0052, and that refusal, not the app's list, decides.
    const { spending, limits, store } = setUp();
    limits.failNext('createTemporary', serviceError('MESSAGE_BAI540_0052'));
    const result = await spending.execute({
      card: aCard().withId('a').selected(),
      limitType: 'POS',
      durationType: 'temporarily',
      limitValue: 100,
      // The same shape as the refusals above take it.
      ...({ option: 'anotherDay', start: '2027-03-26' } as object),
    });
    expect(limits.callsOf('createTemporary')).toEqual([
      ['a', { limitType: 'POS', limitValue: 100, startDate: '2027-03-26', endDate: '2027-03-26' }],
    ]);
    expect(result).toMatchObject({ kind: 'refused', error: { code: 'MESSAGE_BAI540_0052', recoverable: true } });
    expect(store.pending).toBeUndefined();
  });

  it('calls the bank exactly when the card holds the link its operation needs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...LINK_ACTIONS]),
        fc.constantFrom<TemporaryLimitType>('POS', 'ATM'),
        fc.constantFrom<DurationType>('continuously', 'temporarily'),
        fc.boolean(),
        async (links, limitType, durationType, hasTemporary) => {
          const { spending, limits } = setUp();
          const builder = aCard().withOnlyLinks(...(links as LinkAction[]));
          const card = (hasTemporary ? builder.withTemporaryLimit(limitType, { limitValue: 50 }) : builder).selected();
          const operation = limitSubmitOperation(
            limitType,
            durationType,
            card[limitType === 'POS' ? 'paymentLimit' : 'withdrawalLimit']?.temporaryLimits?.[0],
          );
          const permission = limitPermission(operation);
          const result = await spending.execute({
            card,
            limitType,
            durationType,
            limitValue: 123,
            option: 'onlyToday',
          });
          expect(limits.calls.length).toBe(isPermitted(card, permission) ? 1 : 0);
          if (!isPermitted(card, permission))
            expect('error' in result && result.error.code).toBe(permission.missingCode);
        },
      ),
    );
  });
});

describe('DeleteTemporaryLimit', () => {
  it('deletes the first temporary limit and hands deletedTemporaryATMLimit to signing', async () => {
    const { remove, limits, store } = setUp();
    const card = aCard().withId('a').withTemporaryLimit('ATM', { temporaryLimitId: 't-9' }).selected();
    const result = await remove.execute({ card, limitType: 'ATM' });
    expect(result.kind === 'toSign' && result.pending.operationType).toBe('deletedTemporaryATMLimit');
    expect(result.kind === 'toSign' && result.pending.change?.after).toEqual({
      amount: card.withdrawalLimit?.defaultLimitValue,
    });
    expect(limits.calls).toEqual([{ method: 'deleteTemporary', args: ['a', 't-9'] }]);
    expect(store.pending?.signItem).toEqual({ sourceId: 'source-1', tpsId: 'tps-1' });
  });

  it.each([
    [
      'no DELETE_TEMPORARY_LIMIT_ATM link',
      aCard().withTemporaryLimit('ATM').withoutLinks('DELETE_TEMPORARY_LIMIT_ATM'),
      'MESSAGE_BAI540_1010',
    ],
    ['no temporary limit', aCard(), 'TEMPORARY_LIMIT_NOT_FOUND'],
    [
      'a change waiting to be signed',
      aCard().withTemporaryLimit('ATM').withPendingLimitChange('ATM'),
      'MESSAGE_BAI540_1003',
    ],
  ])('refuses with %s and calls nothing', async (_case, builder, code) => {
    const { remove, limits } = setUp();
    const result = await remove.execute({ card: builder.selected(), limitType: 'ATM' });
    expect('error' in result && result.error.code).toBe(code);
    expect(limits.calls).toEqual([]);
  });
});
