import type { LimitOperation } from '../limits/limit-operation';
import type { Permission } from './permissions';

/** Section 6 for the link action, section 8 for the code shown when it is missing. */
export function limitPermission(operation: LimitOperation): Permission {
  switch (operation.kind) {
    case 'changeDefault':
      return { action: `CHANGE_DEFAULT_LIMIT_${operation.limitType}`, missingCode: 'MESSAGE_BAI540_1002' };
    case 'createTemporary':
      return { action: `CREATE_TEMPORARY_LIMIT_${operation.limitType}`, missingCode: 'MESSAGE_BAI540_1005' };
    // Section 6: DELETE_TEMPORARY_LIMIT_{type} allows both changing and deleting a temporary limit.
    case 'changeTemporary':
      return { action: `DELETE_TEMPORARY_LIMIT_${operation.limitType}`, missingCode: 'MESSAGE_BAI540_1009' };
    case 'deleteTemporary':
      return { action: `DELETE_TEMPORARY_LIMIT_${operation.limitType}`, missingCode: 'MESSAGE_BAI540_1010' };
  }
}
