import { formatDisplayDate, type TemporaryLimitType } from '../../domain/index';
import type { TripProgress, TripStep } from '../../application/ports/trip-progress';

/** What still follows a trip's signature, one setting each (a basket's limits one by one). */
export type WaitingStepView =
  | {
      readonly kind: 'limit';
      readonly limitType: TemporaryLimitType;
      readonly amount: number;
      /** dd-mm-yyyy. */
      readonly startDate: string;
      readonly endDate: string;
    }
  | { readonly kind: 'world'; readonly startDate: string; readonly endDate: string }
  | { readonly kind: 'deleteLimit'; readonly limitType: TemporaryLimitType }
  | { readonly kind: 'deleteWorld' };

/** A trip waiting for a signature (issue 35): which one of how many, and what follows it. */
export type TripProgressView = {
  readonly purpose: TripProgress['purpose'];
  readonly signature: number;
  readonly signatures: number;
  readonly waiting: readonly WaitingStepView[];
};

function stepViews(step: TripStep): readonly WaitingStepView[] {
  switch (step.kind) {
    case 'createLimit': {
      const { limitType, limitValue, startDate, endDate } = step.payload;
      const dates = { startDate: formatDisplayDate(startDate), endDate: formatDisplayDate(endDate) };
      return [{ kind: 'limit', limitType, amount: limitValue, ...dates }];
    }
    case 'deleteLimit':
      return [{ kind: 'deleteLimit', limitType: step.limitType }];
    case 'basket':
      return step.limits.flatMap(stepViews);
    case 'createRegion':
      return [
        {
          kind: 'world',
          startDate: formatDisplayDate(step.payload.startDate),
          endDate: formatDisplayDate(step.payload.endDate),
        },
      ];
    case 'deleteRegion':
      return [{ kind: 'deleteWorld' }];
  }
}

/** The kept progress as the overview and the signing page say it; nothing for another card's trip. */
export function tripProgressView(
  progress: TripProgress | undefined,
  paymentInstrumentId: string | undefined,
): TripProgressView | undefined {
  if (!progress || progress.paymentInstrumentId !== paymentInstrumentId) return undefined;
  const { purpose, signature, signatures, waiting } = progress;
  return { purpose, signature, signatures, waiting: waiting.flatMap(stepViews) };
}
