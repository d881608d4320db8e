import type { PaymentInstrument } from './payment-instrument';

const groupsOfFour = (text: string): string => text.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * "NL91ABNA0417164300" → "NL91 ABNA 0417 1643 00"; spaces the bank sent are ignored. A value
 * that is not text (a bank answer without the field) shows as nothing.
 */
export function formatIban(iban: unknown): string {
  return typeof iban === 'string' ? groupsOfFour(iban.replace(/\s+/g, '').toUpperCase()) : '';
}

/** Section 9: an 18-character number is shown in groups of 4; otherwise "**** " + maskedPan. */
export function formatCardNumber(maskedPan: unknown): string {
  if (typeof maskedPan !== 'string') return '';
  const compact = maskedPan.replace(/\s+/g, '');
  return compact.length === 18 ? groupsOfFour(compact) : `**** ${compact}`;
}

export type CardImageKind = 'dmc' | 'maestro' | 'privateBanking';

/** The usage code of the private-banking card, `PAYMENT_{brand}_CARD`, for a configured brand. */
export function privateBankingUsageCode(brand: string): string {
  // Issue 36: no brand configured (not text) names no card, so nothing reads as private banking.
  return typeof brand === 'string' && brand !== '' ? `PAYMENT_${brand.toUpperCase()}_CARD` : '';
}

/** Section 2.3: the private-banking variant wins over the scheme's own image. */
export function cardImageKind(
  card: Pick<PaymentInstrument, 'paymentScheme' | 'paymentInstrumentUsageCode'>,
  brand: string,
): CardImageKind {
  const { paymentScheme, paymentInstrumentUsageCode: usageCode } =
    typeof card === 'object' && card !== null ? card : ({} as Partial<typeof card>);
  const privateBanking = privateBankingUsageCode(brand);
  if (privateBanking !== '' && usageCode === privateBanking) return 'privateBanking';
  return paymentScheme === 'MAESTRO' ? 'maestro' : 'dmc';
}
