import type { Outcome } from '../outcome';
import type { ChangeBaskets } from '../ports/change-baskets';
import type { Limits } from '../ports/limits';
import type { Regions } from '../ports/regions';
import type { SessionStore } from '../ports/session-store';
import { takeTripSteps } from '../trips/take-trip-steps';
import type { TripProgress } from '../ports/trip-progress';

/**
 * Issue 35: a trip's signature was given, so its next calls are made: the next limit to sign
 * ("2 of 2"), or international use, which ends the trip. Anything failing now is reported as a
 * card that changed all the same (the signed limits are set), and kept as the unfinished trip.
 */
export class ContinueTrip {
  constructor(
    private readonly limits: Limits,
    private readonly regions: Regions,
    private readonly store: SessionStore,
    private readonly baskets?: ChangeBaskets | undefined,
  ) {}

  async execute(input: { readonly progress: TripProgress }): Promise<Outcome> {
    const { waiting, ...progress } = input.progress;
    this.store.clearPendingSignature();
    const ports = { limits: this.limits, regions: this.regions, store: this.store, baskets: this.baskets };
    const outcome = await takeTripSteps(ports, { ...progress, signature: progress.signature + 1 }, waiting, true);
    // What is still missing is kept across reloads; a trip that went on (set, or to its next
    // signature, which carries the rest) leaves nothing of this card's missing.
    if (outcome.kind === 'changedMeanwhile' && outcome.trip) this.store.keepUnfinishedTrip(outcome.trip);
    else if (this.store.unfinishedTrip()?.paymentInstrumentId === progress.paymentInstrumentId)
      this.store.keepUnfinishedTrip(undefined);
    return outcome;
  }
}
