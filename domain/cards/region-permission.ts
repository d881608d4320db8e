import type { RegionOperation } from '../geo/region-operation';
import type { Permission } from './permissions';

/** Section 6 for the link action, section 8 for the code shown when it is missing. */
export function regionPermission(operation: RegionOperation): Permission {
  switch (operation.kind) {
    case 'changeDefault':
      return { action: 'CHANGE_DEFAULT_GEO_PROFILE', missingCode: 'MESSAGE_BAI540_1014' };
    case 'createTemporary':
      return { action: 'CREATE_TEMPORARY_GEO_PROFILE', missingCode: 'MESSAGE_BAI540_1020' };
    case 'replaceTemporary':
      return { action: 'DELETE_TEMPORARY_GEO_PROFILE', missingCode: 'MESSAGE_BAI540_1025' };
    case 'deleteTemporary':
      return { action: 'DELETE_TEMPORARY_GEO_PROFILE', missingCode: 'MESSAGE_BAI540_1019' };
  }
}
