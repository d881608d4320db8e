import type { Instant } from '../calendar/bank-instant';
import type { IsoDate } from '../calendar/iso-date';
import type { Region } from '../geo/region';
import type { LimitOperation } from '../limits/limit-operation';
import type { LimitType } from '../limits/limit-type';
import type { ReissueReason } from './payment-instrument';

/**
 * A card's change history (beyond the spec: section 7 has no such call, so a bank may not
 * offer it). Each entry is one change the bank acknowledged, newest first.
 */

/**
 * Where a limit change's signing stands: `PENDING` waits to be signed (until `signBy`), `SIGNED`
 * is applied, `EXPIRED` was not signed in time, `LOCKED` was refused after too many wrong codes,
 * `WITHDRAWN` was signed but the card no longer took the change by then (issue 20's signing
 * safeguards); the last three were never applied.
 */
export const CHANGE_SIGNING_STATUSES = ['PENDING', 'SIGNED', 'EXPIRED', 'LOCKED', 'WITHDRAWN'] as const;
export type ChangeSigningStatus = (typeof CHANGE_SIGNING_STATUSES)[number];

/** A limit as it was or became: permanent, or temporary with its first and last day. */
export type LimitSetting =
  | { readonly limitValue: number }
  | { readonly limitValue: number; readonly startDate: IsoDate; readonly endDate: IsoDate };

export type TemporaryRegionSetting = {
  readonly temporaryGeoProfileId: string;
  readonly geoProfile: Region;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
};

export type CardChange =
  | { readonly type: 'BLOCKED' }
  | { readonly type: 'UNBLOCKED' }
  /** A new card was ordered; a STOLEN or LOST reason also blocked this card for good. */
  | { readonly type: 'REPLACED'; readonly reason: ReissueReason; readonly replacementPaymentInstrumentId: string }
  | {
      readonly type: 'LIMIT_CHANGED';
      readonly operation: LimitOperation['kind'];
      readonly limitType: LimitType;
      /** What applied before: for a new temporary limit, the permanent one. */
      readonly before: LimitSetting | null;
      /** What applies once signed; `null` when a temporary limit is deleted (the permanent one applies again). */
      readonly after: LimitSetting | null;
      readonly signing: ChangeSigningStatus;
      /** The last bank day it could be signed on; `null` when it may wait. */
      readonly signBy: IsoDate | null;
    }
  | { readonly type: 'DEFAULT_REGION_CHANGED'; readonly before: Region; readonly after: Region }
  | ({ readonly type: 'TEMPORARY_REGION_ADDED' | 'TEMPORARY_REGION_DELETED' } & TemporaryRegionSetting);

export type CardChangeType = CardChange['type'];

export const CARD_CHANGE_TYPES = [
  'BLOCKED',
  'UNBLOCKED',
  'REPLACED',
  'LIMIT_CHANGED',
  'DEFAULT_REGION_CHANGED',
  'TEMPORARY_REGION_ADDED',
  'TEMPORARY_REGION_DELETED',
] as const satisfies readonly CardChangeType[];

/** One acknowledged change: `id` pages the history on (`startingAfter`), `occurredAt` when the bank took it. */
export type CardHistoryEntry = { readonly id: string; readonly occurredAt: Instant } & CardChange;

/** One page of the history, newest first; `hasMore` when older entries follow the last one. */
export type CardHistoryPage = { readonly changes: readonly CardHistoryEntry[]; readonly hasMore: boolean };

/** How many entries a page holds unless asked otherwise, and at most. */
export const CARD_HISTORY_PAGE_SIZE = { default: 10, max: 50 } as const;
