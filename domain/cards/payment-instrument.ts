import type { IsoDate } from '../calendar/iso-date';
import type { GeoProfile } from '../geo/region';
import type { CardLimit } from '../limits/limit-type';

export const PAYMENT_SCHEMES = ['MAESTRO', 'DMC'] as const;
export type PaymentScheme = (typeof PAYMENT_SCHEMES)[number];

/** Section 9: STOLEN, LOST, DEFECT. */
export const REISSUE_REASONS = ['STOLEN', 'LOST', 'DEFECT'] as const;
export type ReissueReason = (typeof REISSUE_REASONS)[number];

export const isReissueReason = (value: unknown): value is ReissueReason =>
  typeof value === 'string' && (REISSUE_REASONS as readonly string[]).includes(value);

/**
 * The reasons the bank allows for this card, in the bank's order, unknown ones dropped. Here
 * rather than with the order's rules (./reissue.ts): every listed card needs it on the first load.
 */
export function reissueReasons(card: Pick<PaymentInstrument, 'lifeCycle'>): ReissueReason[] {
  // Issue 36: a card or life cycle from outside that does not read allows no reason.
  const lifeCycle: unknown = (card as { lifeCycle?: unknown } | null | undefined)?.lifeCycle;
  const reasons: unknown = (lifeCycle as { allowedReissueReasons?: unknown } | null | undefined)?.allowedReissueReasons;
  return Array.isArray(reasons) ? reasons.filter(isReissueReason) : [];
}

export type CardLink = { readonly action: string };

/**
 * Beyond the spec (issue 33): the card that took this one's place, as the bank sends it in
 * `lifeCycle.replacedBy` — its id and pass number, the reason given and the day it was ordered.
 */
export type CardReplacement = {
  readonly paymentInstrumentId: string;
  readonly cardSequenceNumber: string;
  readonly reason: ReissueReason;
  readonly replacedOn: IsoDate;
};

export type LifeCycle = {
  readonly state: string;
  readonly suspendedBy: readonly string[];
  readonly expiryDate: string;
  readonly allowedReissueReasons: readonly string[];
  /** Only on a card that was replaced; a bank without it never says so (the card reads as blocked or active). */
  readonly replacedBy?: CardReplacement;
};

/**
 * A debit card as the bank sends it (section 3). The list call leaves limits and geoProfile
 * out (includeLimits=false, includeGeoProfile=false); the details call has everything.
 */
export type PaymentInstrument = {
  readonly paymentInstrumentId: string;
  readonly paymentInstrumentUsageId: string;
  readonly paymentInstrumentUsageCode: string;
  readonly paymentScheme: PaymentScheme;
  /** The IBAN. */
  readonly accountId: string;
  /** The pass number. */
  readonly cardSequenceNumber: string;
  /** Kept as bcNumber. */
  readonly ownerCustomerId: string;
  readonly productId: string;
  readonly maskedPan: string;
  readonly physicalCard?: { readonly printedCardLineOne: string };
  readonly lifeCycle?: LifeCycle;
  readonly links: readonly CardLink[];
  readonly limits?: readonly CardLimit[];
  readonly geoProfile?: GeoProfile;
  /**
   * Beyond the spec (issue 33, item 6): what the account holds, in euros, sent with the limits,
   * so the highest limit the bank takes (0072) is said before the customer chooses.
   */
  readonly accountBalance?: number;
};
