import type { LimitType } from '../../domain/index';
import { token } from '../token';
import type { Answer } from './answer';
import type { TemporaryLimitPayload } from './limits';
import type { SignItem } from './pending-signature';

/** One limit change of a basket: a call of section 7, "Limits", as data. */
export type BasketChange =
  | { readonly operation: 'changePermanentLimit'; readonly limitType: LimitType; readonly limitValue: number }
  | { readonly operation: 'createTemporaryLimit'; readonly payload: TemporaryLimitPayload }
  | {
      readonly operation: 'changeTemporaryLimit';
      readonly temporaryLimitId: string;
      readonly payload: TemporaryLimitPayload;
    }
  | { readonly operation: 'deleteTemporaryLimit'; readonly temporaryLimitId: string };

/**
 * Several limit changes of one card under one signature (issue 35; beyond spec section 7: only
 * where the Environment names `changeBasketPath`, see `changeBasketOffered`). All or nothing:
 * the bank takes every change, waiting for one sign item, or none of them; signing applies every
 * change, or none when one no longer holds.
 */
export interface ChangeBaskets {
  /** Asks for the changes, in their order; refused with the first refusal's code, nothing then waits. */
  submit(paymentInstrumentId: string, changes: readonly BasketChange[]): Answer<SignItem>;
}

export const ChangeBaskets = token<ChangeBaskets>('ChangeBaskets');
