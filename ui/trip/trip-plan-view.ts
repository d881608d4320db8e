import {
  messageKey,
  type DateAdjustment,
  type DutchHolidayName,
  type IsoDate,
  type KeptTripSetting,
  type PlannedTripChange,
  type Region,
  type Result,
  type TripOffer,
  type TripPlan,
  type TripRefusal,
  type TripSetting,
} from '../../domain/index';

/** A setting's dates moved off the trip's own day, and why (issue 35: "the last working day before your trip"). */
export type AdjustmentView = {
  readonly field: DateAdjustment['field'];
  readonly tripDay: IsoDate;
  readonly planned: IsoDate;
  readonly reason: DateAdjustment['reason'];
  readonly holiday: DutchHolidayName | undefined;
};

/** One change of the trip, before → after, with the dates it holds for. */
export type TripChangeView =
  | {
      readonly setting: 'POS' | 'ATM';
      readonly before: number;
      readonly after: number;
      readonly startDate: IsoDate;
      readonly endDate: IsoDate;
      readonly adjustments: readonly AdjustmentView[];
    }
  | {
      readonly setting: 'REGION';
      readonly before: Region;
      readonly after: 'WORLD';
      readonly startDate: IsoDate;
      readonly endDate: IsoDate;
      readonly adjustments: readonly AdjustmentView[];
    };

/**
 * A refusal as the journey says it: which setting, and the catalogue's message key for its code.
 * `notAllowed`: the card's links allow no temporary World setting at all (issue 12.5) — the
 * catalogue's "not at the moment, try later" would not be true of it.
 */
export type TripRefusalView = {
  readonly setting: TripSetting | 'trip';
  /** The request's field at fault, where the rule names one (`startDate`, `limitValue`, …). */
  readonly field: string | undefined;
  readonly message: string;
  readonly notAllowed: boolean;
};

export type TripPlanView =
  | { readonly kind: 'plan'; readonly changes: readonly TripChangeView[]; readonly kept: readonly KeptTripSetting[] }
  | { readonly kind: 'refused'; readonly refusals: readonly TripRefusalView[] };

const adjustmentView = ({ field, tripDay, planned, reason, holiday }: DateAdjustment): AdjustmentView => ({
  field,
  tripDay,
  planned,
  reason,
  holiday,
});

function changeView(change: PlannedTripChange): TripChangeView {
  const { startDate, endDate } = change.request;
  const adjustments = change.adjustments.map(adjustmentView);
  return change.setting === 'REGION'
    ? { setting: 'REGION', before: change.before, after: 'WORLD', startDate, endDate, adjustments }
    : { setting: change.setting, before: change.before, after: change.after, startDate, endDate, adjustments };
}

/**
 * The domain's plan (`planTrip`) as display-ready data: the changes and what stays, or every
 * refusal with its message; `offer`, the card's (`tripOffer`), where the refusals are shown.
 */
export function tripPlanView(
  plan: Result<TripPlan, readonly TripRefusal[]>,
  offer?: Pick<TripOffer, 'region'>,
): TripPlanView {
  if (!plan.ok)
    return {
      kind: 'refused',
      refusals: plan.error.map(({ setting, failure }) => ({
        setting,
        field: failure.field,
        message: messageKey(failure.code),
        notAllowed: setting === 'REGION' && offer?.region === false,
      })),
    };
  return { kind: 'plan', changes: plan.value.changes.map(changeView), kept: plan.value.kept };
}
