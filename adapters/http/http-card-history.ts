import { fail, ok, parseCardHistoryPage, serviceError } from '../../domain/index';
import type { CardHistory, CardHistoryQuery } from '../../application/ports/card-history';
import type { BankHttpClient } from './bank-http-client';
import { segment } from './request-headers';
import { anyAnswerSchema } from './schemas';

/**
 * The card's change history at the Environment's `cardHistoryPath` (beyond spec section 7; the
 * sandbox's call is in docs/sandbox-api.md, "Card history"). The domain reads the answer: an
 * entry of a kind it does not know is left out, one that does not hold together fails the page.
 */
export class HttpCardHistory implements CardHistory {
  constructor(
    private readonly http: BankHttpClient,
    private readonly path: string,
  ) {}

  async page(paymentInstrumentId: string, query: CardHistoryQuery) {
    const answer = await this.http.request({
      method: 'GET',
      path: this.path.replace('{paymentInstrumentId}', segment(paymentInstrumentId)),
      query: { limit: String(query.limit), ...(query.startingAfter === undefined ? {} : { startingAfter: query.startingAfter }) },
      answer: anyAnswerSchema,
    });
    if (!answer.ok) return answer;
    const page = parseCardHistoryPage(answer.value);
    return page.ok ? ok(page.value) : fail(serviceError('RESPONSE_INVALID', { originalError: page.error }));
  }
}
