import type { IsoDate } from '../calendar/iso-date';
import { broken } from '../errors/rule-failure';
import { LIMIT_MINIMUM } from '../money/limit-value';
import { fail, ok, type Result } from '../result';
import { readPeriod } from '../temporary/period-rules';
import type { Period } from '../temporary/temporary-dates';
import { TRIP_DESTINATIONS, type TripDestination, type TripRefusal } from './trip';

/** A trip as the rules read it: its days as a period, each wished limit a whole number of euros or absent. */
export type ReadTrip = {
  readonly destination: TripDestination;
  readonly days: Period;
  readonly withdrawalLimit: number | undefined;
  readonly paymentLimit: number | undefined;
};

const isTripDestination = (value: unknown): value is TripDestination =>
  typeof value === 'string' && (TRIP_DESTINATIONS as readonly string[]).includes(value);

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

const isLimitValue = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= LIMIT_MINIMUM;

/**
 * The trip from outside, read as the bank reads a request: every fault at once (the journey
 * shows them together), each under the setting it concerns. Its first day may not lie before
 * today, and its last not before its first.
 */
export function readTrip(trip: unknown, today: IsoDate): Result<ReadTrip, readonly TripRefusal[]> {
  if (typeof trip !== 'object' || trip === null || Array.isArray(trip))
    return fail([{ setting: 'trip', failure: broken('REQUEST_INVALID', 'trip') }]);
  const given = trip as Record<string, unknown>;
  const refusals: TripRefusal[] = [];
  if (!isTripDestination(given.destination))
    refusals.push({ setting: 'trip', failure: broken('REQUEST_INVALID', 'destination') });
  const days = readPeriod({ startDate: given.firstDay, endDate: given.lastDay });
  if (!days.ok) refusals.push({ setting: 'trip', failure: days.error });
  else if (days.value.endDate < days.value.startDate)
    refusals.push({ setting: 'trip', failure: broken('END_DATE_INVALID', 'endDate') });
  else if (days.value.startDate < today)
    refusals.push({ setting: 'trip', failure: broken('START_DATE_INVALID', 'startDate') });
  for (const [name, setting] of [
    ['withdrawalLimit', 'ATM'],
    ['paymentLimit', 'POS'],
  ] as const)
    if (!isAbsent(given[name]) && !isLimitValue(given[name]))
      refusals.push({ setting, failure: broken('LIMIT_VALUE_INVALID', 'limitValue') });
  if (refusals.length > 0 || !days.ok) return fail(refusals);
  return ok({
    destination: given.destination as TripDestination,
    days: days.value,
    withdrawalLimit: isLimitValue(given.withdrawalLimit) ? given.withdrawalLimit : undefined,
    paymentLimit: isLimitValue(given.paymentLimit) ? given.paymentLimit : undefined,
  });
}
