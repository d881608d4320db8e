import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Environment } from '../../application/environment';
import { guard } from '../http/api-guard';
import type { SandboxContext } from '../sandbox-context';
import { controlSchemas } from './control-schemas';

/** Events are small (page views, exceptions); the collector keeps the newest ones only. */
const EVENT_BODY_LIMIT = 8 * 1024;
const KEPT_EVENTS = 1000;
const DEFAULT_LISTED = 200;

/**
 * Where the app's events go when there is no control API (config.json names it then): the
 * vendor's collector as the portal would proxy it, outside `/sandbox/*`.
 */
export const analyticsCollectorPath = (environment: Environment): string =>
  `${environment.apiPrefix}/apis/analytics/v1/events`;

/** Takes one event (a JSON object, at most 8 KiB) and keeps the newest KEPT_EVENTS. */
function collector(
  app: FastifyInstance,
  context: SandboxContext,
  path: string,
  onRequest?: onRequestAsyncHookHandler,
): void {
  const { database } = context;
  app.post(
    path,
    {
      schema: { body: controlSchemas.analyticsEvent },
      bodyLimit: EVENT_BODY_LIMIT,
      ...(onRequest ? { onRequest } : {}),
    },
    async (request, reply) => {
      await database.transaction(async (tx) => {
        await tx.query('INSERT INTO analytics_events (event) VALUES ($1::jsonb)', [JSON.stringify(request.body)]);
        await tx.query(
          'DELETE FROM analytics_events WHERE event_id <= (SELECT max(event_id) FROM analytics_events) - $1',
          [KEPT_EVENTS],
        );
      });
      return reply.code(202).send({ accepted: true });
    },
  );
}

/** The collector outside the control API: like any mutating portal call, it needs the XSRF header. */
export function analyticsCollectorRoutes(app: FastifyInstance, context: SandboxContext): void {
  collector(app, context, analyticsCollectorPath(context.environment), guard(context, 'none'));
}

/** A stand-in for the analytics vendor's collector, so the app's analytics can be seen and tested. */
export function analyticsRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { database } = context;

  collector(app, context, '/sandbox/analytics');

  app.get<{ Querystring: { limit?: string } }>(
    '/sandbox/analytics',
    { schema: { querystring: controlSchemas.analyticsQuery } },
    async (request) => {
      const limit = Math.min(KEPT_EVENTS, Number(request.query.limit ?? DEFAULT_LISTED));
      const rows = await database.query<{ received_at: Date | string; event: unknown }>(
        'SELECT received_at, event FROM (SELECT event_id, received_at, event FROM analytics_events ORDER BY event_id DESC LIMIT $1) newest ORDER BY event_id',
        [limit],
      );
      return { events: rows.map((row) => ({ receivedAt: new Date(row.received_at).toISOString(), event: row.event })) };
    },
  );
}
