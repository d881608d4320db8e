import type { Queryable } from './database';

export type CardRow = {
  readonly payment_instrument_id: string;
  readonly usage_id: string;
  readonly usage_code: string;
  readonly scheme: 'DMC' | 'MAESTRO';
  readonly iban: string;
  readonly sequence_number: string;
  readonly owner_customer_id: string;
  readonly owner_bc_number: string;
  readonly product_id: string;
  readonly masked_pan: string;
  readonly printed_name: string;
  readonly state: string;
  readonly suspended_by: string[];
  readonly expiry_date: string;
  readonly reissue_reasons: string[];
  readonly capabilities: string[];
  readonly default_geo_profile: 'EUR' | 'WORLD';
  readonly replaced_by: string | null;
  readonly balance: number;
  readonly sees_details: boolean;
};

export type LimitRow = { readonly payment_instrument_id: string; readonly limit_type: 'ECOM' | 'POS' | 'ATM'; readonly default_value: number; readonly max_value: number };

export type TemporaryLimitRow = {
  readonly temporary_limit_id: string;
  readonly payment_instrument_id: string;
  readonly limit_type: 'POS' | 'ATM';
  readonly limit_value: number;
  readonly start_date: string;
  readonly end_date: string;
};

export type TemporaryRegionRow = {
  readonly temporary_geo_profile_id: string;
  readonly payment_instrument_id: string;
  readonly geo_profile: 'EUR' | 'WORLD';
  readonly start_date: string;
  readonly end_date: string;
};

export type SignItemRow = {
  readonly tps_id: string;
  readonly source_id: string;
  readonly customer_id: string;
  readonly payment_instrument_id: string;
  readonly operation: 'changeDefault' | 'createTemporary' | 'changeTemporary' | 'deleteTemporary';
  readonly limit_type: 'ECOM' | 'POS' | 'ATM';
  readonly old_value: number | null;
  readonly new_value: number | null;
  readonly start_date: string | null;
  readonly end_date: string | null;
  readonly old_start_date: string | null;
  readonly old_end_date: string | null;
  readonly temporary_limit_id: string | null;
  readonly code: string;
  readonly failed_attempts: number;
  readonly status: 'PENDING' | 'SIGNED' | 'LOCKED';
  readonly created_at: Date | string;
};

const CARD_COLUMNS = `c.payment_instrument_id, c.usage_id, c.usage_code, c.scheme, c.iban, c.sequence_number, c.owner_customer_id,
  o.bc_number AS owner_bc_number, c.product_id, c.masked_pan, c.printed_name, c.state, c.suspended_by, c.expiry_date,
  c.reissue_reasons, c.capabilities, c.default_geo_profile, c.replaced_by, ac.balance::float8 AS balance, a.sees_details`;

const CARD_FROM = `card_access a
  JOIN cards c ON c.payment_instrument_id = a.payment_instrument_id
  JOIN customers o ON o.customer_id = c.owner_customer_id
  JOIN accounts ac ON ac.iban = c.iban`;

/** The customer's cards in the bank's own order (not the app's: the app sorts them itself). */
export function cardsOfCustomer(db: Queryable, customerId: string): Promise<CardRow[]> {
  return db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE a.customer_id = $1 ORDER BY a.list_order`, [customerId]);
}

export async function cardOfCustomer(db: Queryable, customerId: string, cardId: string): Promise<CardRow | undefined> {
  const rows = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE a.customer_id = $1 AND a.payment_instrument_id = $2`, [customerId, cardId]);
  return rows[0];
}

/**
 * Takes the card's row lock: every change to a card, its limits, regions and sign items runs
 * after this, so two requests on one card are applied one after the other.
 */
export async function lockCard(db: Queryable, cardId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM cards WHERE payment_instrument_id = $1 FOR UPDATE', [cardId]);
  return rows.length > 0;
}

export async function cardExists(db: Queryable, cardId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM cards WHERE payment_instrument_id = $1', [cardId])).length > 0;
}

export type CardParts = {
  readonly limits: LimitRow[];
  readonly temporaryLimits: TemporaryLimitRow[];
  readonly temporaryRegions: TemporaryRegionRow[];
  readonly pending: SignItemRow[];
};

/** Limits, current temporary entries (ended ones are history) and pending changes of some cards. */
export async function cardParts(db: Queryable, cardIds: readonly string[], today: string, want: { limits: boolean; regions: boolean }): Promise<CardParts> {
  const ids = [...cardIds];
  const none = Promise.resolve([]);
  const [limits, temporaryLimits, temporaryRegions, pending] = await Promise.all([
    want.limits
      ? db.query<LimitRow>(
          `SELECT payment_instrument_id, limit_type, default_value, max_value FROM limits
            WHERE payment_instrument_id = ANY($1::text[]) ORDER BY array_position(ARRAY['ECOM', 'POS', 'ATM'], limit_type)`,
          [ids],
        )
      : none,
    want.limits
      ? db.query<TemporaryLimitRow>(
          `SELECT temporary_limit_id, payment_instrument_id, limit_type, limit_value, start_date, end_date FROM temporary_limits
            WHERE payment_instrument_id = ANY($1::text[]) AND end_date >= $2::date ORDER BY start_date`,
          [ids, today],
        )
      : none,
    want.regions
      ? db.query<TemporaryRegionRow>(
          `SELECT temporary_geo_profile_id, payment_instrument_id, geo_profile, start_date, end_date FROM temporary_geo_profiles
            WHERE payment_instrument_id = ANY($1::text[]) AND end_date >= $2::date ORDER BY start_date`,
          [ids, today],
        )
      : none,
    want.limits ? db.query<SignItemRow>(`SELECT * FROM sign_items WHERE payment_instrument_id = ANY($1::text[]) AND status = 'PENDING'`, [ids]) : none,
  ]);
  return { limits, temporaryLimits, temporaryRegions, pending } as CardParts;
}
