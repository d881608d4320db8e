import { randomInt, randomUUID } from 'node:crypto';
import type { IsoDate, ReissueReason } from '../../domain/index';
import type { CardRow } from './card-queries';
import type { Queryable } from './database';

export async function addBlock(db: Queryable, cardId: string, by: string): Promise<void> {
  await db.query(
    'UPDATE cards SET suspended_by = array_append(suspended_by, $2) WHERE payment_instrument_id = $1 AND NOT ($2 = ANY(suspended_by))',
    [cardId, by],
  );
}

export async function removeBlock(db: Queryable, cardId: string, by: string): Promise<void> {
  await db.query('UPDATE cards SET suspended_by = array_remove(suspended_by, $2) WHERE payment_instrument_id = $1', [
    cardId,
    by,
  ]);
}

/**
 * Section 4, "Replacement": a new card, inactive until activated, on the same account for the
 * same holder, with the old card's limits, region and the same people able to see it, valid
 * until `expiryDate` (cards/card-dates.ts, `newCardExpiry`).
 */
export async function issueReplacement(
  db: Queryable,
  old: CardRow,
  {
    expiryDate,
    today,
    reason,
  }: { readonly expiryDate: IsoDate; readonly today: IsoDate; readonly reason: ReissueReason },
): Promise<string> {
  const id = randomUUID();
  const sequence = await db.query<{ next: number }>(
    `SELECT COALESCE(MAX(CASE WHEN sequence_number ~ '^[0-9]+$' THEN sequence_number::integer END), 0) + 1 AS next
       FROM cards WHERE iban = $1`,
    [old.iban],
  );
  await db.query(
    `INSERT INTO cards (payment_instrument_id, usage_id, usage_code, scheme, iban, sequence_number, owner_customer_id, product_id,
       masked_pan, printed_name, state, suspended_by, expiry_date, reissue_reasons, capabilities, default_geo_profile)
     SELECT $2, $3, usage_code, scheme, iban, $4, owner_customer_id, product_id, $5, printed_name, 'AWAITING_ACTIVATION', '{}', $6,
       reissue_reasons, capabilities, default_geo_profile
       FROM cards WHERE payment_instrument_id = $1`,
    [
      old.payment_instrument_id,
      id,
      `usage-${id}`,
      String(sequence[0]!.next).padStart(3, '0'),
      String(randomInt(0, 10_000)).padStart(4, '0'),
      expiryDate,
    ],
  );
  await db.query(
    `INSERT INTO limits (payment_instrument_id, limit_type, default_value, max_value)
     SELECT $2, limit_type, default_value, max_value FROM limits WHERE payment_instrument_id = $1`,
    [old.payment_instrument_id, id],
  );
  await db.query(
    `INSERT INTO card_access (customer_id, payment_instrument_id, sees_details, list_order)
     SELECT customer_id, $2, sees_details, (SELECT COALESCE(MAX(list_order), 0) FROM card_access) + row_number() OVER ()
       FROM card_access WHERE payment_instrument_id = $1`,
    [old.payment_instrument_id, id],
  );
  await db.query(
    'UPDATE cards SET replaced_by = $2, replaced_reason = $3, replaced_on = $4 WHERE payment_instrument_id = $1',
    [old.payment_instrument_id, id, reason, today],
  );
  return id;
}
