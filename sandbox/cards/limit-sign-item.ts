import { findLimit, type AcceptedChangeOf, type CardLimit } from '../../domain/index';
import type { NewSignItem } from '../store/sign-items';

export type LimitChangeOperation =
  'changePermanentLimit' | 'createTemporaryLimit' | 'changeTemporaryLimit' | 'deleteTemporaryLimit';

export type SignItemChange = Omit<NewSignItem, 'customerId' | 'cardId'>;

/**
 * What a limit change the rules accepted waits as: its sign item's change, with the values it
 * replaces (read from the card's limits) so the signing widget can show before → after.
 */
export function signItemChangeOf(
  accepted: AcceptedChangeOf<LimitChangeOperation>,
  limits: readonly CardLimit[],
): SignItemChange {
  switch (accepted.operation) {
    case 'changePermanentLimit': {
      const { limitType, limitValue } = accepted.request;
      const oldValue = findLimit(limits, limitType)?.defaultLimitValue;
      return { operation: 'changeDefault', limitType, oldValue, newValue: limitValue };
    }
    case 'createTemporaryLimit': {
      const { limitType, limitValue, startDate, endDate } = accepted.request;
      const oldValue = findLimit(limits, limitType)?.defaultLimitValue;
      return { operation: 'createTemporary', limitType, oldValue, newValue: limitValue, startDate, endDate };
    }
    case 'changeTemporaryLimit': {
      const { request, replaced } = accepted;
      return {
        operation: 'changeTemporary',
        limitType: request.limitType,
        oldValue: replaced.limitValue,
        newValue: request.limitValue,
        startDate: request.startDate,
        endDate: request.endDate,
        oldStartDate: replaced.startDate,
        oldEndDate: replaced.endDate,
        temporaryLimitId: replaced.temporaryLimitId,
      };
    }
    case 'deleteTemporaryLimit': {
      const { limitType, temporaryLimit } = accepted;
      return {
        operation: 'deleteTemporary',
        limitType,
        oldValue: temporaryLimit.limitValue,
        oldStartDate: temporaryLimit.startDate,
        oldEndDate: temporaryLimit.endDate,
        temporaryLimitId: temporaryLimit.temporaryLimitId,
      };
    }
  }
}
