import { broken, type RuleFailure } from '../errors/rule-failure';
import { fail, ok, type Result } from '../result';
import type { ChangeContext } from './card-change';

const isCount = (value: unknown): boolean =>
  value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0);

/**
 * The caller's context, read like anything else from outside. `today` is checked by the rules
 * that need it (a block needs no day); the rest must be what it says or absent.
 */
export function readChangeContext(context: unknown): Result<ChangeContext, RuleFailure> {
  const given = (typeof context === 'object' && context !== null ? context : {}) as Record<string, unknown>;
  const balance = given.accountBalance;
  if (balance !== undefined && !(typeof balance === 'number' && Number.isFinite(balance)))
    return fail(broken('REQUEST_INVALID', 'accountBalance'));
  for (const name of ['maxTemporaryLimitsPerType', 'maxTemporaryGeoProfiles'] as const)
    if (!isCount(given[name])) return fail(broken('REQUEST_INVALID', name));
  return ok(given as ChangeContext);
}
