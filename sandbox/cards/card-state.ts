import {
  broken,
  fail,
  ok,
  type CardLimit,
  type IsoDate,
  type PaymentInstrument,
  type Result,
  type RuleFailure,
} from '../../domain/index';
import { lockCard, type CardRow, type SignItemRow } from '../store/card-queries';
import { currentParts, readOneCard, type OneCardJson } from '../store/card-reads';
import type { Queryable } from '../store/database';
import { INCLUDE_EVERYTHING, renderCard } from './render-card';

/** One card as the rules see it: the bank's view of it (what `checkChange` reads), its row and its sign items. */
export type CardState = {
  readonly row: CardRow;
  readonly card: PaymentInstrument;
  readonly limits: readonly CardLimit[];
  readonly pending: SignItemRow | undefined;
  /** Changes not signed in time that still hold the card's pending place in the store (see `expireSignItems`). */
  readonly lapsed: readonly SignItemRow[];
};

/**
 * The card a customer asks about, from one read of it: an id nobody has is
 * INSTRUMENT_NOT_FOUND; another customer's card, or one this customer may list but not open,
 * is SUBJECT_NOT_ALLOWED.
 */
export function cardStateOf(read: OneCardJson | null, today: IsoDate): Result<CardState, RuleFailure> {
  if (!read?.exists) return fail(broken('INSTRUMENT_NOT_FOUND'));
  const row = read.card;
  if (!row || !row.sees_details) return fail(broken('SUBJECT_NOT_ALLOWED'));
  const parts = currentParts(read, today);
  const card = renderCard(row, parts, today, INCLUDE_EVERYTHING);
  const limits = card.limits ?? [];
  const pending = parts.pending[0];
  return ok({
    row,
    card,
    limits,
    pending,
    lapsed: read.pending.filter((item) => !parts.pending.includes(item)),
  });
}

/**
 * The card a change is about, inside the change's transaction: the card's row lock first, then
 * the card read in a statement of its own, so it sees whatever the lock waited for.
 */
export async function lockedCardState(
  db: Queryable,
  request: { readonly customerId: string; readonly cardId: string; readonly today: IsoDate },
): Promise<Result<CardState, RuleFailure>> {
  if (!(await lockCard(db, request.cardId))) return fail(broken('INSTRUMENT_NOT_FOUND'));
  return cardStateOf(await readOneCard(db, request.customerId, request.cardId), request.today);
}
