import type { CardHistoryEntry, ChangeSigningStatus, LimitSetting, LimitType } from '../../domain/index';
import type { CardEventRow } from '../store/card-events';

type LimitOperationKind = Extract<CardHistoryEntry, { type: 'LIMIT_CHANGED' }>['operation'];

/** A value with its dates is a temporary limit, without them the permanent one; no value is none. */
function setting(limitValue: number | null, startDate: string | null, endDate: string | null): LimitSetting | null {
  if (limitValue === null) return null;
  return startDate !== null && endDate !== null ? ({ limitValue, startDate, endDate } as LimitSetting) : { limitValue };
}

/**
 * One stored event as the history answers it (`CardHistoryEntry`). A limit change is read from
 * its sign item: the old value and dates before, the new ones after (a new temporary limit's
 * "before" is the permanent limit, a deleted one's "after" is none).
 */
export function renderHistoryEntry(row: CardEventRow): CardHistoryEntry {
  const head = { id: String(row.event_id), occurredAt: row.occurred_at };
  if (row.change_type !== 'LIMIT_CHANGED')
    return { ...head, ...row.details, type: row.change_type } as CardHistoryEntry;
  return {
    ...head,
    type: 'LIMIT_CHANGED',
    operation: row.operation as LimitOperationKind,
    limitType: row.limit_type as LimitType,
    before: setting(row.old_value, row.old_start_date, row.old_end_date),
    after: setting(row.new_value, row.start_date, row.end_date),
    signing: row.signing as ChangeSigningStatus,
    signBy: row.sign_by,
  };
}
