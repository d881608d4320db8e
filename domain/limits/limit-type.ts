import type { AllowedTemporaryDates } from '../calendar/date-window';

/** Section 9: online (ECOM), payment (POS) and withdrawal (ATM) limits. */
export const LIMIT_TYPES = ['ECOM', 'POS', 'ATM'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** Only payment and withdrawal limits can be set temporarily (section 1). */
export const TEMPORARY_LIMIT_TYPES = ['POS', 'ATM'] as const;
export type TemporaryLimitType = (typeof TEMPORARY_LIMIT_TYPES)[number];

export const isLimitType = (value: unknown): value is LimitType =>
  typeof value === 'string' && (LIMIT_TYPES as readonly string[]).includes(value);

export const isTemporaryLimitType = (value: unknown): value is TemporaryLimitType =>
  typeof value === 'string' && (TEMPORARY_LIMIT_TYPES as readonly string[]).includes(value);

/** `limits[].temporaryLimits[]` as received; dates are `YYYY-MM-DD`. */
export type TemporaryLimit = {
  readonly temporaryLimitId: string;
  readonly limitValue: number;
  readonly startDate: string;
  readonly endDate: string;
};

/** `limits[]` as received (section 3). */
export type CardLimit = {
  readonly limitType: LimitType;
  readonly defaultLimitValue: number;
  readonly maxLimitValue: number;
  /** Non-null while a change waits to be signed. */
  readonly limitChangeRequest: unknown;
  readonly allowedTemporaryLimitDates?: AllowedTemporaryDates;
  readonly temporaryLimits?: readonly TemporaryLimit[];
};

// Issue 36: limits come from the bank; what is not an object reads as no limit, never a throw.
const isLimitLike = (value: unknown): value is Partial<CardLimit> => typeof value === 'object' && value !== null;

/** The limit of that type in the bank's list; a list or entry that does not read is as if not sent. */
export function findLimit(limits: readonly CardLimit[] | undefined, limitType: LimitType): CardLimit | undefined {
  if (!Array.isArray(limits)) return undefined;
  return (limits as readonly unknown[]).find(
    (limit): limit is CardLimit => isLimitLike(limit) && limit.limitType === limitType,
  );
}

/** A selected card's three limits, as `SelectedCard` holds them (one per type, each when the bank sent it). */
export type LimitsOfCard = {
  readonly ecommerceLimit: CardLimit | undefined;
  readonly paymentLimit: CardLimit | undefined;
  readonly withdrawalLimit: CardLimit | undefined;
};

/** Issue 32: the card's limits the bank sent, online, payment and withdrawal, in that order. */
export function cardLimits(card: LimitsOfCard): CardLimit[] {
  const { ecommerceLimit, paymentLimit, withdrawalLimit }: Partial<LimitsOfCard> =
    typeof card === 'object' && card !== null ? card : {};
  return [ecommerceLimit, paymentLimit, withdrawalLimit].filter(isLimitLike) as CardLimit[];
}

/** Issue 32: the card's limit of that type (its payment or withdrawal limit, say), if the bank sent it. */
export function cardLimit(card: LimitsOfCard, limitType: LimitType): CardLimit | undefined {
  return findLimit(cardLimits(card), limitType);
}

/** Section 3: "Only the first item is used." */
export function firstTemporaryLimit(limit: CardLimit | undefined): TemporaryLimit | undefined {
  const temporaryLimits: unknown = isLimitLike(limit) ? limit.temporaryLimits : undefined;
  return Array.isArray(temporaryLimits) ? (temporaryLimits[0] as TemporaryLimit | undefined) : undefined;
}

/** A change waits while `limitChangeRequest` is set; something that is not a limit has none waiting. */
export function isLimitChangePending(limit: CardLimit): boolean {
  return isLimitLike(limit) && limit.limitChangeRequest !== null && limit.limitChangeRequest !== undefined;
}
