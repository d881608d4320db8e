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
