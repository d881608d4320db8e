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
  /** With `replaced_by`: the reason given, the day it was ordered, the new card's pass number. */
  readonly replaced_reason: 'STOLEN' | 'LOST' | 'DEFECT' | null;
  readonly replaced_on: string | null;
  readonly replacement_sequence_number: string | null;
  readonly balance: number;
  readonly sees_details: boolean;
};

export type LimitRow = {
  readonly payment_instrument_id: string;
  readonly limit_type: 'ECOM' | 'POS' | 'ATM';
  readonly default_value: number;
  readonly max_value: number;
};

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

/**
 * As stored; a PENDING item past its `sign_by` day counts as EXPIRED (`signingStatus`).
 * WITHDRAWN: signed with the right code, but its card no longer took the change (issue 20, item 6).
 */
export type SignItemStatus = 'PENDING' | 'SIGNED' | 'LOCKED' | 'WITHDRAWN' | 'EXPIRED';

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
  readonly status: SignItemStatus;
  /** The last sandbox day it can be signed on; NULL waits until signed. */
  readonly sign_by: string | null;
  /** A change of a basket (issue 35): the basket's sign item, whose state it shares; NULL for a sign item of its own. */
  readonly basket_of: string | null;
  readonly basket_position: number | null;
  readonly created_at: Date | string;
};

export const CARD_COLUMNS = `c.payment_instrument_id, c.usage_id, c.usage_code, c.scheme, c.iban, c.sequence_number, c.owner_customer_id,
  o.bc_number AS owner_bc_number, c.product_id, c.masked_pan, c.printed_name, c.state, c.suspended_by, c.expiry_date,
  c.reissue_reasons, c.capabilities, c.default_geo_profile, c.replaced_by, c.replaced_reason, c.replaced_on,
  (SELECT r.sequence_number FROM cards r WHERE r.payment_instrument_id = c.replaced_by) AS replacement_sequence_number, ac.balance::float8 AS balance, a.sees_details`;

export const CARD_FROM = `card_access a
  JOIN cards c ON c.payment_instrument_id = a.payment_instrument_id
  JOIN customers o ON o.customer_id = c.owner_customer_id
  JOIN accounts ac ON ac.iban = c.iban`;

/**
 * Takes the card's row lock: every change to a card, its limits, regions and sign items runs
 * after this, so two requests on one card are applied one after the other.
 */
export async function lockCard(db: Queryable, cardId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM cards WHERE payment_instrument_id = $1 FOR UPDATE', [cardId]);
  return rows.length > 0;
}

export type CardParts = {
  readonly limits: LimitRow[];
  readonly temporaryLimits: TemporaryLimitRow[];
  readonly temporaryRegions: TemporaryRegionRow[];
  readonly pending: SignItemRow[];
};
