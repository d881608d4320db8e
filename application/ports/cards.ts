import type { PaymentInstrument } from '../../domain/index';
import { token } from '../token';
import type { Answer } from './answer';

/** The customer's debit cards (section 7, "Cards"). */
export interface Cards {
  /** Every card of the customer, as the bank lists them (no limits, no geo profile). */
  list(): Answer<readonly PaymentInstrument[]>;
  /** One card with its limits, geo profile, life cycle and links. */
  details(paymentInstrumentId: string): Answer<PaymentInstrument>;
  /** Suspends the card. */
  block(paymentInstrumentId: string): Answer<void>;
  /** Resumes a suspended card. */
  unblock(paymentInstrumentId: string): Answer<void>;
}

export const Cards = token<Cards>('Cards');
