import { cardStatus, type CardStatus } from './card-status';
import type { PaymentInstrument } from './payment-instrument';

/** Section 9: access cards are not debit cards and never appear in the list. */
export const EXCLUDED_USAGE_CODES = ['ACCESS_CARD', 'ACCESS_ONLINE_CARD'] as const;

// A replaced card comes after the card that took its place (inactive until activated).
const STATUS_RANK: Record<CardStatus['kind'], number> = { active: 0, blocked: 1, inactive: 2, replaced: 3 };

// Issue 36: cards come from the bank; a field that is not text sorts as empty text.
const textOf = (card: unknown, field: keyof OrderedCard | 'paymentInstrumentUsageCode'): string => {
  const value: unknown =
    typeof card === 'object' && card !== null ? (card as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The IBAN's digits as a number written out: leading zeros dropped, so longer means larger. */
function ibanDigits(iban: string): string {
  return iban.replace(/\D/g, '').replace(/^0+/, '');
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function compareDigits(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : compareText(a, b);
}

type OrderedCard = Pick<PaymentInstrument, 'accountId' | 'lifeCycle' | 'cardSequenceNumber'>;

/**
 * Section 4, "Card list ordering": by the digits of the IBAN; cards sharing an IBAN (compared
 * whole, so they stay together) by state, then by the first two characters of the pass number.
 */
export function compareCards(a: OrderedCard, b: OrderedCard): number {
  const [ibanA, ibanB] = [textOf(a, 'accountId'), textOf(b, 'accountId')];
  return (
    compareDigits(ibanDigits(ibanA), ibanDigits(ibanB)) ||
    compareText(ibanA, ibanB) ||
    STATUS_RANK[cardStatus(a).kind] - STATUS_RANK[cardStatus(b).kind] ||
    compareText(textOf(a, 'cardSequenceNumber').slice(0, 2), textOf(b, 'cardSequenceNumber').slice(0, 2))
  );
}

/** Not an access card; something that is not a card at all (not an object) is not listed either. */
export function isListedCard(card: Pick<PaymentInstrument, 'paymentInstrumentUsageCode'>): boolean {
  if (typeof card !== 'object' || card === null) return false;
  return !(EXCLUDED_USAGE_CODES as readonly string[]).includes(textOf(card, 'paymentInstrumentUsageCode'));
}

/**
 * The cards the picker lists, in order. Stable: equal keys keep the bank's order. An answer that
 * is not a list lists no card (issue 36).
 */
export function listedCards<T extends OrderedCard & Pick<PaymentInstrument, 'paymentInstrumentUsageCode'>>(
  cards: readonly T[],
): T[] {
  return Array.isArray(cards) ? cards.filter(isListedCard).sort(compareCards) : [];
}
