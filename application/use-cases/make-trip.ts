import { planTrip, serviceError, type SelectedCard, type Trip } from '../../domain/index';
import { cardToCheckOf } from '../cards/card-to-check-of';
import { failureOf, type Outcome } from '../outcome';
import type { ChangeBaskets } from '../ports/change-baskets';
import type { Clock } from '../ports/clock';
import type { Limits } from '../ports/limits';
import type { Regions } from '../ports/regions';
import type { SessionStore } from '../ports/session-store';
import { takeTripSteps } from '../trips/take-trip-steps';
import { stepsOfPlan } from '../trips/trip-plan-steps';
import { signaturesOf } from '../trips/trip-steps';

/**
 * Issue 35: the trip made as planned, planned again here on the card as it is (what the bank
 * would refuse is never sent). The limits go first, under one signature where the bank has a
 * basket, otherwise one each ("1 of 2"); World is made once they are signed (`ContinueTrip`),
 * or at once when the trip changes no limit. `baskets` is bound only where the bank has them.
 */
export class MakeTrip {
  constructor(
    private readonly limits: Limits,
    private readonly regions: Regions,
    private readonly store: SessionStore,
    private readonly clock: Clock,
    private readonly baskets?: ChangeBaskets | undefined,
  ) {}

  async execute(input: { readonly card: SelectedCard; readonly trip: Trip }): Promise<Outcome> {
    const { card } = input;
    const plan = planTrip(cardToCheckOf(card), input.trip, this.clock.today(), { accountBalance: card.accountBalance });
    if (!plan.ok) return failureOf(serviceError(plan.error[0]?.failure.code), 'save');
    const steps = stepsOfPlan(plan.value.changes, this.baskets !== undefined);
    // The journey offers nothing to make for a plan without changes; asked anyway, nothing is sent.
    if (steps.length === 0) return failureOf(serviceError('REQUEST_INVALID'), 'save');
    const ports = { limits: this.limits, regions: this.regions, store: this.store, baskets: this.baskets };
    const trip = {
      paymentInstrumentId: card.paymentInstrumentId,
      purpose: 'make' as const,
      signature: 1,
      signatures: signaturesOf(steps),
    };
    return takeTripSteps(ports, trip, steps, false);
  }
}
