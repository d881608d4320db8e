import { fail, operationTypeOf, serviceError, type LimitOperationType } from '../../domain/index';
import { successNotification } from '../notification';
import { done, failureOf, toSign, type Outcome } from '../outcome';
import type { Answer } from '../ports/answer';
import type { BasketChange, ChangeBaskets } from '../ports/change-baskets';
import type { Limits } from '../ports/limits';
import type { PendingSignature, SignItem } from '../ports/pending-signature';
import type { Regions } from '../ports/regions';
import type { SessionStore } from '../ports/session-store';
import type { TripLimitStep, TripProgress, TripStep } from '../ports/trip-progress';
import { needsSignature } from './trip-steps';

/** What a trip's calls go through; `baskets` only where the bank has them. */
export type TripPorts = {
  readonly limits: Limits;
  readonly regions: Regions;
  readonly store: SessionStore;
  readonly baskets?: ChangeBaskets | undefined;
};

/** A basket step where the bank has none is a wiring bug, answered as the bank failing. */
const noBasket = async (): Answer<never> => fail(serviceError());

const basketChange = (step: TripLimitStep): BasketChange =>
  step.kind === 'createLimit'
    ? { operation: 'createTemporaryLimit', payload: step.payload }
    : { operation: 'deleteTemporaryLimit', temporaryLimitId: step.temporaryLimitId };

function call(ports: TripPorts, id: string, step: TripStep): Answer<SignItem | void> {
  switch (step.kind) {
    case 'createLimit':
      return ports.limits.createTemporary(id, step.payload);
    case 'deleteLimit':
      return ports.limits.deleteTemporary(id, step.temporaryLimitId);
    case 'basket':
      return ports.baskets ? ports.baskets.submit(id, step.limits.map(basketChange)) : noBasket();
    case 'createRegion':
      return ports.regions.createTemporary(id, step.payload);
    case 'deleteRegion':
      return ports.regions.deleteTemporary(id, step.temporaryGeoProfileId);
  }
}

const operationTypeOfStep = (step: TripStep): LimitOperationType =>
  step.kind === 'basket'
    ? step.operationType
    : step.kind === 'createLimit'
      ? operationTypeOf({ kind: 'createTemporary', limitType: step.payload.limitType })
      : operationTypeOf({ kind: 'deleteTemporary', limitType: step.kind === 'deleteLimit' ? step.limitType : 'POS' });

/**
 * Makes a trip's calls in order until one waits for a signature: that one's sign item is kept
 * with the trip's progress (the calls still to come), and the customer goes to sign it. Once
 * none is left, the trip is set (or cancelled). A failure after an earlier call changed the card
 * is `changedMeanwhile`, so the customer is told the card is no longer as it was — never half a
 * trip in silence.
 */
export async function takeTripSteps(
  ports: TripPorts,
  trip: Omit<TripProgress, 'waiting'>,
  steps: readonly TripStep[],
  changedAlready: boolean,
): Promise<Outcome> {
  const action = trip.purpose === 'make' ? 'save' : 'delete';
  let changed = changedAlready;
  for (const [index, step] of steps.entries()) {
    const answer = await call(ports, trip.paymentInstrumentId, step);
    if (!answer.ok)
      return changed ? { kind: 'changedMeanwhile', error: answer.error } : failureOf(answer.error, action);
    if (needsSignature(step)) {
      const pending: PendingSignature = {
        signItem: answer.value as SignItem,
        operationType: operationTypeOfStep(step),
        trip: { ...trip, waiting: steps.slice(index + 1) },
      };
      ports.store.keepPendingSignature(pending);
      return toSign(pending);
    }
    changed = true;
  }
  return done(action)(successNotification(trip.purpose === 'make' ? 'tripSet' : 'tripCancelled'));
}
