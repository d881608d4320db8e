import type { TripStep } from '../ports/trip-progress';

export const needsSignature = (step: TripStep): boolean =>
  step.kind === 'createLimit' || step.kind === 'deleteLimit' || step.kind === 'basket';

/** How many signatures the steps ask for. */
export const signaturesOf = (steps: readonly TripStep[]): number => steps.filter(needsSignature).length;
