import { cardStatus, type CardStatus } from './card-status';
import { isReissueReason, type PaymentInstrument, type ReissueReason } from './payment-instrument';

/** The reasons the bank allows for this card, in the bank's order, unknown ones dropped. */
export function reissueReasons(card: Pick<PaymentInstrument, 'lifeCycle'>): ReissueReason[] {
  return (card.lifeCycle?.allowedReissueReasons ?? []).filter(isReissueReason);
}

/** Section 2.7: a stolen or lost card that is not blocked yet is blocked with the replacement. */
export function replacementBlocks(status: CardStatus, reason: ReissueReason | undefined): boolean {
  return status.kind !== 'blocked' && (reason === 'STOLEN' || reason === 'LOST');
}

export function blocksOldCard(card: Pick<PaymentInstrument, 'lifeCycle'>, reason: ReissueReason | undefined): boolean {
  return replacementBlocks(cardStatus(card), reason);
}

/** Section 9: the fee is `tariffConditions[0].amount` of the product details; anything else is no fee. */
export function reissueFeeOf(productDetails: unknown): number | undefined {
  const conditions = (productDetails as { tariffConditions?: unknown } | null)?.tariffConditions;
  const amount: unknown = Array.isArray(conditions) ? (conditions[0] as { amount?: unknown } | undefined)?.amount : undefined;
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Section 9: the fee notice shows only for a fee above 0. */
export const showsReissueFee = (fee: number | undefined): fee is number => fee !== undefined && fee > 0;
