import fc from 'fast-check';
import {
  CHANGE_SIGNING_STATUSES,
  LIMIT_TYPES,
  REGIONS,
  REISSUE_REASONS,
  TEMPORARY_LIMIT_TYPES,
  type CardChange,
  type CardHistoryEntry,
  type CardHistoryPage,
  type Instant,
  type IsoDate,
  type LimitSetting,
} from '../../../domain/index';
import { isoDateArb } from './dates';
import { plusDays } from './day-numbers';

/** A moment between 2014 and 2099 as the bank writes it: UTC, milliseconds. */
export const instantArb: fc.Arbitrary<Instant> = fc
  .integer({ min: Date.UTC(2014, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((ms) => new Date(ms).toISOString() as Instant);

const periodArb = fc
  .tuple(isoDateArb(), fc.integer({ min: 0, max: 365 }))
  .map(([startDate, days]) => ({ startDate, endDate: plusDays(startDate, days) as IsoDate }));
const amountArb = fc.integer({ min: 0, max: 50_000 });
const permanentArb: fc.Arbitrary<LimitSetting> = amountArb.map((limitValue) => ({ limitValue }));
const temporaryArb: fc.Arbitrary<LimitSetting> = fc
  .tuple(amountArb, periodArb)
  .map(([limitValue, period]) => ({ limitValue, ...period }));
const idArb = fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/);

const limitChangeArb: fc.Arbitrary<CardChange> = fc
  .oneof(
    fc.record({
      operation: fc.constant('changeDefault' as const),
      limitType: fc.constantFrom(...LIMIT_TYPES),
      before: permanentArb,
      after: permanentArb,
    }),
    fc.record({
      operation: fc.constant('createTemporary' as const),
      limitType: fc.constantFrom(...TEMPORARY_LIMIT_TYPES),
      before: permanentArb,
      after: temporaryArb,
    }),
    fc.record({
      operation: fc.constant('changeTemporary' as const),
      limitType: fc.constantFrom(...TEMPORARY_LIMIT_TYPES),
      before: temporaryArb,
      after: temporaryArb,
    }),
    fc.record({
      operation: fc.constant('deleteTemporary' as const),
      limitType: fc.constantFrom(...TEMPORARY_LIMIT_TYPES),
      before: temporaryArb,
      after: fc.constant(null),
    }),
  )
  .chain((change) =>
    fc
      .record({ signing: fc.constantFrom(...CHANGE_SIGNING_STATUSES), signBy: fc.option(isoDateArb(), { nil: null }) })
      .map((signing) => ({ type: 'LIMIT_CHANGED' as const, ...change, ...signing })),
  );

/** Every kind of change the history names, each holding together as the bank records it. */
export const cardChangeArb: fc.Arbitrary<CardChange> = fc.oneof(
  fc.constantFrom({ type: 'BLOCKED' as const }, { type: 'UNBLOCKED' as const }),
  fc.record({
    type: fc.constant('REPLACED' as const),
    reason: fc.constantFrom(...REISSUE_REASONS),
    replacementPaymentInstrumentId: idArb,
  }),
  limitChangeArb,
  fc.record({
    type: fc.constant('DEFAULT_REGION_CHANGED' as const),
    before: fc.constantFrom(...REGIONS),
    after: fc.constantFrom(...REGIONS),
  }),
  fc
    .tuple(
      fc.constantFrom('TEMPORARY_REGION_ADDED' as const, 'TEMPORARY_REGION_DELETED' as const),
      idArb,
      fc.constantFrom(...REGIONS),
      periodArb,
    )
    .map(([type, temporaryGeoProfileId, geoProfile, period]) => ({
      type,
      temporaryGeoProfileId,
      geoProfile,
      ...period,
    })),
);

export const cardHistoryEntryArb: fc.Arbitrary<CardHistoryEntry> = fc
  .tuple(fc.integer({ min: 1, max: 1e12 }), instantArb, cardChangeArb)
  .map(([id, occurredAt, change]) => ({ id: String(id), occurredAt, ...change }));

/** A page of the history as the bank answers it, newest first. */
export const cardHistoryPageArb: fc.Arbitrary<CardHistoryPage> = fc
  .record({ changes: fc.array(cardHistoryEntryArb, { maxLength: 12 }), hasMore: fc.boolean() })
  .map(({ changes, hasMore }) => ({
    changes: [...changes].sort((a, b) => (a.occurredAt < b.occurredAt ? 1 : -1)),
    hasMore,
  }));
