import {
  addDays,
  addMonths,
  cardLimits,
  findLimit,
  highestAllowedLimit,
  START_HORIZON_DAYS,
  tripOffer,
  type IsoDate,
  type Result,
  type SelectedCard,
  type TemporaryLimitType,
  type Trip,
  type TripPlan,
  type TripRefusal,
} from '../../domain/index';
import type { PlanTrip } from '../../application/use-cases/plan-trip';
import { cardToCheck } from '../cards/card-to-check';
import type { PeriodBounds } from '../widgets/date-range-days';
import type { TripDraft, WishedLimit } from './trip-draft';

/** A limit the trip may raise: the card's own and the highest the bank takes, up front (issue 35). */
export type TripLimitView = {
  readonly limitType: TemporaryLimitType;
  readonly current: number;
  readonly max: number;
  readonly wish: WishedLimit;
};

/** The limits whose temporary entry the card's links allow (the domain's `tripOffer`), each with what the customer wished for it. */
export function tripLimits(
  card: SelectedCard,
  wishes: Readonly<Record<TemporaryLimitType, WishedLimit>>,
): readonly TripLimitView[] {
  const limits = cardLimits(card);
  return tripOffer(cardToCheck(card)).limits.map(({ limitType, defaultLimitValue, maxLimitValue }) => {
    const limit = findLimit(limits, limitType);
    return {
      limitType,
      current: defaultLimitValue,
      // As the limit editors say it: the maximum, or less where the account holds less (0072).
      max: limit ? highestAllowedLimit(limit, card.accountBalance).value : maxLimitValue,
      wish: wishes[limitType],
    };
  });
}

/**
 * The trip's own days: any day (a trip may well start on a Saturday; the plan moves the settings'
 * dates), from today to the bank's 190 days, for at most 12 months.
 */
export const tripBounds = (today: IsoDate): PeriodBounds => ({
  start: { min: today, max: addDays(today, START_HORIZON_DAYS) },
  endFor: (start) => ({ min: start, max: addDays(addMonths(start, 12), -1) }),
});

/** The trip the draft describes, once where and when are known; only the limits the card offers count. */
export function tripOfDraft(card: SelectedCard, draft: TripDraft): Trip | undefined {
  const { destination, firstDay, lastDay, limits } = draft;
  if (!destination || !firstDay || !lastDay) return undefined;
  const offered = tripLimits(card, limits);
  const wished = (limitType: TemporaryLimitType) =>
    offered.some((limit) => limit.limitType === limitType) ? limits[limitType].amount : undefined;
  return { destination, firstDay, lastDay, paymentLimit: wished('POS'), withdrawalLimit: wished('ATM') };
}

/** The plan for the draft's trip (the `PlanTrip` use case), the same on the plan screen and the summary. */
export function planOfDraft(
  card: SelectedCard,
  draft: TripDraft,
  planTrip: PlanTrip,
): Result<TripPlan, readonly TripRefusal[]> | undefined {
  const trip = tripOfDraft(card, draft);
  return trip ? planTrip.execute({ card, trip }) : undefined;
}
