import { dateWindow } from '../calendar/date-window';
import { isIsoDate, type IsoDate } from '../calendar/iso-date';
import { broken, type RuleFailure } from '../errors/rule-failure';
import { LIMIT_MINIMUM } from '../money/limit-value';
import { fail, ok, type Result } from '../result';
import { checkPeriod, overlapsAny, readPeriod } from '../temporary/period-rules';
import type { Period } from '../temporary/temporary-dates';
import {
  findLimit,
  isLimitType,
  isTemporaryLimitType,
  type CardLimit,
  type LimitType,
  type TemporaryLimit,
  type TemporaryLimitType,
} from './limit-type';
import { highestAllowedLimit } from './highest-limit';
import { UNCHANGED_LIMIT_CODES, unchangedLimit } from './unchanged-limit';

export type PermanentLimitRequest = { readonly limitType: LimitType; readonly limitValue: number };
export type TemporaryLimitRequest = Period & { readonly limitType: TemporaryLimitType; readonly limitValue: number };

type Body = Record<string, unknown>;

const isBody = (body: unknown): body is Body => typeof body === 'object' && body !== null && !Array.isArray(body);

function readLimitValue(body: Body): Result<number, RuleFailure> {
  const value = body.limitValue;
  if (value === undefined || value === null || value === '') return fail(broken('LIMIT_VALUE_MISSING', 'limitValue'));
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < LIMIT_MINIMUM)
    return fail(broken('LIMIT_VALUE_INVALID', 'limitValue'));
  return ok(value);
}

/** The balance rule (0072), once the maximum (1011) is met: above the highest allowed amount. */
const exceedsBalance = (
  value: number,
  limit: CardLimit,
  accountBalance: number | undefined,
  replaced?: TemporaryLimit,
): boolean => value > highestAllowedLimit(limit, accountBalance, replaced).value;

export type LimitContext = {
  readonly limits: readonly CardLimit[];
  /** A change on this card waits to be signed: every further limit change is refused (1003). */
  readonly pending: boolean;
  readonly accountBalance?: number | undefined;
  /**
   * How many temporary limits of one type the card may hold at once; beyond it 1008. The bank
   * names no number, so none is assumed: a stand-in bank passes its own (the sandbox's is 3).
   */
  readonly maxTemporaryLimitsPerType?: number | undefined;
};

/**
 * Section 5, "Rules enforced by the server", for `PUT …/permanent-limits/{limitType}`: the body
 * with the path's `limitType` in it, `{ limitType, limitValue }` (the temporary check's shape).
 */
export function checkPermanentLimitRequest(
  body: unknown,
  context: LimitContext,
): Result<PermanentLimitRequest, RuleFailure> {
  if (!isBody(body)) return fail(broken('REQUEST_INVALID'));
  const limitType = body.limitType;
  const limit = isLimitType(limitType) ? findLimit(context.limits, limitType) : undefined;
  if (!limit) return fail(broken('LIMIT_TYPE_NOT_FOUND', 'limitType'));
  const value = readLimitValue(body);
  if (!value.ok) return value;
  if (context.pending) return fail(broken('MESSAGE_BAI540_1003'));
  if (value.value > limit.maxLimitValue) return fail(broken('MESSAGE_BAI540_1011', 'limitValue'));
  if (exceedsBalance(value.value, limit, context.accountBalance))
    return fail(broken('MESSAGE_BAI540_0072', 'limitValue'));
  const unchanged = unchangedLimit(limit, { limitValue: value.value });
  if (unchanged) return fail(broken(UNCHANGED_LIMIT_CODES[unchanged], 'limitValue'));
  return ok({ limitType: limit.limitType, limitValue: value.value });
}

/**
 * The same rules for `POST …/temporary-limits` (no `replacingId`) and `PUT …/temporary-limits/{id}`
 * (with it): fields, pending change, dates and window, maximum, balance, sameness, overlap with
 * the card's other temporary limits of that type, and how many there may be.
 */
export function checkTemporaryLimitRequest(
  body: unknown,
  context: LimitContext & { readonly today: IsoDate; readonly replacingId?: string | undefined },
): Result<TemporaryLimitRequest, RuleFailure> {
  if (!isIsoDate(context.today)) return fail(broken('REQUEST_INVALID', 'today'));
  if (!isBody(body)) return fail(broken('REQUEST_INVALID'));
  const limitType = body.limitType;
  const limit = isTemporaryLimitType(limitType) ? findLimit(context.limits, limitType) : undefined;
  if (!limit || !isTemporaryLimitType(limitType)) return fail(broken('LIMIT_TYPE_NOT_FOUND', 'limitType'));
  const value = readLimitValue(body);
  if (!value.ok) return value;
  const period = readPeriod(body);
  if (!period.ok) return period;

  const existing = limit.temporaryLimits ?? [];
  const replaced =
    context.replacingId === undefined
      ? undefined
      : existing.find((entry) => entry.temporaryLimitId === context.replacingId);
  if (context.replacingId !== undefined && !replaced) return fail(broken('TEMPORARY_LIMIT_NOT_FOUND'));
  if (context.pending) return fail(broken('MESSAGE_BAI540_1003'));

  const dates = checkPeriod(period.value, dateWindow(context.today, limit.allowedTemporaryLimitDates));
  if (dates) return fail(dates);
  if (value.value > limit.maxLimitValue) return fail(broken('MESSAGE_BAI540_1011', 'limitValue'));
  if (exceedsBalance(value.value, limit, context.accountBalance, replaced))
    return fail(broken('MESSAGE_BAI540_0072', 'limitValue'));
  const unchanged = unchangedLimit(limit, {
    limitValue: value.value,
    temporary: { period: period.value, replaced, today: context.today },
  });
  if (unchanged) return fail(broken(UNCHANGED_LIMIT_CODES[unchanged], 'limitValue'));

  const others = existing.filter((entry) => entry !== replaced);
  if (overlapsAny(period.value, others)) return fail(broken('TEMPORARY_LIMIT_OVERLAPS'));
  const cap = context.maxTemporaryLimitsPerType;
  if (!replaced && cap !== undefined && others.length >= cap) return fail(broken('MESSAGE_BAI540_1008'));
  return ok({ limitType, limitValue: value.value, ...period.value });
}

/** `DELETE …/temporary-limits/{temporaryLimitId}`: the entry must exist and no change may be pending. */
export function checkTemporaryLimitDeletion(
  temporaryLimitId: unknown,
  context: LimitContext,
): Result<{ readonly limitType: TemporaryLimitType; readonly temporaryLimit: TemporaryLimit }, RuleFailure> {
  for (const limit of context.limits) {
    const entry = limit.temporaryLimits?.find((candidate) => candidate.temporaryLimitId === temporaryLimitId);
    if (entry && isTemporaryLimitType(limit.limitType)) {
      if (context.pending) return fail(broken('MESSAGE_BAI540_1003'));
      return ok({ limitType: limit.limitType, temporaryLimit: entry });
    }
  }
  return fail(broken('TEMPORARY_LIMIT_NOT_FOUND'));
}
