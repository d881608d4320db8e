import { parseInstant } from '../calendar/bank-instant';
import { parseIsoDate, type IsoDate } from '../calendar/iso-date';
import { isRegion } from '../geo/region';
import type { LimitOperation } from '../limits/limit-operation';
import { isLimitType, isTemporaryLimitType } from '../limits/limit-type';
import { fail, ok, type Result } from '../result';
import {
  CARD_CHANGE_TYPES,
  CHANGE_SIGNING_STATUSES,
  type CardChange,
  type CardChangeType,
  type CardHistoryEntry,
  type CardHistoryPage,
  type ChangeSigningStatus,
  type LimitSetting,
} from './card-history';
import { isReissueReason } from './payment-instrument';

/** What was wrong with a history answer: `at` names the entry (its index) or `page`. */
export type CardHistoryFailure = { readonly reason: 'malformed'; readonly at: string };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const dateOf = (value: unknown): IsoDate | undefined => {
  const parsed = parseIsoDate(value);
  return parsed.ok ? parsed.value : undefined;
};
const isChangeType = (value: unknown): value is CardChangeType =>
  (CARD_CHANGE_TYPES as readonly unknown[]).includes(value);
const isSigning = (value: unknown): value is ChangeSigningStatus =>
  (CHANGE_SIGNING_STATUSES as readonly unknown[]).includes(value);
const isOperation = (value: unknown): value is LimitOperation['kind'] =>
  typeof value === 'string' && Object.hasOwn(SHAPES, value);

/** A setting is permanent (no dates) or temporary (both dates, the first not after the last); `null` is none. */
function settingOf(value: unknown): LimitSetting | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isAmount(value.limitValue)) return undefined;
  if (value.startDate === undefined && value.endDate === undefined) return { limitValue: value.limitValue };
  const [startDate, endDate] = [dateOf(value.startDate), dateOf(value.endDate)];
  return startDate && endDate && startDate <= endDate
    ? { limitValue: value.limitValue, startDate, endDate }
    : undefined;
}

type Shape = 'permanent' | 'temporary' | 'none';
const shapeOf = (setting: LimitSetting | null): Shape =>
  setting === null ? 'none' : 'startDate' in setting ? 'temporary' : 'permanent';

/** What each operation turns into what: a new temporary limit sets aside the permanent one, a deleted one leaves none. */
const SHAPES: Record<LimitOperation['kind'], readonly [Shape, Shape]> = {
  changeDefault: ['permanent', 'permanent'],
  createTemporary: ['permanent', 'temporary'],
  changeTemporary: ['temporary', 'temporary'],
  deleteTemporary: ['temporary', 'none'],
};

function changeOf(type: CardChangeType, fields: Fields): CardChange | undefined {
  switch (type) {
    case 'BLOCKED':
    case 'UNBLOCKED':
      return { type };
    case 'REPLACED':
      return isReissueReason(fields.reason) && isText(fields.replacementPaymentInstrumentId)
        ? { type, reason: fields.reason, replacementPaymentInstrumentId: fields.replacementPaymentInstrumentId }
        : undefined;
    case 'LIMIT_CHANGED': {
      const { operation, limitType, signing } = fields;
      const [before, after] = [settingOf(fields.before), settingOf(fields.after)];
      const signBy = fields.signBy === null ? null : dateOf(fields.signBy);
      if (
        !isOperation(operation) ||
        !isLimitType(limitType) ||
        !isSigning(signing) ||
        before === undefined ||
        after === undefined ||
        signBy === undefined
      )
        return undefined;
      // Section 1: only payment and withdrawal limits have temporary forms.
      if (operation !== 'changeDefault' && !isTemporaryLimitType(limitType)) return undefined;
      if (shapeOf(before) !== SHAPES[operation][0] || shapeOf(after) !== SHAPES[operation][1]) return undefined;
      return { type, operation, limitType, before, after, signing, signBy };
    }
    case 'DEFAULT_REGION_CHANGED':
      return isRegion(fields.before) && isRegion(fields.after)
        ? { type, before: fields.before, after: fields.after }
        : undefined;
    case 'TEMPORARY_REGION_ADDED':
    case 'TEMPORARY_REGION_DELETED': {
      const [startDate, endDate] = [dateOf(fields.startDate), dateOf(fields.endDate)];
      if (
        !isText(fields.temporaryGeoProfileId) ||
        !isRegion(fields.geoProfile) ||
        !startDate ||
        !endDate ||
        endDate < startDate
      )
        return undefined;
      return {
        type,
        temporaryGeoProfileId: fields.temporaryGeoProfileId,
        geoProfile: fields.geoProfile,
        startDate,
        endDate,
      };
    }
  }
}

/**
 * Reads a history answer. An entry of a type this channel does not know yet is left out (a bank
 * may add kinds of change); an entry of a known type that does not hold together fails the
 * whole page rather than show a customer a wrong history.
 */
export function parseCardHistoryPage(body: unknown): Result<CardHistoryPage, CardHistoryFailure> {
  if (!isObject(body) || !Array.isArray(body.changes) || typeof body.hasMore !== 'boolean')
    return fail({ reason: 'malformed', at: 'page' });
  const changes: CardHistoryEntry[] = [];
  for (const [index, entry] of body.changes.entries()) {
    if (!isObject(entry) || !isText(entry.id) || !isText(entry.type))
      return fail({ reason: 'malformed', at: String(index) });
    if (!isChangeType(entry.type)) continue;
    const occurredAt = parseInstant(entry.occurredAt);
    const change = changeOf(entry.type, entry);
    if (!occurredAt.ok || !change) return fail({ reason: 'malformed', at: String(index) });
    changes.push({ id: entry.id, occurredAt: occurredAt.value, ...change });
  }
  return ok({ changes, hasMore: body.hasMore });
}
