import type { IsoDate } from '../calendar/iso-date';
import type { DutchHolidayName } from '../calendar/dutch-holidays';
import type { TemporaryKind } from '../checks/earliest-start';
import type { RuleFailure } from '../errors/rule-failure';
import type { Region } from '../geo/region';
import type { TemporaryRegionRequest } from '../geo/region-rules';
import type { TemporaryLimitRequest } from '../limits/limit-rules';
import type { TemporaryLimitType } from '../limits/limit-type';

/** Inside Europe a card works with its Europe setting; outside, it needs World (issue 35). */
export const TRIP_DESTINATIONS = ['insideEurope', 'outsideEurope'] as const;
export type TripDestination = (typeof TRIP_DESTINATIONS)[number];

/** What the customer tells the journey: where, the first and last day away, and the limits wished for those days. */
export type Trip = {
  readonly destination: TripDestination;
  readonly firstDay: IsoDate;
  readonly lastDay: IsoDate;
  /** Withdrawal (ATM) limit per day for the trip; absent: the card's limit stays. */
  readonly withdrawalLimit?: number | undefined;
  /** Payment (POS) limit per day for the trip; absent: the card's limit stays. */
  readonly paymentLimit?: number | undefined;
};

/** A setting a trip may change: international use, or the payment or withdrawal limit. */
export type TripSetting = TemporaryKind;

/**
 * A setting's dates moved off the trip's own first or last day: the bank refuses a start or end
 * on a closed day (0051, 0052), so the start moves to the last business day before the trip and
 * the end to the first business day after it, and the whole trip stays covered.
 */
export type DateAdjustment = {
  readonly field: 'startDate' | 'endDate';
  readonly tripDay: IsoDate;
  readonly planned: IsoDate;
  readonly reason: 'weekend' | 'publicHoliday';
  /** Which public holiday the trip's day is, when it is one. */
  readonly holiday?: DutchHolidayName | undefined;
};

/** A change the trip makes, before → after, with its checked request and why its dates differ from the trip's. */
export type PlannedTripChange =
  | {
      readonly setting: TemporaryLimitType;
      readonly request: TemporaryLimitRequest;
      readonly before: number;
      readonly after: number;
      readonly adjustments: readonly DateAdjustment[];
    }
  | {
      readonly setting: 'REGION';
      readonly request: TemporaryRegionRequest;
      readonly before: Region;
      readonly after: 'WORLD';
      readonly adjustments: readonly DateAdjustment[];
    };

/** Why a setting the trip concerns needs no change, for the journey to say so. */
export type KeptTripSetting =
  | { readonly setting: 'REGION'; readonly reason: 'insideEurope' | 'defaultIsWorld' | 'alreadyWorld' }
  | { readonly setting: TemporaryLimitType; readonly reason: 'sameAsCurrent' | 'alreadySet' };

/**
 * The plan: the changes to make (limits first, which need a signature; then international use,
 * which the bank applies at once and which the journey makes only once the limits are signed)
 * and the settings that stay as they are.
 */
export type TripPlan = {
  readonly changes: readonly PlannedTripChange[];
  readonly kept: readonly KeptTripSetting[];
};

/** A rule the trip breaks: the trip itself (`'trip'`: its days) or one setting, with the bank's catalogue code. */
export type TripRefusal = { readonly setting: TripSetting | 'trip'; readonly failure: RuleFailure };
