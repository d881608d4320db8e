import type { CardLimit } from './limit-type';

/** The highest amount the bank takes for a limit, and which rule sets it. */
export type HighestLimit = { readonly value: number; readonly setBy: 'maximum' | 'balance' };

/**
 * Issue 33, item 6: the highest amount a limit may be set to, said before the customer chooses:
 * its `maxLimitValue` (1011), or below that what the account holds (0072), which guards raising a
 * limit only, so never below the limit as it is. Without a balance, the maximum.
 */
export function highestAllowedLimit(limit: CardLimit, accountBalance: number | undefined): HighestLimit {
  if (accountBalance === undefined || !Number.isFinite(accountBalance))
    return { value: limit.maxLimitValue, setBy: 'maximum' };
  const byBalance = Math.max(limit.defaultLimitValue, Math.floor(accountBalance));
  return byBalance < limit.maxLimitValue
    ? { value: byBalance, setBy: 'balance' }
    : { value: limit.maxLimitValue, setBy: 'maximum' };
}
