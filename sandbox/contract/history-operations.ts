import type { Environment } from '../../application/environment';
import { historyRoutePath } from '../routes/history';
import { closed, ref } from './json-schema';
import { answers, GUARDED, type Operations } from './operation';

/** Beyond section 7: a card's change history, where the Environment names `cardHistoryPath` (routes/history.ts). */
export function historyOperations(environment: Environment): Operations {
  if (!environment.cardHistoryPath) return {};
  return {
    [`GET ${historyRoutePath(environment.cardHistoryPath)}`]: {
      operationId: 'getCardHistory',
      summary: 'A card’s acknowledged changes, newest first, a page at a time',
      description:
        'Pages by entry id: pass the last entry’s `id` as `startingAfter` for the next page while `hasMore`. An id that is not one of this card’s entries is 400.',
      tag: 'Cards',
      params: closed({ paymentInstrumentId: { type: 'string', maxLength: 100 } }),
      responses: answers(
        {
          200: {
            description: 'One page.',
            schema: closed({
              changes: { type: 'array', items: ref('CardHistoryEntry') },
              hasMore: { type: 'boolean' },
            }),
            example: {
              changes: [
                {
                  id: '11',
                  occurredAt: '2027-02-26T13:05:00.000Z',
                  type: 'LIMIT_CHANGED',
                  operation: 'changeDefault',
                  limitType: 'ECOM',
                  before: { limitValue: 1000 },
                  after: { limitValue: 1500 },
                  signing: 'SIGNED',
                  signBy: '2027-02-26',
                },
              ],
              hasMore: true,
            },
          },
        },
        // A bank whose Environment names no history has no such call: 404 REQUEST_INVALID, as for any unknown path.
        [...GUARDED, 'INSTRUMENT_NOT_FOUND', ['REQUEST_INVALID', 404], 'SUBJECT_NOT_ALLOWED'],
      ),
    },
  };
}
