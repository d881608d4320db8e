import { broken, fail, ok, type CardLimit, type GeoProfile, type IsoDate, type LimitContext, type PaymentInstrument, type Result, type RuleFailure } from '../../../domain/index';
import { cardExists, cardOfCustomer, cardParts, lockCard, type CardRow, type SignItemRow } from '../store/card-queries';
import type { Queryable } from '../store/database';
import { INCLUDE_EVERYTHING, renderCard } from './render-card';

/** One card as the rules see it: the bank's view of it, and what the limit rules need to know. */
export type CardState = {
  readonly row: CardRow;
  readonly card: PaymentInstrument;
  readonly geo: GeoProfile;
  readonly limits: readonly CardLimit[];
  readonly pending: SignItemRow | undefined;
  readonly limitContext: LimitContext;
};

/**
 * The card a customer asks about: an id nobody has is INSTRUMENT_NOT_FOUND; another
 * customer's card, or one this customer may list but not open, is SUBJECT_NOT_ALLOWED.
 * With `lock`, the card's row lock is taken first (inside a transaction).
 */
export async function cardStateFor(
  db: Queryable,
  request: { readonly customerId: string; readonly cardId: string; readonly today: IsoDate; readonly lock: boolean },
): Promise<Result<CardState, RuleFailure>> {
  const exists = request.lock ? await lockCard(db, request.cardId) : await cardExists(db, request.cardId);
  if (!exists) return fail(broken('INSTRUMENT_NOT_FOUND'));
  const row = await cardOfCustomer(db, request.customerId, request.cardId);
  if (!row || !row.sees_details) return fail(broken('SUBJECT_NOT_ALLOWED'));
  const parts = await cardParts(db, [row.payment_instrument_id], request.today, { limits: true, regions: true });
  const card = renderCard(row, parts, request.today, INCLUDE_EVERYTHING);
  const limits = card.limits ?? [];
  const pending = parts.pending[0];
  return ok({
    row,
    card,
    geo: card.geoProfile!,
    limits,
    pending,
    limitContext: { limits, pending: pending !== undefined, accountBalance: row.balance },
  });
}
