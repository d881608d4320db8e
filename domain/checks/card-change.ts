import type { ReissueReason } from '../cards/payment-instrument';
import type { IsoDate } from '../calendar/iso-date';
import type { Region, TemporaryGeoProfile } from '../geo/region';
import type { TemporaryRegionRequest } from '../geo/region-rules';
import type { TemporaryLimit, TemporaryLimitType } from '../limits/limit-type';
import type { PermanentLimitRequest, TemporaryLimitRequest } from '../limits/limit-rules';

/**
 * A change a channel wants to make to a card, one shape for every call of section 7: `body` is
 * what the bank's call receives (the permanent limit's `limitType` in it, as in the temporary
 * one), the ids are the ones its path names.
 */
export type ProposedChange =
  | { readonly operation: 'block' }
  | { readonly operation: 'unblock' }
  | { readonly operation: 'replace'; readonly body: unknown }
  | { readonly operation: 'changePermanentLimit'; readonly body: unknown }
  | { readonly operation: 'createTemporaryLimit'; readonly body: unknown }
  | { readonly operation: 'changeTemporaryLimit'; readonly temporaryLimitId: string; readonly body: unknown }
  | { readonly operation: 'deleteTemporaryLimit'; readonly temporaryLimitId: string }
  | { readonly operation: 'changeDefaultRegion'; readonly body: unknown }
  /** With `replacingId`, the temporary profile deleted first (section 4: a change is a delete, then a create). */
  | { readonly operation: 'createTemporaryRegion'; readonly body: unknown; readonly replacingId?: string | undefined }
  | { readonly operation: 'deleteTemporaryRegion'; readonly temporaryGeoProfileId: string };

export type ChangeOperation = ProposedChange['operation'];

export const CHANGE_OPERATIONS = [
  'block',
  'unblock',
  'replace',
  'changePermanentLimit',
  'createTemporaryLimit',
  'changeTemporaryLimit',
  'deleteTemporaryLimit',
  'changeDefaultRegion',
  'createTemporaryRegion',
  'deleteTemporaryRegion',
] as const satisfies readonly ChangeOperation[];

export const isChangeOperation = (value: unknown): value is ChangeOperation =>
  typeof value === 'string' && (CHANGE_OPERATIONS as readonly string[]).includes(value);

/** What the rules leave up to the caller: the bank's day, and what only a bank (or its stand-in) knows. */
export type ChangeContext = {
  /** The bank's day (Europe/Amsterdam): what a temporary limit or region is checked against; a block needs none. */
  readonly today?: IsoDate | undefined;
  /** Raising a limit above the account's balance is refused (0072); unknown, the rule is not applied. */
  readonly accountBalance?: number | undefined;
  /** The bank names no cap on temporary entries; a stand-in bank passes its own (1008, 1021). */
  readonly maxTemporaryLimitsPerType?: number | undefined;
  readonly maxTemporaryGeoProfiles?: number | undefined;
};

/** What an allowed change amounts to, read as the bank reads it. */
export type AcceptedChange =
  | { readonly operation: 'block' }
  | { readonly operation: 'unblock' }
  | { readonly operation: 'replace'; readonly reason: ReissueReason }
  | { readonly operation: 'changePermanentLimit'; readonly request: PermanentLimitRequest }
  | { readonly operation: 'createTemporaryLimit'; readonly request: TemporaryLimitRequest }
  | {
      readonly operation: 'changeTemporaryLimit';
      readonly request: TemporaryLimitRequest;
      readonly replaced: TemporaryLimit;
    }
  | {
      readonly operation: 'deleteTemporaryLimit';
      readonly limitType: TemporaryLimitType;
      readonly temporaryLimit: TemporaryLimit;
    }
  | { readonly operation: 'changeDefaultRegion'; readonly region: Region }
  | {
      readonly operation: 'createTemporaryRegion';
      readonly request: TemporaryRegionRequest;
      readonly replacing: TemporaryGeoProfile | undefined;
    }
  | { readonly operation: 'deleteTemporaryRegion'; readonly temporaryGeoProfile: TemporaryGeoProfile };

export type AcceptedChangeOf<O extends ChangeOperation> = Extract<AcceptedChange, { readonly operation: O }>;
