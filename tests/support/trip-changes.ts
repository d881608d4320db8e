import type { PaymentInstrument, PlannedTripChange, ProposedChange } from '../../domain/index';

/** A planned trip change as `checkChange` takes it. */
export const proposedChangeOf = (change: PlannedTripChange): ProposedChange =>
  change.setting === 'REGION'
    ? { operation: 'createTemporaryRegion', body: change.request }
    : { operation: 'createTemporaryLimit', body: change.request };

/** The card as the bank holds it once a planned change is made (and, for a limit, signed). */
export function appliedTripChange(card: PaymentInstrument, change: PlannedTripChange): PaymentInstrument {
  const { startDate, endDate } = change.request;
  if (change.setting === 'REGION') {
    const geo = card.geoProfile!;
    const entry = { temporaryGeoProfileId: 'trip-geo', geoProfile: 'WORLD', startDate, endDate };
    return { ...card, geoProfile: { ...geo, temporaryGeoProfiles: [...(geo.temporaryGeoProfiles ?? []), entry] } };
  }
  const entry = { temporaryLimitId: `trip-${change.setting}`, limitValue: change.after, startDate, endDate };
  return {
    ...card,
    limits: card.limits!.map((limit) =>
      limit.limitType === change.setting
        ? { ...limit, temporaryLimits: [...(limit.temporaryLimits ?? []), entry] }
        : limit,
    ),
  };
}
