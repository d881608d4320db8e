import type { IsoDate, LimitType, TemporaryLimitType } from '../../domain/index';
import type { SignItem } from './pending-signature';
import { token } from '../token';
import type { Answer } from './answer';

/** Section 3, "Temporary limit payload". */
export type TemporaryLimitPayload = {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly limitType: TemporaryLimitType;
  readonly limitValue: number;
};

/** Limit changes (section 7, "Limits"); each answers with the item the customer must sign. */
export interface Limits {
  /** Sets the permanent (default) limit of one type. */
  changeDefault(paymentInstrumentId: string, limitType: LimitType, limitValue: number): Answer<SignItem>;
  createTemporary(paymentInstrumentId: string, payload: TemporaryLimitPayload): Answer<SignItem>;
  changeTemporary(
    paymentInstrumentId: string,
    temporaryLimitId: string,
    payload: TemporaryLimitPayload,
  ): Answer<SignItem>;
  deleteTemporary(paymentInstrumentId: string, temporaryLimitId: string): Answer<SignItem>;
}

export const Limits = token<Limits>('Limits');
