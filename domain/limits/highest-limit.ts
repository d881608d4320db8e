import type { CardLimit } from './limit-type';

// Number.isFinite takes no text for a number: a finite number and nothing else.
const isAmount = (value: unknown): value is number => Number.isFinite(value);

/** The highest amount the bank takes for a limit, and which rule sets it. */
export type HighestLimit = { readonly value: number; readonly setBy: 'maximum' | 'balance' };

/**
 * Issue 33, item 6: the highest amount a limit may be set to, said before the customer chooses:
 * its `maxLimitValue` (1011), or below that what the account holds (0072), which guards raising a
 * limit only, so never below the limit as it is: the permanent limit, or the temporary limit a
 * change replaces (`replaced`, its amount: a new end date for it raises nothing). Without a
 * balance, the maximum.
 * Issue 36: a limit whose amounts do not read (not a limit, a maximum that is no number) says
 * 0 by its maximum — the safe side: no amount is offered that the bank has not said it takes.
 */
export function highestAllowedLimit(
  limit: CardLimit,
  accountBalance: number | undefined,
  replaced?: { readonly limitValue: number },
): HighestLimit {
  const amounts: Partial<Record<keyof CardLimit, unknown>> = typeof limit === 'object' && limit !== null ? limit : {};
  const { maxLimitValue, defaultLimitValue } = amounts;
  if (!isAmount(maxLimitValue)) return { value: 0, setBy: 'maximum' };
  if (!isAmount(accountBalance)) return { value: maxLimitValue, setBy: 'maximum' };
  const asIs = [defaultLimitValue, replaced?.limitValue].filter(isAmount);
  const byBalance = Math.max(...asIs, 0, Math.floor(accountBalance));
  return byBalance < maxLimitValue
    ? { value: byBalance, setBy: 'balance' }
    : { value: maxLimitValue, setBy: 'maximum' };
}
