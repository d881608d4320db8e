import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { controlSchemas } from './control-schemas';

/** Events are small (page views, exceptions); the collector keeps the newest ones only. */
const EVENT_BODY_LIMIT = 8 * 1024;
const KEPT_EVENTS = 1000;
const DEFAULT_LISTED = 200;

/** A stand-in for the analytics vendor's collector, so the app's analytics can be seen and tested. */
export function analyticsRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { database } = context;

  app.post('/sandbox/analytics', { schema: { body: controlSchemas.analyticsEvent }, bodyLimit: EVENT_BODY_LIMIT }, async (request, reply) => {
    await database.transaction(async (tx) => {
      await tx.query('INSERT INTO analytics_events (event) VALUES ($1::jsonb)', [JSON.stringify(request.body)]);
      await tx.query('DELETE FROM analytics_events WHERE event_id <= (SELECT max(event_id) FROM analytics_events) - $1', [KEPT_EVENTS]);
    });
    return reply.code(202).send({ accepted: true });
  });

  app.get<{ Querystring: { limit?: string } }>('/sandbox/analytics', { schema: { querystring: controlSchemas.analyticsQuery } }, async (request) => {
    const limit = Math.min(KEPT_EVENTS, Number(request.query.limit ?? DEFAULT_LISTED));
    const rows = await database.query<{ received_at: Date | string; event: unknown }>(
      'SELECT received_at, event FROM (SELECT event_id, received_at, event FROM analytics_events ORDER BY event_id DESC LIMIT $1) newest ORDER BY event_id',
      [limit],
    );
    return { events: rows.map((row) => ({ receivedAt: new Date(row.received_at).toISOString(), event: row.event })) };
  });
}
