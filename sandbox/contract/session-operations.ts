import type { Environment } from '../../application/environment';
import { sessionPaths } from '../http/api-paths';
import { closed } from './json-schema';
import { answers, GUARDED, MUTATING, refusals, type Operations } from './operation';

const TAG = 'Session';
const instant = { type: 'string', format: 'date-time' };

/**
 * Section 7, "Start-up and session" (routes/session.ts, handover.ts, disturbances.ts): the
 * session check, signing out, the authorisation round trip, userinfo, the handover.
 */
export function sessionOperations(environment: Environment): Operations {
  const paths = sessionPaths(environment);
  const abbreviation = environment.brandAbbreviation;
  const versionHeader = `x-${abbreviation}-serviceversion`;
  return {
    [`GET ${paths.session}`]: {
      operationId: 'checkSession',
      summary: 'Check the portal session (and keep it alive)',
      tag: TAG,
      headers: {
        type: 'object',
        required: [versionHeader],
        properties: { [versionHeader]: { const: environment.serviceVersion } },
      },
      responses: answers(
        {
          200: {
            description: 'A live session; `expiresAt` is the earlier of its idle end and its lifetime’s end.',
            schema: closed({
              active: { const: true },
              segment: { enum: ['private', 'business'] },
              customer: closed({ name: { type: 'string' }, company: { type: 'string' } }, ['name']),
              idleSeconds: { type: 'integer' },
              expiresAt: instant,
              lifetimeEndsAt: instant,
              lifetimeSecondsLeft: { type: 'integer', minimum: 0 },
            }),
            example: {
              active: true,
              segment: 'private',
              customer: { name: 'Sanne de Vries' },
              idleSeconds: 900,
              expiresAt: '2027-03-01T10:28:30.424Z',
              lifetimeEndsAt: '2027-03-01T12:13:30.178Z',
              lifetimeSecondsLeft: 7199,
            },
          },
        },
        GUARDED,
      ),
    },
    [`DELETE ${paths.endSession}`]: {
      operationId: 'endSession',
      summary: 'Sign out',
      description: 'Ends the session (if any) and clears its cookie.',
      tag: TAG,
      responses: answers({ 204: { description: 'Signed out.' } }, MUTATING),
    },
    [`GET ${paths.start}`]: {
      operationId: 'startAuthorisation',
      summary: 'Start (or confirm) the authorisation session',
      description:
        'Authorised: 200 `{ authorised: true }`. Not (yet, or any more): 401 with `oidc_authz_url`, the authorize call to make next.',
      tag: TAG,
      responses: {
        ...refusals(GUARDED),
        200: {
          description: 'Authorised.',
          schema: closed({ authorised: { const: true } }),
          example: { authorised: true },
        },
        401: {
          description:
            'No live session (no `oidc_authz_url`), or the authorisation must be renewed: POST `oidc_authz_url`, then the callback.',
          schema: {
            type: 'object',
            required: ['errors'],
            properties: {
              errors: refusalItems,
              oidc_authz_url: { type: 'string', description: 'The authorize path with `state`.' },
            },
            additionalProperties: false,
          },
          example: {
            errors: [
              { messageType: 'ERROR', code: 'SUBJECT_UNAUTHENTICATED', traceId: 'a1', message: 'Sign in again.' },
            ],
            oidc_authz_url: `${paths.authorize}?response_type=code&client_id=${environment.consumerId}&scope=openid&state=3f2a`,
          },
        },
      },
    },
    [`POST ${paths.authorize}`]: {
      operationId: 'authorize',
      summary: 'Authorize (a form post)',
      tag: TAG,
      query: { type: 'object', required: ['state'], properties: { state: { type: 'string' } } },
      body: {
        contentType: 'application/x-www-form-urlencoded',
        schema: { type: 'object', required: ['amr_values'], properties: { amr_values: { type: 'string' } } },
        example: { amr_values: `urn:nl:${abbreviation}:ciso:authentication:customer:method:msec:session` },
      },
      responses: answers(
        {
          200: {
            description: 'The code to redeem at the callback.',
            schema: closed({ authorizeResponse: closed({ code: { type: 'string' }, state: { type: 'string' } }) }),
            example: { authorizeResponse: { code: 'c0de', state: '3f2a' } },
          },
        },
        MUTATING,
      ),
    },
    [`POST ${paths.callback}`]: {
      operationId: 'redeemAuthorisation',
      summary: 'Redeem the code: the authorisation session runs again',
      tag: TAG,
      query: {
        type: 'object',
        required: ['code', 'state'],
        properties: { code: { type: 'string' }, state: { type: 'string' } },
      },
      responses: answers(
        {
          200: {
            description: 'Authorised until `expiresAt`.',
            schema: closed({ authorised: { const: true }, expiresAt: instant }),
            example: { authorised: true, expiresAt: '2027-03-01T10:18:30.000Z' },
          },
        },
        MUTATING,
      ),
    },
    [`GET ${paths.userinfo}`]: {
      operationId: 'userinfo',
      summary: 'Who is signed in, and how strongly',
      description: 'The last segment of `acr` is the authentication level.',
      tag: TAG,
      responses: answers(
        {
          200: {
            description: 'The customer.',
            schema: closed({ sub: { type: 'string' }, acr: { type: 'string' } }),
            example: { sub: 'sanne', acr: `urn:nl:${abbreviation}:ciso:authentication:level:20` },
          },
        },
        GUARDED,
      ),
    },
    [`PUT ${paths.handover}`]: {
      operationId: 'handOverSession',
      summary: 'Turn the mobile app’s handover into a portal session',
      tag: TAG,
      responses: answers({ 200: { description: 'Signed in.', schema: closed({ sessionStarted: { const: true } }) } }, [
        ...MUTATING,
        'TOO_MANY_ATTEMPTS',
      ]),
    },
  };
}

const refusalItems = {
  type: 'array',
  items: closed({
    messageType: { const: 'ERROR' },
    code: { const: 'SUBJECT_UNAUTHENTICATED' },
    traceId: { type: 'string' },
    message: { type: 'string' },
  }),
};
