import type { CardLink, LifeCycle, PaymentInstrument } from '../cards/payment-instrument';
import { broken, type RuleFailure } from '../errors/rule-failure';
import type { GeoProfile } from '../geo/region';
import type { CardLimit } from '../limits/limit-type';
import { fail, ok, type Result } from '../result';

/** What `checkChange` reads of a card: a `PaymentInstrument` as the details call sends it fits. */
export type CardToCheck = {
  readonly links: readonly CardLink[];
  readonly limits?: readonly CardLimit[] | undefined;
  readonly geoProfile?: GeoProfile | undefined;
  readonly paymentInstrumentUsageId?: PaymentInstrument['paymentInstrumentUsageId'];
  readonly lifeCycle?: LifeCycle | undefined;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

/** A list of objects, or nothing at all. */
const isObjectList = (value: unknown): boolean => isAbsent(value) || (Array.isArray(value) && value.every(isObject));

const isNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

const isReadableLimit = (limit: Record<string, unknown>): boolean =>
  isNumber(limit.defaultLimitValue) && isNumber(limit.maxLimitValue) && isObjectList(limit.temporaryLimits);

/**
 * A card from outside, read before any rule looks at it: the rules dereference its lists and
 * compare its numbers, so a card whose shape does not hold is refused as a whole
 * (`REQUEST_INVALID`, field `card`) rather than half-read.
 */
export function readCardToCheck(card: unknown): Result<CardToCheck, RuleFailure> {
  const unreadable = fail(broken('REQUEST_INVALID', 'card'));
  if (!isObject(card) || !Array.isArray(card.links)) return unreadable;
  if (!isObjectList(card.limits)) return unreadable;
  const limits = (card.limits ?? []) as Record<string, unknown>[];
  if (!limits.every(isReadableLimit)) return unreadable;
  const geo = card.geoProfile;
  if (!isAbsent(geo) && !(isObject(geo) && isObjectList(geo.temporaryGeoProfiles))) return unreadable;
  const lifeCycle = card.lifeCycle;
  if (
    !isAbsent(lifeCycle) &&
    !(
      isObject(lifeCycle) &&
      (isAbsent(lifeCycle.allowedReissueReasons) || Array.isArray(lifeCycle.allowedReissueReasons))
    )
  )
    return unreadable;
  return ok(card as CardToCheck);
}
