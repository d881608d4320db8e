import { serviceError, type CardTrip, type SelectedCard } from '../../domain/index';
import { checkCardChange } from '../cards/check-card-change';
import { failureOf, type Outcome } from '../outcome';
import type { ChangeBaskets } from '../ports/change-baskets';
import type { Limits } from '../ports/limits';
import type { Regions } from '../ports/regions';
import type { SessionStore } from '../ports/session-store';
import { takeTripSteps } from '../trips/take-trip-steps';
import { limitSteps } from '../trips/trip-plan-steps';
import type { TripLimitStep, TripStep } from '../ports/trip-progress';
import { signaturesOf } from '../trips/trip-steps';

/**
 * Issue 35, "Cancel trip": the trip's temporary settings deleted together (`cardTrips` finds
 * them). Each deletion is checked first (its link, the entry still there, no change pending), so
 * none is sent unless all may be; the limits go first, signed as one where the bank has a basket,
 * and World is deleted once they are signed, as a trip is made.
 */
export class CancelTrip {
  constructor(
    private readonly limits: Limits,
    private readonly regions: Regions,
    private readonly store: SessionStore,
    private readonly baskets?: ChangeBaskets | undefined,
  ) {}

  async execute(input: { readonly card: SelectedCard; readonly trip: CardTrip }): Promise<Outcome> {
    const { card, trip } = input;
    const deletions: TripLimitStep[] = [];
    for (const { limitType, temporaryLimit } of trip.limits) {
      const { temporaryLimitId } = temporaryLimit;
      const checked = checkCardChange(card, { operation: 'deleteTemporaryLimit', temporaryLimitId }, {});
      if (!checked.ok) return failureOf(checked.error, 'delete');
      deletions.push({ kind: 'deleteLimit', limitType, temporaryLimitId });
    }
    const regions: TripStep[] = [];
    if (trip.region) {
      const { temporaryGeoProfileId } = trip.region;
      const checked = checkCardChange(card, { operation: 'deleteTemporaryRegion', temporaryGeoProfileId }, {});
      if (!checked.ok) return failureOf(checked.error, 'delete');
      regions.push({ kind: 'deleteRegion', temporaryGeoProfileId });
    }
    const steps = [...limitSteps(deletions, this.baskets !== undefined), ...regions];
    if (steps.length === 0) return failureOf(serviceError('TEMPORARY_LIMIT_NOT_FOUND'), 'delete');
    const ports = { limits: this.limits, regions: this.regions, store: this.store, baskets: this.baskets };
    const progress = {
      paymentInstrumentId: card.paymentInstrumentId,
      purpose: 'cancel' as const,
      signature: 1,
      signatures: signaturesOf(steps),
    };
    return takeTripSteps(ports, progress, steps, false);
  }
}
