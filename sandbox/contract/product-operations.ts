import type { Environment } from '../../application/environment';
import type { ApiPaths } from '../http/api-paths';
import { closed } from './json-schema';
import { answers, GUARDED, type Operations } from './operation';

const TAG = 'Reissue';

/** The replace screen's two older services (routes/reissue.ts), in the `nested` error format. */
export function productOperations(paths: ApiPaths, environment: Environment): Operations {
  const consumerId = {
    'Consumer-Id': {
      const: environment.consumerId,
      description:
        'This system’s fixed id (Environment `consumerId`): these services answer only the systems they know.',
    },
    'Trace-Id': { type: 'string', description: 'Echoed in the answer’s Trace-Id and any traceId.' },
  };
  return {
    [`GET ${paths.productDetails}`]: {
      operationId: 'getProductDetails',
      summary: 'A card product’s details: the replacement fee',
      tag: TAG,
      params: closed({ productId: { type: 'string', description: 'The card’s `productId`.' } }),
      headers: {
        type: 'object',
        required: ['Consumer-Id'],
        properties: { 'Accept-Language': { type: 'string', examples: ['nl', 'en'] }, ...consumerId },
      },
      responses: answers(
        {
          200: {
            description: 'The product; `tariffConditions[0].amount` is the reissue fee.',
            schema: closed({
              productId: { type: 'string' },
              languageCode: { enum: ['nl', 'en'] },
              productName: { type: 'string' },
              tariffConditions: {
                type: 'array',
                items: closed({
                  amount: { type: 'number' },
                  currency: { type: 'string' },
                  description: { type: 'string' },
                }),
              },
            }),
            example: {
              productId: '1101',
              languageCode: 'en',
              productName: 'Debit card',
              tariffConditions: [{ amount: 7.5, currency: 'EUR', description: 'Replacement debit card' }],
            },
          },
        },
        [...GUARDED, 'USER_ACTION_FORBIDDEN', 'INSTRUMENT_NOT_FOUND'],
        'nested',
      ),
    },
    [`GET ${paths.customerAddress}`]: {
      operationId: 'getCustomerAddress',
      summary: 'Where a replacement card is sent',
      tag: TAG,
      headers: {
        type: 'object',
        required: ['bcNumber', 'Consumer-Id'],
        properties: {
          bcNumber: {
            type: 'string',
            description:
              'The customer number of the card’s holder: the card’s `ownerCustomerId` (oneself, or the holder of a card one may open).',
          },
          ...consumerId,
        },
      },
      responses: answers(
        {
          200: {
            description: 'The address.',
            schema: closed({
              streetName: { type: 'string' },
              houseNumber: { type: 'string' },
              postCode: { type: 'string' },
              cityName: { type: 'string' },
            }),
            example: { streetName: 'Keizersgracht', houseNumber: '112', postCode: '1015 CW', cityName: 'Amsterdam' },
          },
        },
        [...GUARDED, 'USER_ACTION_FORBIDDEN', ['CUSTOMER_NOT_FOUND', 400], 'CUSTOMER_NOT_FOUND', 'SUBJECT_NOT_ALLOWED'],
        'nested',
      ),
    },
  };
}
