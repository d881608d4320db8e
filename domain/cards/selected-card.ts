import type { GeoProfile } from '../geo/region';
import { findLimit, isLimitChangePending, type CardLimit } from '../limits/limit-type';
import { formatCardNumber, formatIban, cardImageKind, type CardImageKind } from './card-display';
import { cardStatus, isSuspended, type CardStatus } from './card-status';
import { canBlock, canReplace, canUnblock } from './permissions';
import {
  reissueReasons,
  type CardLink,
  type PaymentInstrument,
  type PaymentScheme,
  type ReissueReason,
} from './payment-instrument';

/** Section 3, "Selected card": what the screens need of the chosen card, derived once. */
export type SelectedCard = {
  readonly paymentInstrumentId: string;
  readonly paymentInstrumentUsageId: string;
  readonly paymentScheme: PaymentScheme;
  readonly imageKind: CardImageKind;
  readonly iban: string;
  /** The IBAN in groups of four. */
  readonly accountNumber: string;
  readonly userName: string;
  readonly passNumber: string;
  readonly cardNumber: string;
  readonly bcNumber: string;
  readonly productId: string;
  readonly expirationDate: string;
  readonly status: CardStatus;
  readonly isCardBlocked: boolean;
  readonly isCardInactive: boolean;
  readonly isLimitInProgress: boolean;
  readonly reissueReasons: readonly ReissueReason[];
  readonly isSuspensionAllowed: boolean;
  readonly isResumptionAllowed: boolean;
  readonly isReissueAllowed: boolean;
  readonly links: readonly CardLink[];
  readonly ecommerceLimit: CardLimit | undefined;
  readonly paymentLimit: CardLimit | undefined;
  readonly withdrawalLimit: CardLimit | undefined;
  readonly geoProfile: GeoProfile | undefined;
  /** Beyond the spec (issue 33, item 6): when the bank sends it, the highest limit is said up front. */
  readonly accountBalance: number | undefined;
};

// Issue 36: the card is the bank's answer; a field that does not read is as if it were not sent.
const fieldsOf = (card: unknown): Partial<Record<keyof PaymentInstrument, unknown>> =>
  typeof card === 'object' && card !== null ? card : {};
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * Section 3, derived once. A card that is not one (JavaScript callers, a broken answer) gives a
 * card with empty texts, no links and no limits: nothing is allowed on it and nothing throws.
 */
export function toSelectedCard(card: PaymentInstrument, brand: string): SelectedCard {
  const fields = fieldsOf(card);
  const limits = listOf<CardLimit>(fields.limits);
  const status = cardStatus(card);
  const printed: unknown = (fields.physicalCard as { printedCardLineOne?: unknown } | null | undefined)
    ?.printedCardLineOne;
  const lifeCycle: unknown = fields.lifeCycle;
  const expiryDate: unknown = (lifeCycle as { expiryDate?: unknown } | null | undefined)?.expiryDate;
  const geoProfile = fields.geoProfile;
  const balance = fields.accountBalance;
  return {
    paymentInstrumentId: textOf(fields.paymentInstrumentId),
    paymentInstrumentUsageId: textOf(fields.paymentInstrumentUsageId),
    paymentScheme: textOf(fields.paymentScheme) as PaymentScheme,
    imageKind: cardImageKind(card, brand),
    iban: textOf(fields.accountId),
    accountNumber: formatIban(fields.accountId),
    userName: textOf(printed),
    passNumber: textOf(fields.cardSequenceNumber),
    cardNumber: formatCardNumber(fields.maskedPan),
    bcNumber: textOf(fields.ownerCustomerId),
    productId: textOf(fields.productId),
    expirationDate: textOf(expiryDate),
    status,
    isCardBlocked: isSuspended(status),
    isCardInactive: status.kind === 'inactive',
    // Section 3: any limit with a pending change locks every limit editor.
    isLimitInProgress: limits.some(isLimitChangePending),
    reissueReasons: reissueReasons(card),
    isSuspensionAllowed: canBlock(card),
    isResumptionAllowed: canUnblock(card),
    isReissueAllowed: canReplace(card),
    links: listOf<CardLink>(fields.links),
    ecommerceLimit: findLimit(limits, 'ECOM'),
    paymentLimit: findLimit(limits, 'POS'),
    withdrawalLimit: findLimit(limits, 'ATM'),
    geoProfile: typeof geoProfile === 'object' && geoProfile !== null ? (geoProfile as GeoProfile) : undefined,
    accountBalance: typeof balance === 'number' && Number.isFinite(balance) ? balance : undefined,
  };
}

/** Section 2.3: the settings show only for a usable card (something that is not a card: not shown). */
export function showsSettings(card: Pick<SelectedCard, 'isCardBlocked' | 'isCardInactive'>): boolean {
  return typeof card === 'object' && card !== null && !card.isCardBlocked && !card.isCardInactive;
}
