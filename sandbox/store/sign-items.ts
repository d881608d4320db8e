import { randomInt, randomUUID } from 'node:crypto';
import type { Instant, IsoDate, LimitOperation } from '../../domain/index';
import type { SignItemRow, SignItemStatus } from './card-queries';
import type { Queryable } from './database';
import { applyLimitChange } from './limit-changes';

export type NewSignItem = {
  readonly customerId: string;
  readonly cardId: string;
  readonly operation: LimitOperation['kind'];
  readonly limitType: LimitOperation['limitType'];
  readonly oldValue?: number | undefined;
  readonly newValue?: number | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly oldStartDate?: string | undefined;
  readonly oldEndDate?: string | undefined;
  readonly temporaryLimitId?: string | undefined;
  /** A change of a basket: the basket's sign item (its first change), whose state it shares. */
  readonly basketOf?: { readonly tpsId: string; readonly position: number } | undefined;
};

/**
 * The six digits the customer's banking app would show; the sandbox shows them instead. Drawn
 * from the system's strong random source for every item, seeded ones too: no code is in the source.
 */
export const confirmationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A change is to be signed on the sandbox day it was asked on; after that day it has lapsed
 * (EXPIRED): it is never applied and the card takes new changes again. Stored as PENDING until
 * the card's next change marks it, so every reader asks this instead of the column.
 */
export function signingStatus(item: Pick<SignItemRow, 'status' | 'sign_by'>, today: IsoDate): SignItemStatus {
  return item.status === 'PENDING' && item.sign_by !== null && item.sign_by < today ? 'EXPIRED' : item.status;
}

/** `signingStatus` in SQL, for the sign item aliased `i` and the day in parameter `today`. */
export const signingStatusSql = (today: string) =>
  `CASE WHEN i.status = 'PENDING' AND i.sign_by < ${today} THEN 'EXPIRED' ELSE i.status END`;

/** Marks lapsed items EXPIRED, so that they give up the card's one pending place (a unique index). */
export async function expireSignItems(db: Queryable, items: readonly Pick<SignItemRow, 'tps_id'>[]): Promise<void> {
  await db.query(
    `UPDATE sign_items SET status = 'EXPIRED', decided_at = now() WHERE tps_id = ANY($1::text[]) AND status = 'PENDING'`,
    [items.map((item) => item.tps_id)],
  );
}

/**
 * Stores a limit change as a sign item, to be signed on `today`: the card system's reference
 * (`sourceId`) and the signing system's (`tpsId`), which the limit call answers as
 * `{ id: { sourceId, tpsId } }`; and, in the same statement, the change's event in the card's
 * history at `occurredAt` (a limit change is one round trip, as before the history).
 */
export async function createSignItem(
  db: Queryable,
  item: NewSignItem,
  when: { readonly today: IsoDate; readonly occurredAt: Instant },
): Promise<{ sourceId: string; tpsId: string }> {
  const tpsId = randomUUID();
  const sourceId = `BAI540-${randomUUID()}`;
  await db.query(
    `WITH item AS (
       INSERT INTO sign_items (tps_id, source_id, customer_id, payment_instrument_id, operation, limit_type, old_value, new_value,
         start_date, end_date, old_start_date, old_end_date, temporary_limit_id, code, sign_by, basket_of, basket_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $17, $18)
       RETURNING tps_id, payment_instrument_id)
     INSERT INTO card_events (payment_instrument_id, occurred_at, change_type, sign_item_id)
     SELECT payment_instrument_id, $16, 'LIMIT_CHANGED', tps_id FROM item`,
    [
      tpsId,
      sourceId,
      item.customerId,
      item.cardId,
      item.operation,
      item.limitType,
      item.oldValue ?? null,
      item.newValue ?? null,
      item.startDate ?? null,
      item.endDate ?? null,
      item.oldStartDate ?? null,
      item.oldEndDate ?? null,
      item.temporaryLimitId ?? null,
      confirmationCode(),
      when.today,
      when.occurredAt,
      item.basketOf?.tpsId ?? null,
      item.basketOf?.position ?? null,
    ],
  );
  return { sourceId, tpsId };
}

/** A sign item by its id; a basket's other changes are no sign items of their own. */
export async function findSignItem(
  db: Queryable,
  tpsId: string,
  options: { readonly lock?: boolean } = {},
): Promise<SignItemRow | undefined> {
  const rows = await db.query<SignItemRow>(
    `SELECT * FROM sign_items WHERE tps_id = $1 AND basket_of IS NULL${options.lock ? ' FOR UPDATE' : ''}`,
    [tpsId],
  );
  return rows[0];
}

/** A wrong code counts; at `maxAttempts` the item locks and its change is dropped. */
export async function recordWrongCode(
  db: Queryable,
  tpsId: string,
  maxAttempts: number,
): Promise<{ locked: boolean; attemptsLeft: number }> {
  const rows = await db.query<{ failed_attempts: number; status: string }>(
    `UPDATE sign_items
        SET failed_attempts = failed_attempts + 1,
            status = CASE WHEN failed_attempts + 1 >= $2 THEN 'LOCKED' ELSE status END,
            decided_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE decided_at END
      WHERE tps_id = $1
      RETURNING failed_attempts, status`,
    [tpsId, maxAttempts],
  );
  const row = rows[0]!;
  if (row.status === 'LOCKED')
    await db.query(
      `UPDATE sign_items SET status = 'LOCKED', decided_at = now() WHERE basket_of = $1 AND status = 'PENDING'`,
      [tpsId],
    );
  return { locked: row.status === 'LOCKED', attemptsLeft: Math.max(0, maxAttempts - row.failed_attempts) };
}

/** A change its card no longer takes when it is signed: not applied, and no longer waiting (a basket's changes with it). */
export async function withdrawSignItem(db: Queryable, tpsId: string): Promise<void> {
  await db.query(
    `UPDATE sign_items SET status = 'WITHDRAWN', decided_at = now() WHERE tps_id = $1 OR (basket_of = $1 AND status = 'PENDING')`,
    [tpsId],
  );
}

/** A basket's other changes, in their order (none for a sign item of one change). */
export async function basketChanges(db: Queryable, tpsId: string): Promise<SignItemRow[]> {
  return (await basketsOf(db, [tpsId])).get(tpsId) ?? [];
}

/** The other changes of each of these sign items' baskets, in their order, by sign item. */
export async function basketsOf(db: Queryable, tpsIds: readonly string[]): Promise<Map<string, SignItemRow[]>> {
  const rows = await db.query<SignItemRow>(
    'SELECT * FROM sign_items WHERE basket_of = ANY($1::text[]) ORDER BY basket_position',
    [tpsIds],
  );
  const baskets = new Map<string, SignItemRow[]>();
  for (const row of rows) baskets.set(row.basket_of!, [...(baskets.get(row.basket_of!) ?? []), row]);
  return baskets;
}

/** Applies a signed change to the card's limits and marks it signed; the caller holds the card's lock. */
export async function applySignItem(db: Queryable, item: SignItemRow): Promise<void> {
  await applyLimitChange(db, item);
  await db.query(`UPDATE sign_items SET status = 'SIGNED', decided_at = now() WHERE tps_id = $1`, [item.tps_id]);
}

/** Sign items in a state (as `signingStatus` sees it on `today`), oldest first; each row's `status` is that state. */
export async function listSignItems(
  db: Queryable,
  filter: { readonly customerId?: string | undefined; readonly status: SignItemStatus; readonly today: IsoDate },
): Promise<SignItemRow[]> {
  const rows = await db.query<SignItemRow>(
    `SELECT * FROM sign_items i WHERE ${signingStatusSql('$3::date')} = $1 AND ($2::text IS NULL OR customer_id = $2) AND i.basket_of IS NULL ORDER BY created_at, tps_id`,
    [filter.status, filter.customerId ?? null, filter.today],
  );
  return rows.map((row) => ({ ...row, status: filter.status }));
}
