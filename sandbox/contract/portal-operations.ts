import type { Environment } from '../../application/environment';
import { sessionPaths } from '../http/api-paths';
import { analyticsCollectorPath } from '../routes/analytics';
import { closed } from './json-schema';
import { answers, GUARDED, MUTATING, type Operations } from './operation';

const TAG = 'Portal';

const disturbance = closed(
  {
    disturbanceMessage: closed(
      {
        id: { type: 'string', description: 'The service it is about; none: every service.' },
        status: { type: 'string' },
        header: { type: 'string' },
        details: { type: 'string' },
      },
      ['status', 'header', 'details'],
    ),
  },
  ['disturbanceMessage'],
);

/** Section 7's portal calls around the bank's APIs: config.json, disturbances, the analytics collector. */
export function portalOperations(environment: Environment): Operations {
  const appPath = environment.appPaths.nl;
  return {
    [`GET ${appPath.endsWith('/') ? appPath : `${appPath}/`}config.json`]: {
      operationId: 'getEnvironment',
      summary: 'The Environment the app reads at start-up',
      description:
        'Served beside the app in every area and language (`appPaths`, the business paths too); every `{placeholder}` of the spec in one place.',
      tag: TAG,
      responses: answers(
        {
          200: {
            description: 'The Environment (application/environment.ts).',
            schema: {
              type: 'object',
              required: ['brand', 'apiPrefix', 'productPrefixes', 'xsrfToken', 'consumerId', 'portal', 'session'],
            },
          },
        },
        [['REQUEST_INVALID', 421], 'INTERNAL_SERVER_ERROR'],
      ),
    },
    [`GET ${sessionPaths(environment).disturbances}`]: {
      operationId: 'listDisturbances',
      summary: 'Service disturbance messages (public)',
      description: 'In the query’s `language`, else Accept-Language’s, else Dutch. `id=ALL`: every service.',
      tag: TAG,
      responses: answers(
        {
          200: {
            description: 'The messages, in order.',
            schema: closed({ disturbanceMessageList: { type: 'array', items: disturbance } }),
            example: {
              disturbanceMessageList: [
                {
                  disturbanceMessage: {
                    id: environment.sdmId,
                    status: 'ACTIVE',
                    header: 'Storing',
                    details: 'Wijzigen kan even niet.',
                  },
                },
              ],
            },
          },
        },
        GUARDED,
      ),
    },
    [`POST ${analyticsCollectorPath(environment)}`]: {
      operationId: 'collectAnalyticsEvent',
      summary: 'The analytics collector the app posts to without the control API',
      tag: TAG,
      responses: answers({ 202: { description: 'Kept.', schema: closed({ accepted: { const: true } }) } }, MUTATING),
    },
  };
}
