import { operationTypeOf, type LimitOperation } from '../../domain/index';
import type { SignItemRow } from '../store/card-queries';

export type SignItemCard = { readonly payment_instrument_id: string; readonly masked_pan: string; readonly iban: string; readonly printed_name: string };

const present = <T>(name: string, value: T | null | undefined) => (value === null || value === undefined ? {} : { [name]: value });

/**
 * What a sign item will do, as the customer must see it before signing (PSD2 dynamic
 * linking): which card, which limit, from what to what, and when.
 */
export function describeSignItem(item: SignItemRow, card: SignItemCard, maxAttempts: number) {
  return {
    signItemId: item.tps_id,
    adapterId: item.source_id,
    sourceId: item.source_id,
    tpsId: item.tps_id,
    status: item.status,
    operationType: operationTypeOf({ kind: item.operation, limitType: item.limit_type } as LimitOperation),
    card: { paymentInstrumentId: card.payment_instrument_id, maskedPan: card.masked_pan, accountId: card.iban, cardHolder: card.printed_name },
    change: {
      limitType: item.limit_type,
      ...present('oldValue', item.old_value),
      ...present('newValue', item.new_value),
      ...present('startDate', item.start_date),
      ...present('endDate', item.end_date),
      ...present('oldStartDate', item.old_start_date),
      ...present('oldEndDate', item.old_end_date),
      ...present('temporaryLimitId', item.temporary_limit_id),
    },
    attemptsLeft: Math.max(0, maxAttempts - item.failed_attempts),
    createdAt: new Date(item.created_at).toISOString(),
  };
}
