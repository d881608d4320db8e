import type { CatalogueCode } from '../../domain/index';
import { controlSchemas } from '../routes/control-schemas';
import { CONTROL_TAG } from './contract-tags';
import { disturbances, fault, todayAnswer } from './control-answers';
import { closed, date, type JsonSchema } from './json-schema';
import { answers, type ContractResponse, type Operations } from './operation';
import { signItemSchema } from './signing-operations';

const TAG = CONTROL_TAG;
// 404 REQUEST_INVALID: a sandbox started without its control API (SANDBOX_CONTROL=off) has none of these.
const CONTROL: (CatalogueCode | [CatalogueCode, number])[] = [
  'REQUEST_INVALID',
  ['REQUEST_INVALID', 404],
  'USER_ACTION_FORBIDDEN',
  'REQUEST_TOO_LARGE',
  'INTERNAL_SERVER_ERROR',
];
const ok = (description: string, schema: JsonSchema, example?: unknown): Record<string, ContractResponse> => ({
  200: { description, schema, ...(example === undefined ? {} : { example }) },
});
const op = (
  operationId: string,
  summary: string,
  success: Record<string, ContractResponse>,
  extra: { description?: string; codes?: CatalogueCode[] } = {},
) => ({
  operationId,
  summary,
  tag: TAG,
  ...(extra.description ? { description: extra.description } : {}),
  responses: answers(success, [...CONTROL, ...(extra.codes ?? [])]),
});

/**
 * The sandbox's own control API (routes/control.ts): no session, no XSRF header, refused to
 * other sites, gone with SANDBOX_CONTROL=off. Not the bank's: its own tag in the document.
 */
export function controlOperations(): Operations {
  return {
    'GET /sandbox/customers': op(
      'listDemoCustomers',
      'The demo customers',
      ok(
        'The customers.',
        closed({
          customers: {
            type: 'array',
            items: closed(
              {
                id: { type: 'string' },
                segment: { enum: ['private', 'business'] },
                name: { type: 'string' },
                company: { type: 'string' },
                summary: { type: 'string' },
              },
              ['id', 'segment', 'name', 'summary'],
            ),
          },
        }),
      ),
    ),
    'POST /sandbox/login': {
      ...op(
        'signInAs',
        'Sign in as a demo customer, without a page',
        ok(
          'Signed in: the answer sets the session cookie (the authorisation session runs too).',
          closed({
            customer: closed({
              id: { type: 'string' },
              segment: { enum: ['private', 'business'] },
              name: { type: 'string' },
            }),
          }),
          { customer: { id: 'sanne', segment: 'private', name: 'Sanne de Vries' } },
        ),
        { codes: ['CUSTOMER_NOT_FOUND'] },
      ),
      body: { schema: controlSchemas.login, example: { customer: 'sanne' } },
    },
    'POST /sandbox/reset': op(
      'resetSandbox',
      'The demo data again',
      ok('Reset.', closed({ reset: { const: true }, today: date })),
      { description: 'Sessions, the fixed date and analytics stay; runs of wrong confirmation codes are cleared.' },
    ),
    'GET /sandbox/today': op('getToday', 'The sandbox’s date', ok('The date.', todayAnswer)),
    'PUT /sandbox/today': {
      ...op('fixToday', 'Fix the sandbox’s date', ok('Fixed.', todayAnswer, { today: '2027-03-01', fixed: true })),
      body: { schema: controlSchemas.today, example: { today: '2027-03-01' } },
    },
    'DELETE /sandbox/today': op('releaseToday', 'The real date in Amsterdam again', ok('Released.', todayAnswer)),
    'GET /sandbox/disturbances': op(
      'getDisturbances',
      'The disturbance messages set',
      ok('The messages.', disturbances),
    ),
    'PUT /sandbox/disturbances': {
      ...op('setDisturbances', 'Set the disturbance messages', ok('Set.', disturbances)),
      body: {
        schema: controlSchemas.disturbances,
        example: [{ status: 'ACTIVE', header: 'Storing', details: 'Wijzigen kan even niet.', language: 'nl' }],
      },
    },
    'POST /sandbox/faults': {
      ...op(
        'injectFault',
        'Make the next matching calls fail',
        {
          201: {
            description: 'Armed.',
            schema: fault,
            example: { id: 1, method: 'GET', path: '/portal/apis/**', status: 503, times: 1 },
          },
        },
        {
          description:
            '`path`: `*` within a segment, `**` across. Without `body`: a 2xx answers an empty JSON body, any other status the bank’s refusal for it (traceId and message included). A faulted answer carries `Sandbox-Fault: {id}`; a 429 `Retry-After`.',
        },
      ),
      body: { schema: controlSchemas.fault, example: { method: 'GET', path: '/portal/apis/**', status: 503 } },
    },
    'GET /sandbox/faults': op(
      'listFaults',
      'The armed faults',
      ok('The faults.', closed({ faults: { type: 'array', items: fault } })),
    ),
    'DELETE /sandbox/faults': op(
      'clearFaults',
      'Disarm every fault',
      ok('Cleared.', closed({ cleared: { type: 'integer' } })),
    ),
    'GET /sandbox/sign-items': op(
      'listSignItems',
      'Sign items with their confirmation codes',
      ok(
        'The items.',
        closed({
          signItems: {
            type: 'array',
            items: signItemSchema({ customer: { type: 'string' }, code: { type: 'string' } }),
          },
        }),
      ),
    ),
    'GET /sandbox/signing-blocks': op(
      'listSigningBlocks',
      'Customers with wrong confirmation codes in a row',
      ok(
        'The customers.',
        closed({
          blocks: {
            type: 'array',
            items: closed({
              customer: { type: 'string' },
              failures: { type: 'integer' },
              blockedForSeconds: { type: 'integer' },
            }),
          },
        }),
      ),
    ),
    'DELETE /sandbox/signing-blocks/:customer': op(
      'unlockSigning',
      'The bank’s unlock: a customer’s run of wrong codes and any block gone',
      ok('Unlocked.', closed({ customer: { type: 'string' }, unlocked: { type: 'boolean' } })),
    ),
    'POST /sandbox/analytics': op('recordAnalyticsEvent', 'Keep one analytics event', {
      202: { description: 'Kept.', schema: closed({ accepted: { const: true } }) },
    }),
    'GET /sandbox/analytics': op(
      'listAnalyticsEvents',
      'The analytics events kept, oldest first',
      ok(
        'The events.',
        closed({
          events: { type: 'array', items: closed({ receivedAt: { type: 'string', format: 'date-time' }, event: {} }) },
        }),
      ),
    ),
  };
}
