import { isDateText } from '../calendar/date-text';
import { isReissueReason, type CardReplacement, type LifeCycle, type PaymentInstrument } from './payment-instrument';

/** Section 9: a card in one of these states waits to be activated. */
export const INACTIVE_STATES = ['AWAITING_ACTIVATION', 'CREATED'] as const;

export type CardStatus =
  /** Issue 33: replaced by another card; a stolen or lost one stays blocked (`suspendedBy`), a defective one may not be. */
  | { readonly kind: 'replaced'; readonly replacement: CardReplacement; readonly suspendedBy: readonly string[] }
  | { readonly kind: 'inactive'; readonly state: string }
  | { readonly kind: 'blocked'; readonly suspendedBy: readonly string[] }
  | { readonly kind: 'active' };

type Unread<T> = Partial<Record<keyof T, unknown>>;

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Issue 36: the card comes from the bank (or a caller without types). What is not an object, or a
 * life cycle that is not one, reads as a card without a life cycle — the bank's own way of saying nothing.
 */
const lifeCycleOf = (card: unknown): Unread<LifeCycle> => fieldsOf(fieldsOf(card).lifeCycle);

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The bank's `replacedBy` when every part of it reads; anything else is as if it were not sent. */
export function replacementOf(card: Pick<PaymentInstrument, 'lifeCycle'>): CardReplacement | undefined {
  const replacedBy = lifeCycleOf(card).replacedBy;
  if (typeof replacedBy !== 'object' || replacedBy === null) return undefined;
  const { paymentInstrumentId, cardSequenceNumber, reason, replacedOn }: Unread<CardReplacement> = replacedBy;
  return typeof paymentInstrumentId === 'string' &&
    paymentInstrumentId !== '' &&
    typeof cardSequenceNumber === 'string' &&
    isReissueReason(reason) &&
    isDateText(replacedOn)
    ? { paymentInstrumentId, cardSequenceNumber, reason, replacedOn }
    : undefined;
}

/**
 * Section 4, "Card status", in its order: inactive first, then blocked, otherwise active — and
 * before all of them a card the bank says was replaced (issue 33), whose new card is what counts.
 */
export function cardStatus(card: Pick<PaymentInstrument, 'lifeCycle'>): CardStatus {
  const lifeCycle = lifeCycleOf(card);
  const state = typeof lifeCycle.state === 'string' ? lifeCycle.state : '';
  const suspendedBy = textsOf(lifeCycle.suspendedBy);
  const replacement = replacementOf(card);
  if (replacement) return { kind: 'replaced', replacement, suspendedBy };
  if ((INACTIVE_STATES as readonly string[]).includes(state)) return { kind: 'inactive', state };
  if (suspendedBy.length > 0) return { kind: 'blocked', suspendedBy };
  return { kind: 'active' };
}

/** Nobody can pay with the card: blocked, or replaced and blocked with it (a stolen or lost card). */
export const isSuspended = (status: CardStatus): boolean =>
  status.kind === 'blocked' || (status.kind === 'replaced' && status.suspendedBy.length > 0);

export const isBlocked = (card: Pick<PaymentInstrument, 'lifeCycle'>): boolean => isSuspended(cardStatus(card));
export const isInactive = (card: Pick<PaymentInstrument, 'lifeCycle'>): boolean => cardStatus(card).kind === 'inactive';
