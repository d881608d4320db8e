import { dateWindow } from '../calendar/date-window';
import { isIsoDate, parseIsoDate, type IsoDate } from '../calendar/iso-date';
import type { ChangeContext } from '../checks/card-change';
import { readCardToCheck, type CardToCheck } from '../checks/card-to-check';
import { checkChange } from '../checks/check-change';
import { broken } from '../errors/rule-failure';
import { defaultRegion, regionOf } from '../geo/region';
import { findLimit, type TemporaryLimitType } from '../limits/limit-type';
import { fail, ok, type Result } from '../result';
import { overlapsAny } from '../temporary/period-rules';
import type { Period } from '../temporary/temporary-dates';
import { readTrip, type ReadTrip } from './read-trip';
import type { KeptTripSetting, PlannedTripChange, Trip, TripPlan, TripRefusal } from './trip';
import { tripPeriod } from './trip-dates';

/** What only the bank knows (its caps, the account's balance), as `checkChange` takes it. */
export type TripContext = Omit<ChangeContext, 'today'>;

type SettingPlan =
  | { readonly planned: PlannedTripChange }
  | { readonly kept: KeptTripSetting }
  | { readonly refused: TripRefusal }
  | undefined;

/** A stored entry that holds on every day of the trip; one whose dates do not parse holds on none. */
const covers = (entry: { readonly startDate: string; readonly endDate: string }, days: Period): boolean => {
  const start = parseIsoDate(entry.startDate);
  const end = parseIsoDate(entry.endDate);
  return start.ok && end.ok && start.value <= days.startDate && end.value >= days.endDate;
};

type Read = {
  readonly card: CardToCheck;
  readonly trip: ReadTrip;
  readonly today: IsoDate;
  readonly context: ChangeContext;
};

function planLimit(setting: TemporaryLimitType, wished: number | undefined, read: Read): SettingPlan {
  if (wished === undefined) return undefined;
  const { card, trip, today, context } = read;
  const limit = findLimit(card.limits ?? [], setting);
  const stored = limit?.temporaryLimits ?? [];
  if (stored.some((entry) => entry.limitValue === wished && covers(entry, trip.days)))
    return { kept: { setting, reason: 'alreadySet' } };
  if (limit && wished === limit.defaultLimitValue && !overlapsAny(trip.days, stored))
    return { kept: { setting, reason: 'sameAsCurrent' } };
  const { period, adjustments } = tripPeriod(trip.days, dateWindow(today, limit?.allowedTemporaryLimitDates));
  const body = { limitType: setting, limitValue: wished, ...period };
  const checked = checkChange(card, { operation: 'createTemporaryLimit', body }, context);
  if (!checked.ok) return { refused: { setting, failure: checked.error } };
  const before = limit ? limit.defaultLimitValue : wished;
  return { planned: { setting, request: checked.value.request, before, after: wished, adjustments } };
}

function planRegion(read: Read): SettingPlan {
  const { card, trip, today, context } = read;
  if (trip.destination === 'insideEurope') return { kept: { setting: 'REGION', reason: 'insideEurope' } };
  const geo = card.geoProfile;
  if (geo && defaultRegion(geo) === 'WORLD') return { kept: { setting: 'REGION', reason: 'defaultIsWorld' } };
  const stored = geo?.temporaryGeoProfiles ?? [];
  if (stored.some((entry) => regionOf(entry.geoProfile) === 'WORLD' && covers(entry, trip.days)))
    return { kept: { setting: 'REGION', reason: 'alreadyWorld' } };
  const { period, adjustments } = tripPeriod(trip.days, dateWindow(today, geo?.allowedTemporaryGeoProfileDates));
  const body = { geoProfile: 'WORLD', ...period };
  const checked = checkChange(card, { operation: 'createTemporaryRegion', body }, context);
  if (!checked.ok) return { refused: { setting: 'REGION', failure: checked.error } };
  const request = checked.value.request;
  return { planned: { setting: 'REGION', request, before: defaultRegion(geo), after: 'WORLD', adjustments } };
}

/**
 * Issue 35, "the rules as a package": the changes a trip needs, each with the nearest dates the
 * bank allows that cover the whole trip and why they differ from the trip's, or every refusal with
 * its catalogue code; a setting that would change nothing is kept with why. Each change is checked
 * against the card as it is, so the plan holds whether the calls are made one by one (each signed
 * before the next) or in one basket. Never throws: anything unreadable is `REQUEST_INVALID`.
 */
export function planTrip(
  card: CardToCheck,
  trip: Trip,
  today: IsoDate,
  context: TripContext = {},
): Result<TripPlan, readonly TripRefusal[]> {
  const readCard = readCardToCheck(card);
  if (!readCard.ok) return fail([{ setting: 'trip', failure: readCard.error }]);
  if (!isIsoDate(today)) return fail([{ setting: 'trip', failure: broken('REQUEST_INVALID', 'today') }]);
  const readContext = typeof context === 'object' && context !== null ? context : {};
  const readTripResult = readTrip(trip, today);
  if (!readTripResult.ok) return readTripResult;
  const read: Read = { card: readCard.value, trip: readTripResult.value, today, context: { ...readContext, today } };
  // Limits first: they wait for a signature, and international use is made only once they are signed.
  const settings = [
    planLimit('ATM', read.trip.withdrawalLimit, read),
    planLimit('POS', read.trip.paymentLimit, read),
    planRegion(read),
  ];
  const refusals = settings.flatMap((plan) => (plan && 'refused' in plan ? [plan.refused] : []));
  if (refusals.length > 0) return fail(refusals);
  return ok({
    changes: settings.flatMap((plan) => (plan && 'planned' in plan ? [plan.planned] : [])),
    kept: settings.flatMap((plan) => (plan && 'kept' in plan ? [plan.kept] : [])),
  });
}
