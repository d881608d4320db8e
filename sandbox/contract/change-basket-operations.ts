import type { Environment } from '../../application/environment';
import { LIMIT_TYPES, type CatalogueCode } from '../../domain/index';
import { MAX_BASKET_CHANGES } from '../cards/basket-changes';
import { basketRoutePath } from '../routes/change-baskets';
import { CHANGE_ID } from './examples';
import { closed } from './json-schema';
import { ONE_CARD, temporaryBody, VALUE } from './limit-operations';
import { answers, MUTATING, PERIOD_REFUSALS, type Operations } from './operation';

const id = { type: 'string', maxLength: 100 };

/** One change of a basket: a limit call of section 7, its `body` that call's body, `temporaryLimitId` its path's id. */
const change = {
  oneOf: [
    closed({
      operation: { const: 'changePermanentLimit' },
      body: closed({ limitType: { enum: LIMIT_TYPES }, limitValue: { type: 'integer', minimum: 0 } }),
    }),
    closed({ operation: { const: 'createTemporaryLimit' }, body: temporaryBody.schema }),
    closed({ operation: { const: 'changeTemporaryLimit' }, temporaryLimitId: id, body: temporaryBody.schema }),
    closed({ operation: { const: 'deleteTemporaryLimit' }, temporaryLimitId: id }),
  ],
};

/** Every refusal any of the limit calls may give: the basket answers the first one. */
const LIMIT_REFUSALS: CatalogueCode[] = [
  ...ONE_CARD,
  ...VALUE,
  ...PERIOD_REFUSALS,
  'MESSAGE_BAI540_1002',
  'MESSAGE_BAI540_1005',
  'MESSAGE_BAI540_1008',
  'MESSAGE_BAI540_1009',
  'MESSAGE_BAI540_1010',
  'MESSAGE_BAI540_1011',
  'MESSAGE_BAI540_1013',
  'MESSAGE_BAI540_1029',
  'MESSAGE_BAI540_0072',
  'TEMPORARY_LIMIT_OVERLAPS',
  'TEMPORARY_LIMIT_NOT_FOUND',
];

/** Beyond section 7: several limit changes under one signature, where the Environment names `changeBasketPath` (routes/change-baskets.ts). */
export function changeBasketOperations(environment: Environment): Operations {
  if (!environment.changeBasketPath) return {};
  return {
    [`POST ${basketRoutePath(environment.changeBasketPath)}`]: {
      operationId: 'createChangeBasket',
      summary: 'Ask several limit changes of one card under one signature (all or nothing)',
      description:
        'Each change is checked as its own limit call would be, on the card as the changes before it leave it: the first refusal refuses the whole basket and nothing waits. Accepted, the first change is the sign item and the others wait with it; signing it applies every change, or none when one no longer holds (the item is then withdrawn). While it waits, every other limit change of the card is 409 MESSAGE_BAI540_1003.',
      tag: 'Limits',
      params: closed({ paymentInstrumentId: id }),
      body: {
        schema: closed({ changes: { type: 'array', minItems: 1, maxItems: MAX_BASKET_CHANGES, items: change } }, [
          'changes',
        ]),
        example: {
          changes: [
            { operation: 'createTemporaryLimit', body: temporaryBody.example },
            {
              operation: 'createTemporaryLimit',
              body: { startDate: '2027-03-08', limitType: 'ATM', limitValue: 1000, endDate: '2027-03-19' },
            },
          ],
        },
      },
      responses: answers(
        {
          201: {
            description:
              'Accepted, waiting to be signed: `tpsId` is the one sign item; nothing applies until it is signed.',
            schema: closed({
              id: closed({ sourceId: { type: 'string' }, tpsId: { type: 'string' } }),
              changes: { type: 'integer', minimum: 1, maximum: MAX_BASKET_CHANGES },
            }),
            example: { id: CHANGE_ID, changes: 2 },
          },
        },
        // A bank whose Environment names no basket has no such call: 404 REQUEST_INVALID, as for any unknown path.
        [...MUTATING, ['REQUEST_INVALID', 404], ...LIMIT_REFUSALS],
      ),
    },
  };
}
