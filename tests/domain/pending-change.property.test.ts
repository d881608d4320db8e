import fc from 'fast-check';
import {
  describeLimitChange,
  firstTemporaryLimit,
  operationOfType,
  operationTypeOf,
  pendingChangeOf,
  pendingChangeOfCard,
  type CardLimit,
  type IsoDate,
  type LimitOperation,
  type LimitType,
} from '../../domain/index';
import { cardLimitArb } from '../support/arbitraries/index';
import { plusDays } from '../support/arbitraries/day-numbers';

// Section 3: `limitChangeRequest` is "null, or a value meaning a change is pending"; what it means,
// as far as it can be put in words (issue 12, item 2).

const TODAY = '2027-03-01' as IsoDate;

const limitArb = fc.constantFrom<LimitType>('ECOM', 'POS', 'ATM').chain((limitType) => cardLimitArb(limitType, TODAY));

const operationFor = (limit: CardLimit): fc.Arbitrary<LimitOperation> =>
  limit.limitType === 'ECOM'
    ? fc.constant({ kind: 'changeDefault', limitType: 'ECOM' })
    : fc
        .constantFrom('changeDefault', 'createTemporary', 'changeTemporary', 'deleteTemporary')
        .map((kind) => ({ kind, limitType: limit.limitType }) as LimitOperation);

const periodArb = fc
  .record({ start: fc.integer({ min: 0, max: 190 }), length: fc.integer({ min: 0, max: 365 }) })
  .map(({ start, length }) => ({
    startDate: plusDays(TODAY, start),
    endDate: plusDays(TODAY, start + length),
  }));

const idsArb = fc.record({ sourceId: fc.string({ minLength: 1 }).filter((id) => id.trim() !== ''), tpsId: fc.uuid() });

/** A limit with a whole request of the bank's kind (as the sandbox sends it) and the operation it names. */
const wholeRequestArb = limitArb.chain((limit) =>
  fc
    .record({
      limit: fc.constant(limit),
      operation: operationFor(limit),
      limitValue: fc.integer({ min: 0, max: 50000 }),
      period: periodArb,
      ids: idsArb,
    })
    .map((drawn) => {
      const { operation, limitValue, period, ids } = drawn;
      const request = {
        ...ids,
        operationType: operationTypeOf(operation),
        ...(operation.kind === 'deleteTemporary' ? {} : { limitValue }),
        ...(operation.kind === 'createTemporary' || operation.kind === 'changeTemporary' ? period : {}),
      };
      return { ...drawn, limit: { ...limit, limitChangeRequest: request } };
    }),
);

describe('what a pending limitChangeRequest means', () => {
  it('is none exactly when the request is null or absent', () => {
    fc.assert(
      fc.property(limitArb, fc.anything(), (limit, request) => {
        const change = pendingChangeOf({ ...limit, limitChangeRequest: request });
        expect(change.kind === 'none').toBe(request === null || request === undefined);
      }),
    );
  });

  it('is opaque, never a guess, for anything that does not say what will change', () => {
    const markerArb = fc.oneof(
      fc.boolean(),
      fc.string(),
      fc.integer(),
      fc.array(fc.anything()),
      fc.record({ requestedAt: fc.string() }),
      fc.dictionary(fc.string(), fc.string()),
    );
    fc.assert(
      fc.property(limitArb, markerArb, (limit, marker) => {
        expect(pendingChangeOf({ ...limit, limitChangeRequest: marker })).toEqual({
          kind: 'opaque',
          limitType: limit.limitType,
        });
      }),
    );
  });

  it('is described when whole: its operationType kept, the new amount and period after it', () => {
    fc.assert(
      fc.property(wholeRequestArb, ({ limit, operation, limitValue, period }) => {
        const change = pendingChangeOf(limit);
        if (operation.kind === 'deleteTemporary' && !firstTemporaryLimit(limit)) {
          // Nothing to delete: the app cannot say what the change is.
          expect(change.kind).toBe('opaque');
          return;
        }
        expect(change).toMatchObject({
          kind: 'described',
          limitType: limit.limitType,
          operationType: operationTypeOf(operation),
        });
        if (change.kind !== 'described') return;
        if (operation.kind === 'deleteTemporary') expect(change.after).toEqual({ amount: limit.defaultLimitValue });
        else if (operation.kind === 'changeDefault') expect(change.after).toEqual({ amount: limitValue });
        else expect(change.after).toEqual({ amount: limitValue, period });
      }),
    );
  });

  it('starts from the limit as it stands: the default, or the temporary limit a change or deletion replaces', () => {
    fc.assert(
      fc.property(wholeRequestArb, ({ limit, operation }) => {
        const change = pendingChangeOf(limit);
        if (change.kind !== 'described') return;
        const temporary = firstTemporaryLimit(limit);
        const replacesTemporary =
          (operation.kind === 'changeTemporary' || operation.kind === 'deleteTemporary') && temporary;
        expect(change.before.amount).toBe(replacesTemporary ? temporary.limitValue : limit.defaultLimitValue);
        expect(change.before.period === undefined).toBe(!replacesTemporary);
      }),
    );
  });

  it('names its sign item exactly when the request carries both ids', () => {
    fc.assert(
      fc.property(wholeRequestArb, fc.boolean(), fc.boolean(), ({ limit }, keepSource, keepTps) => {
        const { sourceId, tpsId, ...rest } = limit.limitChangeRequest as { sourceId: string; tpsId: string };
        const request = { ...rest, ...(keepSource ? { sourceId } : {}), ...(keepTps ? { tpsId } : {}) };
        const change = pendingChangeOf({ ...limit, limitChangeRequest: request });
        if (change.kind !== 'described') return;
        expect(change.signItem).toEqual(keepSource && keepTps ? { sourceId, tpsId } : undefined);
      }),
    );
  });

  it('is opaque when the operationType belongs to another limit type', () => {
    fc.assert(
      fc.property(wholeRequestArb, limitArb, ({ limit }, other) => {
        fc.pre(other.limitType !== limit.limitType);
        expect(pendingChangeOf({ ...other, limitChangeRequest: limit.limitChangeRequest }).kind).toBe('opaque');
      }),
    );
  });

  it('is opaque when a temporary change lacks a valid period or any change its amount', () => {
    fc.assert(
      fc.property(
        wholeRequestArb,
        fc.constantFrom('2027-02-30', 'tomorrow', 12, undefined),
        fc.constantFrom(-1, Number.NaN, '1500', null),
        (drawn, badDate, badAmount) => {
          const { limit, operation } = drawn;
          const request = limit.limitChangeRequest as Record<string, unknown>;
          if (operation.kind === 'createTemporary' || operation.kind === 'changeTemporary') {
            expect(pendingChangeOf({ ...limit, limitChangeRequest: { ...request, endDate: badDate } }).kind).toBe(
              'opaque',
            );
          }
          if (operation.kind !== 'deleteTemporary')
            expect(pendingChangeOf({ ...limit, limitChangeRequest: { ...request, limitValue: badAmount } }).kind).toBe(
              'opaque',
            );
        },
      ),
    );
  });

  it('reads operationType back into the operation it names, and nothing else', () => {
    fc.assert(
      fc.property(wholeRequestArb, fc.string(), ({ operation }, other) => {
        expect(operationOfType(operationTypeOf(operation))).toEqual(operation);
        fc.pre(!/Limit$/.test(other));
        expect(operationOfType(other)).toBeUndefined();
      }),
    );
  });

  it('describes what the app itself asked for in the same words as the bank’s request', () => {
    fc.assert(
      fc.property(wholeRequestArb, ({ limit }) => {
        const { sourceId, tpsId, ...request } = limit.limitChangeRequest as {
          sourceId: string;
          tpsId: string;
          operationType: never;
        };
        const change = pendingChangeOf(limit);
        expect(describeLimitChange(limit, request, { sourceId, tpsId })).toEqual(
          change.kind === 'described' ? change : undefined,
        );
      }),
    );
  });

  it('for a card, is its first pending limit’s, and none when no limit waits', () => {
    fc.assert(
      fc.property(fc.array(fc.option(limitArb, { nil: undefined }), { maxLength: 3 }), (limits) => {
        const first = limits.find(
          (limit) => limit && limit.limitChangeRequest !== null && limit.limitChangeRequest !== undefined,
        );
        expect(pendingChangeOfCard(limits)).toEqual(first ? pendingChangeOf(first) : { kind: 'none' });
      }),
    );
  });
});
