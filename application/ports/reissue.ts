import type { ReissueReason } from '../../domain/index';
import { token } from '../token';
import type { Answer } from './answer';

/** Section 3, "Customer address": where a replacement card is sent. */
export type CustomerAddress = {
  readonly streetName: string;
  readonly houseNumber: string;
  readonly postCode: string;
  readonly cityName: string;
};

export type ReissueRequest = { readonly paymentInstrumentUsageId: string; readonly reason: ReissueReason };

/** Replacing a card (section 7, "Cards"): what the customer must see first, then the request. */
export interface Reissue {
  /** The fee of a replacement for this product (`tariffConditions[0].amount`; 0 without a tariff); undefined: not readable. */
  reissueFee(productId: string): Answer<number | undefined>;
  /** The delivery address of the card owner (`bcNumber`). */
  customerAddress(bcNumber: string): Answer<CustomerAddress>;
  /** Orders the replacement; answers the new card's id when the bank names it. */
  request(paymentInstrumentId: string, request: ReissueRequest): Answer<string | undefined>;
}

export const Reissue = token<Reissue>('Reissue');
