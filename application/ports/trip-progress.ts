import type {
  LimitOperationType,
  TemporaryLimitRequest,
  TemporaryLimitType,
  TemporaryRegionRequest,
} from '../../domain/index';

/** A limit call of a trip: a temporary limit made, or one deleted; each waits for a signature. */
export type TripLimitStep =
  | { readonly kind: 'createLimit'; readonly payload: TemporaryLimitRequest }
  | { readonly kind: 'deleteLimit'; readonly limitType: TemporaryLimitType; readonly temporaryLimitId: string };

/**
 * One call of a trip (issue 35). A limit call, or a basket of them under one signature (where
 * the bank has baskets), waits for a signature; a region call the bank applies at once.
 */
export type TripStep =
  | TripLimitStep
  /** `operationType` names the first limit call, for the signing page. */
  | { readonly kind: 'basket'; readonly limits: readonly TripLimitStep[]; readonly operationType: LimitOperationType }
  | { readonly kind: 'createRegion'; readonly payload: TemporaryRegionRequest }
  | { readonly kind: 'deleteRegion'; readonly temporaryGeoProfileId: string };

export const TRIP_PURPOSES = ['make', 'cancel'] as const;
export type TripPurpose = (typeof TRIP_PURPOSES)[number];

/**
 * Where a trip stands while a signature waits, kept with that signature: which of the trip's
 * signatures it is ("1 of 2"), and the calls made only once it is signed — international use
 * among them, so a customer who signs later is told exactly what is set and what still waits.
 */
export type TripProgress = {
  readonly paymentInstrumentId: string;
  readonly purpose: TripPurpose;
  readonly signature: number;
  readonly signatures: number;
  readonly waiting: readonly TripStep[];
};
