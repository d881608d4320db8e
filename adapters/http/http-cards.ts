import type { Cards } from '../../application/ports/cards';
import type { BankHttpClient } from './bank-http-client';
import { segment } from './request-headers';
import { acknowledged } from './acknowledged';
import { cardListRequest, cardQuery, cardsPath } from './first-load-requests';
import { anyAnswerSchema, cardListSchema, paymentInstrumentSchema } from './schemas';

/** Section 7, "Cards": `{prefix}/apis/payment-instruments/v2/…`. */
export class HttpCards implements Cards {
  constructor(
    private readonly http: BankHttpClient,
    private readonly prefix: string,
  ) {}

  private path(id?: string, action?: string): string {
    const base = cardsPath(this.prefix);
    return id === undefined ? base : `${base}${segment(id)}${action ? `/${action}` : ''}`;
  }

  list() {
    return this.http.request({ ...cardListRequest(this.prefix), answer: cardListSchema });
  }

  details(paymentInstrumentId: string) {
    return this.http.request({
      method: 'GET',
      path: this.path(paymentInstrumentId),
      query: cardQuery(true),
      answer: paymentInstrumentSchema,
    });
  }

  block(paymentInstrumentId: string) {
    return acknowledged(
      this.http.request({
        method: 'POST',
        path: this.path(paymentInstrumentId, 'suspension'),
        answer: anyAnswerSchema,
      }),
      'MESSAGE_BAI540_1027',
    );
  }

  unblock(paymentInstrumentId: string) {
    return acknowledged(
      this.http.request({
        method: 'POST',
        path: this.path(paymentInstrumentId, 'resumption'),
        answer: anyAnswerSchema,
      }),
      'MESSAGE_BAI540_1031',
    );
  }
}
