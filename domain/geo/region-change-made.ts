import { defaultRegion, firstTemporaryGeoProfile, regionOf, type GeoProfile, type Region } from './region';
import type { DurationType } from '../temporary/duration';
import { regionSubmitOperation, type RegionOperation } from './region-operation';

/** A region Save or Delete as asked: the form's region and duration, or the temporary profile's deletion. */
export type AskedRegionChange = {
  readonly region: Region | undefined;
  readonly durationType: DurationType | undefined;
  readonly deleting: boolean;
};

/**
 * Reading 103: a region change whose answer was lost on the way may have been made by the bank all
 * the same. Told from the geo profile before the change and as read anew: the operation made, or
 * undefined when the profile does not show it (then the failure stands). A temporary profile made
 * is a new one (not the one there before) of the region asked; a default changed is one that was
 * not that region before.
 */
export function regionChangeMade(
  before: GeoProfile | undefined,
  after: GeoProfile | undefined,
  asked: AskedRegionChange,
): RegionOperation | undefined {
  if (!before || !after) return undefined;
  const existing = firstTemporaryGeoProfile(before);
  const now = firstTemporaryGeoProfile(after);
  if (asked.deleting)
    return existing && now?.temporaryGeoProfileId !== existing.temporaryGeoProfileId
      ? { kind: 'deleteTemporary' }
      : undefined;
  if (!asked.region) return undefined;
  const operation = regionSubmitOperation(asked.region, asked.durationType, existing);
  if (operation.kind === 'changeDefault')
    return defaultRegion(after) === asked.region && defaultRegion(before) !== asked.region ? operation : undefined;
  const made =
    now !== undefined &&
    now.temporaryGeoProfileId !== existing?.temporaryGeoProfileId &&
    regionOf(now.geoProfile) === asked.region;
  return made ? operation : undefined;
}
