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

export function findLimit(limits: readonly CardLimit[] | undefined, limitType: LimitType): CardLimit | undefined {
  return limits?.find((limit) => limit.limitType === limitType);
}

/** Section 3: "Only the first item is used." */
export function firstTemporaryLimit(limit: CardLimit | undefined): TemporaryLimit | undefined {
  return limit?.temporaryLimits?.[0];
}

export function isLimitChangePending(limit: CardLimit): boolean {
  return limit.limitChangeRequest !== null && limit.limitChangeRequest !== undefined;
}
