import type { PlannedTripChange, TemporaryLimitType } from '../../domain/index';
import type { TripLimitStep, TripStep } from '../ports/trip-progress';

/** Two or more limit calls go under one signature where the bank has a basket; one alone needs none. */
export function limitSteps(steps: readonly TripLimitStep[], basketOffered: boolean): readonly TripStep[] {
  const [first] = steps;
  if (!basketOffered || steps.length < 2 || !first) return steps;
  const limitType: TemporaryLimitType = first.kind === 'createLimit' ? first.payload.limitType : first.limitType;
  const operationType =
    first.kind === 'createLimit'
      ? (`newTemporary${limitType}Limit` as const)
      : (`deletedTemporary${limitType}Limit` as const);
  return [{ kind: 'basket', limits: steps, operationType }];
}

/** A plan's calls: its limits first (signed), then international use, made only once they are signed. */
export function stepsOfPlan(changes: readonly PlannedTripChange[], basketOffered: boolean): readonly TripStep[] {
  const limits: TripLimitStep[] = [];
  const regions: TripStep[] = [];
  for (const change of changes)
    if (change.setting === 'REGION') regions.push({ kind: 'createRegion', payload: change.request });
    else limits.push({ kind: 'createLimit', payload: change.request });
  return [...limitSteps(limits, basketOffered), ...regions];
}
