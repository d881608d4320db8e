import { LIMIT_TYPES } from '../../domain/index';
import type { ApiPaths } from '../http/api-paths';
import { OPERATION_TYPES } from './card-schemas';
import { SANNE_SIGN_ITEM, SIGN_ITEM_ID } from './examples';
import { closed, date, type JsonSchema } from './json-schema';
import { answers, GUARDED, MUTATING, type Operations } from './operation';

const TAG = 'Signing';
const itemParams = closed({ signItemId: { type: 'string', maxLength: 100, description: 'The change’s `tpsId`.' } });
const ITEM = ['SIGN_ITEM_NOT_FOUND', 'SUBJECT_NOT_ALLOWED'] as const;

/** One change: which limit, from what to what, and when. */
const change = closed(
  {
    limitType: { enum: LIMIT_TYPES },
    oldValue: { type: 'integer' },
    newValue: { type: 'integer' },
    startDate: date,
    endDate: date,
    oldStartDate: date,
    oldEndDate: date,
    temporaryLimitId: { type: 'string' },
  },
  ['limitType'],
);

/**
 * What a sign item will do, as the customer must see it before signing; never its code (only
 * the control API's list adds it, with the customer).
 */
export const signItemSchema = (extra: Record<string, JsonSchema> = {}): JsonSchema =>
  closed(
    {
      signItemId: { type: 'string' },
      adapterId: { type: 'string', description: 'The change’s `sourceId`.' },
      sourceId: { type: 'string' },
      tpsId: { type: 'string' },
      status: { enum: ['PENDING', 'SIGNED', 'LOCKED', 'WITHDRAWN', 'EXPIRED'] },
      operationType: { enum: OPERATION_TYPES },
      card: closed({
        paymentInstrumentId: { type: 'string' },
        maskedPan: { type: 'string' },
        accountId: { type: 'string' },
        cardHolder: { type: 'string' },
      }),
      change,
      basket: {
        type: 'array',
        minItems: 1,
        description:
          'A change basket’s other changes (issue 35), in their order: the same code signs them all, or none is applied.',
        items: closed({ operationType: { enum: OPERATION_TYPES }, change }),
      },
      attemptsLeft: { type: 'integer', minimum: 0 },
      signingBlockedForSeconds: { type: 'integer', minimum: 1 },
      createdAt: {
        type: 'string',
        format: 'date-time',
        description: 'When it was asked, by the real clock (also when the sandbox’s date is fixed).',
      },
      ...extra,
    },
    [
      'signItemId',
      'adapterId',
      'sourceId',
      'tpsId',
      'status',
      'operationType',
      'card',
      'change',
      'attemptsLeft',
      'createdAt',
      ...Object.keys(extra),
    ],
  );

/** The signing widget's calls (routes/signing.ts). */
export function signingOperations(paths: ApiPaths): Operations {
  return {
    [`GET ${paths.signItem}`]: {
      operationId: 'getSignItem',
      summary: 'What a sign item will do',
      tag: TAG,
      params: itemParams,
      responses: answers(
        {
          200: {
            description: 'The item.',
            schema: { $ref: '#/components/schemas/SignItem' },
            example: SANNE_SIGN_ITEM,
          },
        },
        [...GUARDED, ...ITEM],
      ),
    },
    [`POST ${paths.deviceCode}`]: {
      operationId: 'sendDeviceCode',
      summary: 'Have the confirmation code sent (the stand-in for the bank’s app)',
      description:
        'No body. With `deviceCodes: widget` (the demo) the code is answered; with `console` it goes to the server’s console and the answer says so, at most once per 30 s per sign item and five times per 10 minutes per customer (then 429 `TOO_MANY_ATTEMPTS` with `Retry-After`, nothing sent).',
      tag: TAG,
      params: itemParams,
      responses: answers(
        {
          200: {
            description: 'The code (demo).',
            schema: closed({ code: { type: 'string' } }),
            example: { code: '174052' },
          },
          202: {
            description: 'Sent.',
            schema: closed({ sentTo: { const: 'console' } }),
            example: { sentTo: 'console' },
          },
        },
        [...MUTATING, ...ITEM, 'SIGN_ITEM_ALREADY_SIGNED', 'SIGN_ITEM_LOCKED', 'SIGNING_BLOCKED', 'TOO_MANY_ATTEMPTS'],
      ),
    },
    [`POST ${paths.signature}`]: {
      operationId: 'signChange',
      summary: 'Sign a change with its confirmation code',
      description:
        'The right code applies the change in one transaction, after checking it again against the card as it is now: a change the card no longer takes is withdrawn with the code it would get now (409/422) and nothing is applied.',
      tag: TAG,
      params: itemParams,
      body: {
        schema: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
        example: { code: '174052' },
      },
      responses: answers(
        {
          200: {
            description: 'Signed and applied.',
            schema: closed({
              signItemId: { type: 'string' },
              status: { const: 'SIGNED' },
              operationType: { enum: OPERATION_TYPES },
            }),
            example: { signItemId: SIGN_ITEM_ID, status: 'SIGNED', operationType: 'changedDefaultPOSLimit' },
          },
        },
        [
          ...MUTATING,
          ...ITEM,
          'SIGN_ITEM_ALREADY_SIGNED',
          'SIGNATURE_INVALID',
          'SIGN_ITEM_LOCKED',
          'SIGNING_BLOCKED',
          'INSTRUMENT_LIFECYCLE_INVALID',
          'MESSAGE_BAI540_1002',
          'MESSAGE_BAI540_1005',
          'MESSAGE_BAI540_1009',
          'MESSAGE_BAI540_1010',
          'MESSAGE_BAI540_1011',
          'MESSAGE_BAI540_0072',
          'MESSAGE_BAI540_1013',
          'MESSAGE_BAI540_1029',
          'MESSAGE_BAI540_1008',
          'TEMPORARY_LIMIT_OVERLAPS',
          'TEMPORARY_LIMIT_NOT_FOUND',
          'START_DATE_INVALID',
          'END_DATE_INVALID',
          'MESSAGE_BAI540_0050',
          'MESSAGE_BAI540_0051',
          'MESSAGE_BAI540_0052',
        ],
      ),
    },
  };
}
