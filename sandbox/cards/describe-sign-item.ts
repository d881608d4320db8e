import { operationTypeOf, type LimitOperation } from '../../domain/index';
import type { SignItemRow } from '../store/card-queries';

export type SignItemCard = {
  readonly payment_instrument_id: string;
  readonly masked_pan: string;
  readonly iban: string;
  readonly printed_name: string;
};

const present = <T>(name: string, value: T | null | undefined) =>
  value === null || value === undefined ? {} : { [name]: value };

const operationTypeOfRow = (item: SignItemRow) =>
  operationTypeOf({ kind: item.operation, limitType: item.limit_type } as LimitOperation);

/** One change: which limit, from what to what, and when. */
const changeOf = (item: SignItemRow) => ({
  limitType: item.limit_type,
  ...present('oldValue', item.old_value),
  ...present('newValue', item.new_value),
  ...present('startDate', item.start_date),
  ...present('endDate', item.end_date),
  ...present('oldStartDate', item.old_start_date),
  ...present('oldEndDate', item.old_end_date),
  ...present('temporaryLimitId', item.temporary_limit_id),
});

/** The customer's run of wrong codes (issue 20): fewer left than the item has, or signing blocked. */
export type SignerStanding = { readonly attemptsLeft: number; readonly blockedForSeconds: number };

/**
 * What a sign item will do, as the customer must see it before signing (PSD2 dynamic
 * linking): which card, which limit, from what to what, and when. With the signer's standing,
 * `attemptsLeft` is the fewer of the item's and the customer's, and a block says how long it lasts.
 */
export function describeSignItem(
  item: SignItemRow,
  card: SignItemCard,
  maxAttempts: number,
  signer?: SignerStanding,
  basket: readonly SignItemRow[] = [],
) {
  const itemAttemptsLeft = Math.max(0, maxAttempts - item.failed_attempts);
  const blocked = signer !== undefined && signer.blockedForSeconds > 0;
  return {
    signItemId: item.tps_id,
    adapterId: item.source_id,
    sourceId: item.source_id,
    tpsId: item.tps_id,
    status: item.status,
    operationType: operationTypeOfRow(item),
    card: {
      paymentInstrumentId: card.payment_instrument_id,
      maskedPan: card.masked_pan,
      accountId: card.iban,
      cardHolder: card.printed_name,
    },
    change: changeOf(item),
    // Issue 35: a basket's other changes, signed with the same code, so the customer sees them all.
    ...(basket.length > 0
      ? { basket: basket.map((other) => ({ operationType: operationTypeOfRow(other), change: changeOf(other) })) }
      : {}),
    attemptsLeft:
      signer === undefined ? itemAttemptsLeft : blocked ? 0 : Math.min(itemAttemptsLeft, signer.attemptsLeft),
    ...(blocked ? { signingBlockedForSeconds: signer.blockedForSeconds } : {}),
    createdAt: new Date(item.created_at).toISOString(),
  };
}
