import { randomUUID } from 'node:crypto';
import type { SignItemRow } from './card-queries';
import type { Queryable } from './database';

/** What a change does to the card's limits, as a sign item holds it. */
export type LimitChangeRow = Pick<
  SignItemRow,
  'payment_instrument_id' | 'operation' | 'limit_type' | 'new_value' | 'start_date' | 'end_date' | 'temporary_limit_id'
>;

/** Makes one change to the card's limits; the caller holds the card's lock. */
export async function applyLimitChange(db: Queryable, item: LimitChangeRow): Promise<void> {
  switch (item.operation) {
    case 'changeDefault':
      await db.query('UPDATE limits SET default_value = $3 WHERE payment_instrument_id = $1 AND limit_type = $2', [
        item.payment_instrument_id,
        item.limit_type,
        item.new_value,
      ]);
      break;
    case 'createTemporary':
      await db.query(
        `INSERT INTO temporary_limits (temporary_limit_id, payment_instrument_id, limit_type, limit_value, start_date, end_date)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          `tl-${randomUUID()}`,
          item.payment_instrument_id,
          item.limit_type,
          item.new_value,
          item.start_date,
          item.end_date,
        ],
      );
      break;
    case 'changeTemporary':
      await db.query(
        'UPDATE temporary_limits SET limit_value = $2, start_date = $3, end_date = $4 WHERE temporary_limit_id = $1',
        [item.temporary_limit_id, item.new_value, item.start_date, item.end_date],
      );
      break;
    case 'deleteTemporary':
      await db.query('DELETE FROM temporary_limits WHERE temporary_limit_id = $1', [item.temporary_limit_id]);
      break;
  }
}
