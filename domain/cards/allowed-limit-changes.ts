import { isPermitted, type AllowedChanges } from './permissions';
import type { PaymentInstrument } from './payment-instrument';
import { limitPermission } from './limit-permission';
import { isTemporaryLimitType, type TemporaryLimitType } from '../limits/limit-type';

/**
 * Section 6 for the payment and withdrawal editors: each change exactly when the link its
 * operation needs is there (`limitPermission`, the same check the use cases make before a call).
 */
export function allowedLimitChanges(
  card: Pick<PaymentInstrument, 'links'>,
  limitType: TemporaryLimitType,
  hasTemporary: boolean,
): AllowedChanges {
  // Issue 36: a limit type that is not one of the two has no link, so nothing is offered.
  if (!isTemporaryLimitType(limitType)) return { continuously: false, temporarily: false, deleteTemporary: false };
  return {
    continuously: isPermitted(card, limitPermission({ kind: 'changeDefault', limitType })),
    temporarily: isPermitted(
      card,
      limitPermission({ kind: hasTemporary === true ? 'changeTemporary' : 'createTemporary', limitType }),
    ),
    deleteTemporary:
      hasTemporary === true && isPermitted(card, limitPermission({ kind: 'deleteTemporary', limitType })),
  };
}

/** Section 2.4: the online limit has only its default value. */
export const allowsOnlineLimitChange = (card: Pick<PaymentInstrument, 'links'>): boolean =>
  isPermitted(card, limitPermission({ kind: 'changeDefault', limitType: 'ECOM' }));
