import { fail, operationTypeOf, serviceError, type LimitOperationType, type ServiceError } from '../../domain/index';
import { successNotification } from '../notification';
import { done, failureOf, isAnswerLost, isHeldAlready, toSign, type Outcome } from '../outcome';
import type { Answer } from '../ports/answer';
import type { BasketChange, ChangeBaskets } from '../ports/change-baskets';
import type { Limits } from '../ports/limits';
import type { PendingSignature, SignItem } from '../ports/pending-signature';
import type { Regions } from '../ports/regions';
import type { SessionStore } from '../ports/session-store';
import type { TripLimitStep, TripProgress, TripStep } from '../ports/trip-progress';

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

type RegionStep = Extract<TripStep, { kind: 'createRegion' | 'deleteRegion' }>;
type SignedStep = Exclude<TripStep, RegionStep>;

const isRegionStep = (step: TripStep): step is RegionStep =>
  step.kind === 'createRegion' || step.kind === 'deleteRegion';

/** International use: the bank applies it at once, nothing to sign. */
const regionCall = (ports: TripPorts, id: string, step: RegionStep): Answer<void> =>
  step.kind === 'createRegion'
    ? ports.regions.createTemporary(id, step.payload)
    : ports.regions.deleteTemporary(id, step.temporaryGeoProfileId);

/** A limit call, or a basket of them: answered with the item the customer signs. */
function signedCall(ports: TripPorts, id: string, step: SignedStep): Answer<SignItem> {
  switch (step.kind) {
    case 'createLimit':
      return ports.limits.createTemporary(id, step.payload);
    case 'deleteLimit':
      return ports.limits.deleteTemporary(id, step.temporaryLimitId);
    case 'basket':
      return ports.baskets ? ports.baskets.submit(id, step.limits.map(basketChange)) : noBasket();
  }
}

/** What the signing page congratulates on, should the trip end with this signature. */
const operationTypeOfStep = (step: SignedStep): LimitOperationType =>
  step.kind === 'basket'
    ? step.operationType
    : step.kind === 'createLimit'
      ? operationTypeOf({ kind: 'createTemporary', limitType: step.payload.limitType })
      : operationTypeOf({ kind: 'deleteTemporary', limitType: step.limitType });

/**
 * Makes a trip's calls in order until one waits for a signature: that one's sign item is kept
 * with the trip's progress (the calls still to come), and the customer goes to sign it. Once
 * none is left, the trip is set (or cancelled). A failure after an earlier call changed the card
 * is `changedMeanwhile` with the calls not made, so the customer is told exactly what is missing —
 * never half a trip in silence.
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
    // The failed call and those after it were not made; what came before was.
    const failed = (error: ServiceError): Outcome =>
      changed
        ? { kind: 'changedMeanwhile', error, trip: { ...trip, waiting: steps.slice(index) } }
        : failureOf(error, action);
    if (isRegionStep(step)) {
      const answer = await regionCall(ports, trip.paymentInstrumentId, step);
      // Refused as the card is so already (reading 104): nothing of the trip is missing.
      if (!answer.ok && !isHeldAlready(answer.error)) return failed(answer.error);
      changed = true;
      continue;
    }
    const answer = await signedCall(ports, trip.paymentInstrumentId, step);
    if (!answer.ok) {
      const outcome = failed(answer.error);
      // Its answer lost, the bank may have taken it: what follows goes with the failure.
      const after = { ...trip, waiting: steps.slice(index + 1) };
      return outcome.kind === 'failed' && isAnswerLost(answer.error.code) ? { ...outcome, trip: after } : outcome;
    }
    const pending: PendingSignature = {
      signItem: answer.value,
      operationType: operationTypeOfStep(step),
      trip: { ...trip, waiting: steps.slice(index + 1) },
    };
    ports.store.keepPendingSignature(pending);
    return toSign(pending);
  }
  return done(action)(successNotification(trip.purpose === 'make' ? 'tripSet' : 'tripCancelled'));
}
