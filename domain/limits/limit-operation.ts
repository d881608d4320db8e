import type { Permission } from '../cards/permissions';
import type { DurationType } from '../temporary/duration';
import type { LimitType, TemporaryLimit, TemporaryLimitType } from './limit-type';

export type LimitOperation =
  | { readonly kind: 'changeDefault'; readonly limitType: LimitType }
  | {
      readonly kind: 'createTemporary' | 'changeTemporary' | 'deleteTemporary';
      readonly limitType: TemporaryLimitType;
    };

/** Section 3, "operationType values": what the signing page congratulates the customer on. */
export type LimitOperationType =
  | 'changedEcommerceLimit'
  | `changedDefault${TemporaryLimitType}Limit`
  | `newTemporary${TemporaryLimitType}Limit`
  | `changedTemporary${TemporaryLimitType}Limit`
  | `deletedTemporary${TemporaryLimitType}Limit`;

export function operationTypeOf(operation: LimitOperation): LimitOperationType {
  switch (operation.kind) {
    case 'changeDefault':
      return operation.limitType === 'ECOM' ? 'changedEcommerceLimit' : `changedDefault${operation.limitType}Limit`;
    case 'createTemporary':
      return `newTemporary${operation.limitType}Limit`;
    case 'changeTemporary':
      return `changedTemporary${operation.limitType}Limit`;
    case 'deleteTemporary':
      return `deletedTemporary${operation.limitType}Limit`;
  }
}

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

/**
 * Section 4, "Submit": continuously changes the default limit; otherwise an existing temporary
 * limit is changed, or a new one created. The online limit has no temporary form.
 */
export function limitSubmitOperation(
  limitType: LimitType,
  durationType: DurationType,
  existingTemporary: TemporaryLimit | undefined,
): LimitOperation {
  if (limitType === 'ECOM' || durationType === 'continuously') return { kind: 'changeDefault', limitType };
  return existingTemporary ? { kind: 'changeTemporary', limitType } : { kind: 'createTemporary', limitType };
}
