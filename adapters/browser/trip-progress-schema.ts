import * as v from 'valibot';
import { isIsoDate, REGIONS, TEMPORARY_LIMIT_TYPES, type IsoDate, type LimitOperationType } from '../../domain/index';
import { TRIP_PURPOSES } from '../../application/ports/trip-progress';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const isoDate = v.custom<IsoDate>(isIsoDate);
const amount = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(1));
const limitPayload = v.object({
  startDate: isoDate,
  endDate: isoDate,
  limitType: v.picklist(TEMPORARY_LIMIT_TYPES),
  limitValue: amount,
});
const createLimit = v.object({ kind: v.literal('createLimit'), payload: limitPayload });
const deleteLimit = v.object({
  kind: v.literal('deleteLimit'),
  limitType: v.picklist(TEMPORARY_LIMIT_TYPES),
  temporaryLimitId: id,
});

/**
 * A trip's progress kept with its signature (issue 35), as read back from the tab's storage:
 * anyone can edit it, and what follows a signature is made without asking again, so every call
 * it names must be one the trip could have planned.
 */
export const tripProgressSchema = (operationTypes: readonly LimitOperationType[]) =>
  v.object({
    paymentInstrumentId: id,
    purpose: v.picklist(TRIP_PURPOSES),
    signature: count,
    signatures: count,
    waiting: v.array(
      v.variant('kind', [
        createLimit,
        deleteLimit,
        v.object({
          kind: v.literal('basket'),
          limits: v.array(v.variant('kind', [createLimit, deleteLimit])),
          operationType: v.picklist(operationTypes),
        }),
        v.object({
          kind: v.literal('createRegion'),
          payload: v.object({ startDate: isoDate, endDate: isoDate, geoProfile: v.picklist(REGIONS) }),
        }),
        v.object({ kind: v.literal('deleteRegion'), temporaryGeoProfileId: id }),
      ]),
    ),
  });
