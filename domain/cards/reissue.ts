import { broken, type RuleFailure } from '../errors/rule-failure';
import { fail, ok, type Result } from '../result';
import { cardStatus, isSuspended, type CardStatus } from './card-status';
import { isReissueReason, reissueReasons, type PaymentInstrument, type ReissueReason } from './payment-instrument';

/** Section 2.7: a stolen or lost card that is not blocked yet is blocked with the replacement. */
export function replacementBlocks(status: CardStatus, reason: ReissueReason | undefined): boolean {
  return !isSuspended(status) && (reason === 'STOLEN' || reason === 'LOST');
}

export function blocksOldCard(card: Pick<PaymentInstrument, 'lifeCycle'>, reason: ReissueReason | undefined): boolean {
  return replacementBlocks(cardStatus(card), reason);
}

/**
 * Section 9: the fee is `tariffConditions[0].amount` of the product details (a number or a
 * numeric string, 0 or more). An empty `tariffConditions` is a product without a tariff: 0, free.
 * Anything else (no list, a first entry without a readable amount, a negative one) is
 * unreadable: undefined, never "no fee" (docs/spec-readings.md, 12).
 */
export function reissueFeeOf(productDetails: unknown): number | undefined {
  const conditions = (productDetails as { tariffConditions?: unknown } | null)?.tariffConditions;
  if (!Array.isArray(conditions)) return undefined;
  if (conditions.length === 0) return 0;
  const amount: unknown = (conditions[0] as { amount?: unknown } | null)?.amount;
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Section 9: the fee notice shows only for a fee above 0. */
export const showsReissueFee = (fee: number | undefined): fee is number => fee !== undefined && fee > 0;

/** The reissue call's body, `{ paymentInstrumentUsageId, reason }`, as the bank checks it. */
export function checkReissueRequest(
  body: unknown,
  card: Pick<PaymentInstrument, 'lifeCycle'> & { readonly paymentInstrumentUsageId?: string | undefined },
): Result<ReissueReason, RuleFailure> {
  if (typeof card !== 'object' || card === null) return fail(broken('REQUEST_INVALID', 'card'));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail(broken('REQUEST_INVALID'));
  const { paymentInstrumentUsageId: usageId, reason } = body as Record<string, unknown>;
  if (usageId === undefined || usageId === null || usageId === '')
    return fail(broken('INSTRUMENT_USAGE_ID_MISSING', 'paymentInstrumentUsageId'));
  if (usageId !== card.paymentInstrumentUsageId)
    return fail(broken('INSTRUMENT_USAGE_ID_INVALID', 'paymentInstrumentUsageId'));
  if (reason === undefined || reason === null || reason === '') return fail(broken('REASON_MISSING', 'reason'));
  // A reason the bank does not offer for this card is as invalid as an unknown one.
  if (!isReissueReason(reason) || !reissueReasons(card).includes(reason))
    return fail(broken('REASON_INVALID', 'reason'));
  return ok(reason);
}
