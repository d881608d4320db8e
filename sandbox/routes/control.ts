import type { FastifyInstance } from 'fastify';
import { parseIsoDate, todayInAmsterdam, type IsoDate } from '../../domain/index';
import { describeSignItem, type SignItemCard } from '../cards/describe-sign-item';
import { refuse } from '../http/refusal';
import { isCrossSite } from '../http/same-site';
import { startSession } from '../http/session-cookie';
import type { SandboxContext } from '../sandbox-context';
import { resetToSeed } from '../seed/seed-store';
import type { SignItemStatus } from '../store/card-queries';
import { armFault, clearFaults, listFaults } from '../store/faults';
import type { Segment } from '../store/sessions';
import { fixToday, readFixedToday, releaseToday } from '../store/settings';
import { basketsOf, listSignItems } from '../store/sign-items';
import { clearAllSigningFailures } from '../store/signing-failures';
import { controlSchemas, type DisturbanceInput, type FaultInput } from './control-schemas';
import { analyticsRoutes } from './analytics';
import { signingBlockRoutes } from './signing-blocks';

type CustomerRow = {
  customer_id: string;
  segment: string;
  name: string;
  company_name: string | null;
  summary: string | null;
};

/**
 * The sandbox's control API (issue 3, "Control API"): no session and no XSRF header needed;
 * absent altogether with SANDBOX_CONTROL=off. Without a session or a header, nothing but the
 * browser's own word stops a page on another site from posting a form here (resetting the bank,
 * signing someone in), so whatever a browser says comes from another site is refused.
 */
export function controlRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { database } = context;
  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSite(request)) return refuse(request, reply, 'USER_ACTION_FORBIDDEN');
  });
  const today = async (): Promise<IsoDate> => (await readFixedToday(database)) ?? todayInAmsterdam(context.now());

  app.get('/sandbox/customers', async () => {
    const rows = await database.query<CustomerRow>(
      'SELECT customer_id, segment, name, company_name, summary FROM customers WHERE demo_order IS NOT NULL ORDER BY demo_order',
    );
    return {
      customers: rows.map((row) => ({
        id: row.customer_id,
        segment: row.segment,
        name: row.name,
        ...(row.company_name ? { company: row.company_name } : {}),
        summary: row.summary,
      })),
    };
  });

  app.post<{ Body: { customer: string } }>(
    '/sandbox/login',
    { schema: { body: controlSchemas.login } },
    async (request, reply) => {
      const rows = await database.query<CustomerRow>(
        'SELECT customer_id, segment, name, company_name, summary FROM customers WHERE customer_id = $1',
        [request.body.customer],
      );
      const customer = rows[0];
      if (!customer) return refuse(request, reply, 'CUSTOMER_NOT_FOUND');
      await startSession(context, request, reply, {
        customerId: customer.customer_id,
        segment: customer.segment as Segment,
      });
      return { customer: { id: customer.customer_id, segment: customer.segment, name: customer.name } };
    },
  );

  app.post('/sandbox/reset', async () => {
    await resetToSeed(database, context.seed, await today());
    // The customers start afresh, their runs of wrong confirmation codes too.
    await clearAllSigningFailures(database);
    return { reset: true, today: await today() };
  });

  app.get('/sandbox/today', async () => {
    const fixed = await readFixedToday(database);
    return { today: fixed ?? todayInAmsterdam(context.now()), fixed: fixed !== undefined };
  });

  app.put<{ Body: { today: string } }>(
    '/sandbox/today',
    { schema: { body: controlSchemas.today } },
    async (request, reply) => {
      const parsed = parseIsoDate(request.body.today);
      if (!parsed.ok)
        return refuse(request, reply, 'REQUEST_INVALID', {
          detail: `today must be a real date as YYYY-MM-DD (${parsed.error.reason})`,
        });
      await fixToday(database, parsed.value);
      return { today: parsed.value, fixed: true };
    },
  );

  app.delete('/sandbox/today', async () => {
    await releaseToday(database);
    return { today: todayInAmsterdam(context.now()), fixed: false };
  });

  app.get('/sandbox/disturbances', async () => ({ disturbances: await listDisturbances() }));

  app.put<{ Body: DisturbanceInput[] }>(
    '/sandbox/disturbances',
    { schema: { body: controlSchemas.disturbances }, bodyLimit: 128 * 1024 },
    async (request) => {
      await database.transaction(async (tx) => {
        await tx.query('DELETE FROM disturbances');
        for (const [position, item] of request.body.entries()) {
          await tx.query(
            'INSERT INTO disturbances (position, sdm_id, status, header, details, language) VALUES ($1, $2, $3, $4, $5, $6)',
            [position, item.id ?? null, item.status, item.header, item.details, item.language ?? null],
          );
        }
      });
      return { disturbances: await listDisturbances() };
    },
  );

  async function listDisturbances() {
    const rows = await database.query<DisturbanceInput & { sdm_id: string | null; language: string | null }>(
      'SELECT sdm_id, status, header, details, language FROM disturbances ORDER BY position',
    );
    return rows.map((row) => ({
      ...(row.sdm_id ? { id: row.sdm_id } : {}),
      status: row.status,
      header: row.header,
      details: row.details,
      ...(row.language ? { language: row.language } : {}),
    }));
  }

  app.get('/sandbox/faults', async () => ({ faults: await listFaults(database) }));

  app.post<{ Body: FaultInput }>(
    '/sandbox/faults',
    { schema: { body: controlSchemas.fault }, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const { method, path, status, body, times } = request.body;
      const answer = 'body' in request.body ? body : undefined;
      const id = await armFault(database, {
        method: method.toUpperCase(),
        path,
        status,
        body: answer,
        times: times ?? 1,
      });
      return reply.code(201).send({ id, method: method.toUpperCase(), path, status, times: times ?? 1 });
    },
  );

  app.delete('/sandbox/faults', async () => ({ cleared: await clearFaults(database) }));

  app.get<{ Querystring: { customer?: string; status?: SignItemStatus } }>(
    '/sandbox/sign-items',
    { schema: { querystring: controlSchemas.signItemQuery } },
    async (request) => {
      const items = await listSignItems(database, {
        customerId: request.query.customer,
        status: request.query.status ?? 'PENDING',
        today: await today(),
      });
      const cards = await database.query<SignItemCard>(
        'SELECT payment_instrument_id, masked_pan, iban, printed_name FROM cards WHERE payment_instrument_id = ANY($1::text[])',
        [items.map((item) => item.payment_instrument_id)],
      );
      const baskets = await basketsOf(
        database,
        items.map((item) => item.tps_id),
      );
      return {
        signItems: items.map((item) => ({
          ...describeSignItem(
            item,
            cards.find((card) => card.payment_instrument_id === item.payment_instrument_id)!,
            context.signingAttempts,
            undefined,
            baskets.get(item.tps_id),
          ),
          customer: item.customer_id,
          code: item.code,
        })),
      };
    },
  );

  analyticsRoutes(app, context);
  signingBlockRoutes(app, context);
}
