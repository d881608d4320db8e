import type { DurationType } from '../temporary/duration';
import type { Region, TemporaryGeoProfile } from './region';

/** Section 4, "Region editing": replacing a temporary profile is a delete followed by a create. */
export type RegionOperation =
  | { readonly kind: 'changeDefault'; readonly region: Region }
  | { readonly kind: 'createTemporary' | 'replaceTemporary'; readonly region: Region }
  | { readonly kind: 'deleteTemporary' };

/** Section 3: the notification keys of region outcomes. */
export type RegionNotificationKey =
  'changedDefaultGeoProfile' | 'newTemporaryGeoProfile' | 'changedTemporaryGeoProfile' | 'deletedTemporaryGeoProfile';

export function regionNotificationKey(operation: RegionOperation): RegionNotificationKey {
  switch (operation.kind) {
    case 'changeDefault':
      return 'changedDefaultGeoProfile';
    case 'createTemporary':
      return 'newTemporaryGeoProfile';
    case 'replaceTemporary':
      return 'changedTemporaryGeoProfile';
    case 'deleteTemporary':
      return 'deletedTemporaryGeoProfile';
  }
}

/**
 * Section 4, "Submit": Europe, or continuously, changes the default region; otherwise an
 * existing temporary profile is replaced, or a new one created.
 */
export function regionSubmitOperation(
  region: Region,
  durationType: DurationType | undefined,
  existingTemporary: TemporaryGeoProfile | undefined,
): RegionOperation {
  if (region === 'EUR' || durationType === 'continuously') return { kind: 'changeDefault', region };
  return existingTemporary ? { kind: 'replaceTemporary', region } : { kind: 'createTemporary', region };
}
