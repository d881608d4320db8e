import type { LimitType } from '../../domain/index';
import type { Limits, TemporaryLimitPayload } from '../../application/ports/limits';
import type { BankHttpClient } from './bank-http-client';
import { segment } from './request-headers';
import { signItemSchema } from './schemas';

/** Section 7, "Limits": `/debitcards/v3/payment-instruments/…`, without the portal prefix. */
export class HttpLimits implements Limits {
  constructor(private readonly http: BankHttpClient) {}

  private path(paymentInstrumentId: string, rest: string): string {
    return `/debitcards/v3/payment-instruments/${segment(paymentInstrumentId)}/${rest}`;
  }

  changeDefault(paymentInstrumentId: string, limitType: LimitType, limitValue: number) {
    const path = this.path(paymentInstrumentId, `permanent-limits/${segment(limitType)}`);
    return this.http.request({ method: 'PUT', path, json: { limitValue }, answer: signItemSchema });
  }

  createTemporary(paymentInstrumentId: string, payload: TemporaryLimitPayload) {
    return this.http.request({
      method: 'POST',
      path: this.path(paymentInstrumentId, 'temporary-limits'),
      json: body(payload),
      answer: signItemSchema,
    });
  }

  changeTemporary(paymentInstrumentId: string, temporaryLimitId: string, payload: TemporaryLimitPayload) {
    const path = this.path(paymentInstrumentId, `temporary-limits/${segment(temporaryLimitId)}`);
    return this.http.request({ method: 'PUT', path, json: body(payload), answer: signItemSchema });
  }

  deleteTemporary(paymentInstrumentId: string, temporaryLimitId: string) {
    const path = this.path(paymentInstrumentId, `temporary-limits/${segment(temporaryLimitId)}`);
    return this.http.request({ method: 'DELETE', path, answer: signItemSchema });
  }
}

/** Section 3, "Temporary limit payload", in its order. */
const body = (payload: TemporaryLimitPayload) => ({
  startDate: payload.startDate,
  limitType: payload.limitType,
  limitValue: payload.limitValue,
  endDate: payload.endDate,
});
