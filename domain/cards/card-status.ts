import type { PaymentInstrument } from './payment-instrument';

/** Section 9: a card in one of these states waits to be activated. */
export const INACTIVE_STATES = ['AWAITING_ACTIVATION', 'CREATED'] as const;

export type CardStatus =
  | { readonly kind: 'inactive'; readonly state: string }
  | { readonly kind: 'blocked'; readonly suspendedBy: readonly string[] }
  | { readonly kind: 'active' };

/** Section 4, "Card status", in its order: inactive first, then blocked, otherwise active. */
export function cardStatus(card: Pick<PaymentInstrument, 'lifeCycle'>): CardStatus {
  const state = card.lifeCycle?.state ?? '';
  if ((INACTIVE_STATES as readonly string[]).includes(state)) return { kind: 'inactive', state };
  const suspendedBy = card.lifeCycle?.suspendedBy ?? [];
  if (suspendedBy.length > 0) return { kind: 'blocked', suspendedBy };
  return { kind: 'active' };
}

export const isBlocked = (card: Pick<PaymentInstrument, 'lifeCycle'>): boolean => cardStatus(card).kind === 'blocked';
export const isInactive = (card: Pick<PaymentInstrument, 'lifeCycle'>): boolean => cardStatus(card).kind === 'inactive';
