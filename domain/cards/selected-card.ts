import type { GeoProfile } from '../geo/region';
import { findLimit, isLimitChangePending, type CardLimit } from '../limits/limit-type';
import { formatCardNumber, formatIban, cardImageKind, type CardImageKind } from './card-display';
import { cardStatus, isSuspended, type CardStatus } from './card-status';
import { canBlock, canReplace, canUnblock } from './permissions';
import type { CardLink, PaymentInstrument, PaymentScheme, ReissueReason } from './payment-instrument';
import { reissueReasons } from './reissue';

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

export function toSelectedCard(card: PaymentInstrument, brand: string): SelectedCard {
  const status = cardStatus(card);
  return {
    paymentInstrumentId: card.paymentInstrumentId,
    paymentInstrumentUsageId: card.paymentInstrumentUsageId,
    paymentScheme: card.paymentScheme,
    imageKind: cardImageKind(card, brand),
    iban: card.accountId,
    accountNumber: formatIban(card.accountId),
    userName: card.physicalCard?.printedCardLineOne ?? '',
    passNumber: card.cardSequenceNumber,
    cardNumber: formatCardNumber(card.maskedPan),
    bcNumber: card.ownerCustomerId,
    productId: card.productId,
    expirationDate: card.lifeCycle?.expiryDate ?? '',
    status,
    isCardBlocked: isSuspended(status),
    isCardInactive: status.kind === 'inactive',
    // Section 3: any limit with a pending change locks every limit editor.
    isLimitInProgress: (card.limits ?? []).some(isLimitChangePending),
    reissueReasons: reissueReasons(card),
    isSuspensionAllowed: canBlock(card),
    isResumptionAllowed: canUnblock(card),
    isReissueAllowed: canReplace(card),
    links: card.links,
    ecommerceLimit: findLimit(card.limits, 'ECOM'),
    paymentLimit: findLimit(card.limits, 'POS'),
    withdrawalLimit: findLimit(card.limits, 'ATM'),
    geoProfile: card.geoProfile,
    accountBalance: card.accountBalance,
  };
}

/** Section 2.3: the settings show only for a usable card. */
export function showsSettings(card: Pick<SelectedCard, 'isCardBlocked' | 'isCardInactive'>): boolean {
  return !card.isCardBlocked && !card.isCardInactive;
}
