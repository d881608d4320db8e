import { fail, ok, parseCardHistoryPage, serviceError } from '../../domain/index';
import type { CardHistory, CardHistoryQuery } from '../../application/ports/card-history';
import type { BankHttpClient } from './bank-http-client';

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
    const answer = await this.http.requestBody({
      method: 'GET',
      // One path segment, whatever the id holds (as request-headers' `segment`, not imported: see composition/bank-http.ts).
      path: this.path.replace('{paymentInstrumentId}', encodeURIComponent(paymentInstrumentId)),
      query: {
        limit: String(query.limit),
        ...(query.startingAfter === undefined ? {} : { startingAfter: query.startingAfter }),
      },
    });
    if (!answer.ok) return answer;
    const page = parseCardHistoryPage(answer.value);
    return page.ok ? ok(page.value) : fail(serviceError('RESPONSE_INVALID', { originalError: page.error }));
  }
}
