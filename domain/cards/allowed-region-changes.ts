import { isPermitted, type AllowedChanges } from './permissions';
import type { PaymentInstrument } from './payment-instrument';
import { regionPermission } from './region-permission';

/**
 * Section 6 for the region editor. Europe, or continuously, changes the default region; a new
 * temporary region is created; an existing one is replaced by a delete and then a create, so
 * changing it needs both links (as `ChangeRegion` checks), deleting it only the first.
 */
export function allowedRegionChanges(card: Pick<PaymentInstrument, 'links'>, hasTemporary: boolean): AllowedChanges {
  const creates = isPermitted(card, regionPermission({ kind: 'createTemporary', region: 'WORLD' }));
  const deletes = isPermitted(card, regionPermission({ kind: 'deleteTemporary' }));
  return {
    continuously: isPermitted(card, regionPermission({ kind: 'changeDefault', region: 'WORLD' })),
    temporarily: hasTemporary === true ? creates && deletes : creates,
    deleteTemporary: hasTemporary === true && deletes,
  };
}
