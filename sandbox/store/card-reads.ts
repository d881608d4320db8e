import { CARD_COLUMNS, CARD_FROM, type CardParts, type CardRow } from './card-queries';
import type { Queryable } from './database';

/**
 * Cards with their parts as one JSON value, so a read costs one round trip: the card list or
 * one card in the same query as the session (`Prefetch`), a card under change in one query
 * after its lock. Ended temporary entries come along; `currentParts` drops them for the day.
 */
export type CardsJson = CardParts & { readonly cards: CardRow[]; readonly version: string };
export type OneCardJson = CardParts & {
  readonly exists: boolean;
  readonly card: CardRow | null;
  readonly version: string | null;
};

export type PartsWanted = { readonly limits: boolean; readonly regions: boolean };

const EMPTY = `'[]'::json`;

/** `customer` and `card` are SQL expressions: a placeholder, or `s.customer_id` of the session. */
function partsSql(cardsOf: string, want: PartsWanted): string {
  const aggregate = (wanted: boolean, select: string, order: string) =>
    wanted ? `COALESCE((SELECT json_agg(p ORDER BY ${order}) FROM (${select}) p), ${EMPTY})` : EMPTY;
  return `'limits', ${aggregate(
    want.limits,
    `SELECT l.payment_instrument_id, l.limit_type, l.default_value, l.max_value FROM limits l WHERE l.payment_instrument_id IN (${cardsOf})`,
    `array_position(ARRAY['ECOM', 'POS', 'ATM'], p.limit_type)`,
  )},
    'temporaryLimits', ${aggregate(
      want.limits,
      `SELECT t.temporary_limit_id, t.payment_instrument_id, t.limit_type, t.limit_value, t.start_date, t.end_date FROM temporary_limits t WHERE t.payment_instrument_id IN (${cardsOf})`,
      'p.start_date',
    )},
    'temporaryRegions', ${aggregate(
      want.regions,
      `SELECT g.temporary_geo_profile_id, g.payment_instrument_id, g.geo_profile, g.start_date, g.end_date FROM temporary_geo_profiles g WHERE g.payment_instrument_id IN (${cardsOf})`,
      'p.start_date',
    )},
    'pending', ${aggregate(want.limits, `SELECT i.* FROM sign_items i WHERE i.payment_instrument_id IN (${cardsOf}) AND i.status = 'PENDING'`, 'p.created_at')}`;
}

/** Parts are read only for cards the customer may open (section 3: the others show no limits or region). */
const openableOf = (customer: string, card?: string) =>
  `SELECT oa.payment_instrument_id FROM card_access oa WHERE oa.customer_id = ${customer} AND oa.sees_details${card === undefined ? '' : ` AND oa.payment_instrument_id = ${card}`}`;

/**
 * The version of what the customer's card list shows: which cards, in which order, which they
 * may open, and each card's revision. Text; '' for a customer without cards. Every read asks
 * it, so each revision is looked up by its key: a join let the planner hash the cards table
 * on every run (about four times the time per row).
 */
export function cardListVersionSql(customer: string): string {
  return `SELECT COALESCE(string_agg(va.payment_instrument_id || ':' || (SELECT vc.revision FROM cards vc WHERE vc.payment_instrument_id = va.payment_instrument_id)::text || ':' || va.sees_details::text, ',' ORDER BY va.list_order), '')
    FROM card_access va WHERE va.customer_id = ${customer}`;
}

/** The version of one card as the customer sees it; NULL when the customer has no access to it. */
export function oneCardVersionSql(customer: string, card: string): string {
  return `SELECT vc.revision::text || ':' || va.sees_details::text
    FROM card_access va JOIN cards vc ON vc.payment_instrument_id = va.payment_instrument_id WHERE va.customer_id = ${customer} AND va.payment_instrument_id = ${card}`;
}

/** The customer's cards in the bank's own order, with their parts and version: a JSON `CardsJson`. */
export function cardListSql(customer: string, want: PartsWanted): string {
  return `SELECT json_build_object(
    'version', (${cardListVersionSql(customer)}),
    'cards', COALESCE((SELECT json_agg(r ORDER BY r.list_order) FROM (SELECT ${CARD_COLUMNS}, a.list_order FROM ${CARD_FROM} WHERE a.customer_id = ${customer}) r), ${EMPTY}),
    ${partsSql(openableOf(customer), want)}
  ) WHERE ${customer} IS NOT NULL`;
}

/** One card as the customer sees it, whether it exists at all, and its parts: a JSON `OneCardJson`. */
export function oneCardSql(customer: string, card: string): string {
  return `SELECT json_build_object(
    'version', (${oneCardVersionSql(customer, card)}),
    'exists', EXISTS (SELECT 1 FROM cards WHERE payment_instrument_id = ${card}),
    'card', (SELECT row_to_json(r) FROM (SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE a.customer_id = ${customer} AND a.payment_instrument_id = ${card}) r),
    ${partsSql(openableOf(customer, card), { limits: true, regions: true })}
  ) WHERE ${customer} IS NOT NULL`;
}

export async function readCardList(db: Queryable, customerId: string, want: PartsWanted): Promise<CardsJson> {
  const rows = await db.query<{ read: CardsJson }>(`SELECT (${cardListSql('$1::text', want)}) AS read`, [customerId]);
  return rows[0]!.read;
}

/** One card and its parts in one round trip (inside a transaction, after its lock). */
export async function readOneCard(db: Queryable, customerId: string, cardId: string): Promise<OneCardJson> {
  const rows = await db.query<{ state: OneCardJson }>(`SELECT (${oneCardSql('$1::text', '$2::text')}) AS state`, [
    customerId,
    cardId,
  ]);
  return rows[0]!.state;
}

/**
 * Temporary entries that ended before `today` are history: not shown, not counted by the rules.
 * So is a change not signed in time: the card no longer waits for it.
 */
export function currentParts<T extends CardParts>(parts: T, today: string): T {
  return {
    ...parts,
    temporaryLimits: parts.temporaryLimits.filter((entry) => entry.end_date >= today),
    temporaryRegions: parts.temporaryRegions.filter((entry) => entry.end_date >= today),
    pending: parts.pending.filter((item) => item.sign_by === null || item.sign_by >= today),
  };
}
