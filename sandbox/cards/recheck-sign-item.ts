import {
  broken,
  checkChange,
  type ProposedChange,
  type IsoDate,
  type PaymentInstrument,
  type RuleFailure,
} from '../../domain/index';
import type { SignItemRow } from '../store/card-queries';
import { readOneCard } from '../store/card-reads';
import type { Queryable } from '../store/database';
import { cardStateOf } from './card-state';
import { SANDBOX_TEMPORARY_ENTRY_CAPS } from './temporary-entry-caps';

/** The change the sign item holds, as it was asked. */
function changeOf(item: SignItemRow): ProposedChange {
  const temporary = {
    limitType: item.limit_type,
    limitValue: item.new_value,
    startDate: item.start_date,
    endDate: item.end_date,
  };
  switch (item.operation) {
    case 'changeDefault':
      return { operation: 'changePermanentLimit', body: { limitType: item.limit_type, limitValue: item.new_value } };
    case 'createTemporary':
      return { operation: 'createTemporaryLimit', body: temporary };
    case 'changeTemporary':
      return { operation: 'changeTemporaryLimit', temporaryLimitId: item.temporary_limit_id ?? '', body: temporary };
    case 'deleteTemporary':
      return { operation: 'deleteTemporaryLimit', temporaryLimitId: item.temporary_limit_id ?? '' };
  }
}

/** The card as if the change being signed were not waiting: it must not refuse itself (1003). */
const withoutWaitingChange = (card: PaymentInstrument): PaymentInstrument => ({
  ...card,
  limits: card.limits?.map((limit) => ({ ...limit, limitChangeRequest: null })),
});

/**
 * What is signed is what is applied (issue 20, item 6): when a change is signed, the card must
 * still take it — not replaced since the change was asked, its link action still offered, the
 * same rules met. Otherwise the answer is the code the change would get if asked now. The bank
 * does not carry a change over to a replacement card: the customer signed it for the card they
 * were shown (PSD2 dynamic linking), so they ask again for the new one. The caller holds the
 * card's lock.
 */
export async function recheckSignItem(
  db: Queryable,
  item: SignItemRow,
  request: { readonly customerId: string; readonly today: IsoDate },
): Promise<RuleFailure | undefined> {
  const state = cardStateOf(await readOneCard(db, request.customerId, item.payment_instrument_id), request.today);
  if (!state.ok) return state.error;
  if (await replacedSince(db, state.value.row.replaced_by, item)) return broken('INSTRUMENT_LIFECYCLE_INVALID');
  const checked = checkChange(withoutWaitingChange(state.value.card), changeOf(item), {
    today: request.today,
    accountBalance: state.value.row.balance,
    ...SANDBOX_TEMPORARY_ENTRY_CAPS,
  });
  return checked.ok ? undefined : checked.error;
}

/** Whether the card's replacement was issued after the change was asked (both times are the database's). */
async function replacedSince(db: Queryable, replacement: string | null, item: SignItemRow): Promise<boolean> {
  if (replacement === null) return false;
  const rows = await db.query('SELECT 1 FROM cards WHERE payment_instrument_id = $1 AND created_at >= $2', [
    replacement,
    item.created_at,
  ]);
  return rows.length > 0;
}
