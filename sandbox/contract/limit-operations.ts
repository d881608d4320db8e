import { LIMIT_TYPES, TEMPORARY_LIMIT_TYPES, type CatalogueCode } from '../../domain/index';
import type { ApiPaths } from '../http/api-paths';
import { CHANGE_ID } from './examples';
import { closed, date } from './json-schema';
import { answers, MUTATING, PERIOD_REFUSALS, type Operation, type Operations } from './operation';

const TAG = 'Limits';
const card = { paymentInstrumentId: { type: 'string', maxLength: 100 } };
export const ONE_CARD: CatalogueCode[] = ['INSTRUMENT_NOT_FOUND', 'SUBJECT_NOT_ALLOWED', 'MESSAGE_BAI540_1003'];
export const VALUE: CatalogueCode[] = [
  'REQUEST_INVALID',
  'LIMIT_VALUE_MISSING',
  'LIMIT_VALUE_INVALID',
  'LIMIT_TYPE_NOT_FOUND',
];

/** Every accepted limit change waits to be signed: the answer names its sign item (`tpsId`). */
const pending = (status: number) => ({
  [status]: {
    description: 'Accepted, waiting to be signed: `tpsId` is the sign item; nothing applies until it is signed.',
    schema: closed({ id: closed({ sourceId: { type: 'string' }, tpsId: { type: 'string' } }) }),
    example: { id: CHANGE_ID },
  },
});

export const temporaryBody = {
  schema: {
    type: 'object',
    required: ['startDate', 'limitType', 'limitValue', 'endDate'],
    properties: {
      startDate: { ...date, description: 'From today up to 190 days ahead; a bank day.' },
      limitType: { enum: TEMPORARY_LIMIT_TYPES },
      limitValue: { type: 'integer', minimum: 0 },
      endDate: { ...date, description: 'Not before the start, at most 12 months after it; a bank day.' },
    },
  },
  example: { startDate: '2027-03-08', limitType: 'POS', limitValue: 4000, endDate: '2027-03-19' },
};

const LINK_FIRST =
  'The link action is checked first; then, while any change on the card waits to be signed (on any limit type), 409 MESSAGE_BAI540_1003 before the body’s values.';

/** Section 7, "Limits" (no prefix): the operations of routes/limits.ts. */
export function limitOperations(paths: ApiPaths): Operations {
  const temporaryChange = (
    operation: Omit<Operation, 'tag' | 'responses'>,
    codes: CatalogueCode[],
    status: number,
  ) => ({
    tag: TAG,
    body: temporaryBody,
    ...operation,
    responses: answers(pending(status), [...MUTATING, ...ONE_CARD, ...VALUE, ...PERIOD_REFUSALS, ...codes]),
  });
  return {
    [`PUT ${paths.permanentLimit}`]: {
      operationId: 'changePermanentLimit',
      summary: 'Change a permanent limit (to be signed)',
      description: LINK_FIRST,
      tag: TAG,
      params: closed({ ...card, limitType: { enum: LIMIT_TYPES } }),
      body: {
        schema: {
          type: 'object',
          required: ['limitValue'],
          properties: { limitValue: { type: 'integer', minimum: 0 } },
        },
        example: { limitValue: 3000 },
      },
      responses: answers(pending(200), [
        ...MUTATING,
        ...ONE_CARD,
        ...VALUE,
        'MESSAGE_BAI540_1002',
        'MESSAGE_BAI540_1011',
        'MESSAGE_BAI540_0072',
        'MESSAGE_BAI540_1029',
      ]),
    },
    [`POST ${paths.temporaryLimits}`]: temporaryChange(
      {
        operationId: 'createTemporaryLimit',
        summary: 'Set a temporary limit for a period (to be signed)',
        description: `${LINK_FIRST} A value equal to the permanent limit changes nothing: 422 MESSAGE_BAI540_1013.`,
        params: closed(card),
      },
      [
        'MESSAGE_BAI540_1005',
        'MESSAGE_BAI540_1011',
        'MESSAGE_BAI540_0072',
        'MESSAGE_BAI540_1013',
        'TEMPORARY_LIMIT_OVERLAPS',
        'MESSAGE_BAI540_1008',
      ],
      201,
    ),
    [`PUT ${paths.temporaryLimit}`]: temporaryChange(
      {
        operationId: 'changeTemporaryLimit',
        summary: 'Change a temporary limit (to be signed)',
        description: `${LINK_FIRST} Nothing changed (value and dates as they are, or the value equal to the permanent limit) is 422 MESSAGE_BAI540_1013.`,
        params: closed({ ...card, temporaryLimitId: { type: 'string', maxLength: 100 } }),
      },
      [
        'MESSAGE_BAI540_1009',
        'TEMPORARY_LIMIT_NOT_FOUND',
        'MESSAGE_BAI540_1011',
        'MESSAGE_BAI540_0072',
        'MESSAGE_BAI540_1013',
        'TEMPORARY_LIMIT_OVERLAPS',
      ],
      200,
    ),
    [`DELETE ${paths.temporaryLimit}`]: {
      operationId: 'deleteTemporaryLimit',
      summary: 'Delete a temporary limit (to be signed)',
      tag: TAG,
      params: closed({ ...card, temporaryLimitId: { type: 'string', maxLength: 100 } }),
      responses: answers(pending(200), [...MUTATING, ...ONE_CARD, 'TEMPORARY_LIMIT_NOT_FOUND', 'MESSAGE_BAI540_1010']),
    },
  };
}
