import { CARD_HISTORY_PAGE_SIZE, type CardChange, type Instant, type IsoDate } from '../../domain/index';
import type { Queryable } from './database';
import { signingStatusSql } from './sign-items';

/** What a change records: a limit change names its sign item, which holds what it changes and its signing. */
export type RecordedChange =
  | Exclude<CardChange, { readonly type: 'LIMIT_CHANGED' }>
  | { readonly type: 'LIMIT_CHANGED'; readonly signItemId: string };

/** Writes a change's event; called inside the change's transaction, so both land or neither. */
export async function recordCardEvent(
  db: Queryable,
  cardId: string,
  occurredAt: Instant,
  change: RecordedChange,
): Promise<void> {
  const { type, ...details } = change;
  const signItemId = change.type === 'LIMIT_CHANGED' ? change.signItemId : null;
  await db.query(
    'INSERT INTO card_events (payment_instrument_id, occurred_at, change_type, details, sign_item_id) VALUES ($1, $2, $3, $4::jsonb, $5)',
    [cardId, occurredAt, type, JSON.stringify(signItemId === null ? details : {}), signItemId],
  );
}

/** One event as read: its own columns, and for a limit change its sign item's, with the signing state of the day. */
export type CardEventRow = {
  readonly event_id: number;
  readonly occurred_at: Instant;
  readonly change_type: CardChange['type'];
  readonly details: Record<string, unknown>;
  readonly operation: string | null;
  readonly limit_type: string | null;
  readonly old_value: number | null;
  readonly new_value: number | null;
  readonly start_date: IsoDate | null;
  readonly end_date: IsoDate | null;
  readonly old_start_date: IsoDate | null;
  readonly old_end_date: IsoDate | null;
  readonly sign_by: IsoDate | null;
  readonly signing: string | null;
};

/** Whether the card exists, whether the customer may open it, whether `startingAfter` is one of its events, and the page. */
export type CardHistoryRead = {
  readonly exists: boolean;
  readonly open: boolean;
  readonly cursorKnown: boolean;
  readonly rows: CardEventRow[];
};

export type HistoryQuery = {
  readonly customerId: string;
  readonly cardId: string;
  readonly today: IsoDate;
  readonly pageSize: number;
  /** The id of the last event of the page before; none for the newest page. */
  readonly startingAfter: number | undefined;
};

const OPENABLE =
  'EXISTS (SELECT 1 FROM card_access WHERE customer_id = $1 AND payment_instrument_id = $2 AND sees_details)';

// Instants are written out here, in UTC, rather than left to the session's time zone.
const HISTORY_SQL = `SELECT json_build_object(
  'exists', EXISTS (SELECT 1 FROM cards WHERE payment_instrument_id = $2),
  'open', ${OPENABLE},
  'cursorKnown', $4::bigint IS NULL OR EXISTS (SELECT 1 FROM card_events WHERE event_id = $4 AND payment_instrument_id = $2),
  'rows', COALESCE((SELECT json_agg(r ORDER BY r.event_id DESC) FROM (
    SELECT e.event_id, to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at, e.change_type, e.details,
           i.operation, i.limit_type, i.old_value, i.new_value, i.start_date, i.end_date, i.old_start_date, i.old_end_date, i.sign_by,
           CASE WHEN i.tps_id IS NULL THEN NULL ELSE ${signingStatusSql('$3::date')} END AS signing
      FROM card_events e LEFT JOIN sign_items i ON i.tps_id = e.sign_item_id
     WHERE e.payment_instrument_id = $2 AND ($4::bigint IS NULL OR e.event_id < $4) AND ${OPENABLE}
     ORDER BY e.event_id DESC
     LIMIT $5) r), '[]'::json)
) AS read`;

/**
 * One page of a card's events, newest first, in one round trip; one more than the page is read
 * to tell whether older ones follow. Newest is the order the bank took them in (the card's row
 * lock serialises its changes), whatever dates the sandbox was set to meanwhile.
 */
export async function readCardHistory(db: Queryable, query: HistoryQuery): Promise<CardHistoryRead> {
  const pageSize = Math.min(query.pageSize, CARD_HISTORY_PAGE_SIZE.max);
  const rows = await db.query<{ read: CardHistoryRead }>(HISTORY_SQL, [
    query.customerId,
    query.cardId,
    query.today,
    query.startingAfter ?? null,
    pageSize + 1,
  ]);
  return rows[0]!.read;
}
