import * as v from 'valibot';
import { isSafeText, reissueFeeOf, type Language } from '../../domain/index';
import type { Reissue, ReissueRequest } from '../../application/ports/reissue';
import type { BankHttpClient } from './bank-http-client';
import { segment, tracedHeaders, type NewId } from './request-headers';
import { customerAddressSchema } from './schemas';

export type HttpReissueOptions = {
  readonly prefix: string;
  readonly consumerId: string;
  readonly newId: NewId;
  readonly language: () => Language;
};

const feeSchema = v.pipe(v.unknown(), v.transform(reissueFeeOf));

/**
 * Where the new card is sent: an address with a character the domain's rule refuses (a bidi
 * override, a zero-width or control character) may not say what it shows, so it is not shown
 * as the address a card goes to (issue 37); the bank's own form refuses such input.
 */
const safeAddressSchema = v.pipe(
  customerAddressSchema,
  v.check((address) => Object.values(address).every(isSafeText), 'an address character the domain refuses'),
);

/**
 * Section 7 does not show the reissue's answer; when it names the new card (`paymentInstrumentId`,
 * as the sandbox does) that card can be the one shown next. Anything else names none.
 */
const replacementSchema = v.pipe(
  v.unknown(),
  v.transform((body): string | undefined => {
    const parsed = v.safeParse(
      v.object({ paymentInstrumentId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
      body,
    );
    return parsed.success ? parsed.output.paymentInstrumentId : undefined;
  }),
);

/** Section 7, "Cards": product details (the fee), the customer address, and the reissue itself. */
export class HttpReissue implements Reissue {
  constructor(
    private readonly http: BankHttpClient,
    private readonly options: HttpReissueOptions,
  ) {}

  reissueFee(productId: string) {
    const { prefix, consumerId, newId, language } = this.options;
    return this.http.request({
      method: 'GET',
      path: `${prefix}/api/savings/v2/${segment(productId)}/details`,
      headers: { 'Accept-Language': language(), ...tracedHeaders(consumerId, newId) },
      answer: feeSchema,
    });
  }

  customerAddress(bcNumber: string) {
    const { prefix, consumerId, newId } = this.options;
    return this.http.request({
      method: 'GET',
      path: `${prefix}/api/debitcards/v1/customerAddress`,
      headers: { bcNumber, ...tracedHeaders(consumerId, newId) },
      answer: safeAddressSchema,
    });
  }

  request(paymentInstrumentId: string, request: ReissueRequest) {
    return this.http.request({
      method: 'POST',
      path: `${this.options.prefix}/apis/payment-instruments/v2/${segment(paymentInstrumentId)}/reissue`,
      json: { paymentInstrumentUsageId: request.paymentInstrumentUsageId, reason: request.reason },
      answer: replacementSchema,
    });
  }
}
