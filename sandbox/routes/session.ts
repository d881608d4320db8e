import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { callerOf, guard } from '../http/api-guard';
import { sessionPaths } from '../http/api-paths';
import { readCookie } from '../http/cookies';
import { refuse, refusalBody } from '../http/refusal';
import { clearSessionCookie } from '../http/session-cookie';
import { sessionCookieName, type SandboxContext } from '../sandbox-context';
import { issueCode, mintState, redeemCode } from '../store/authorisations';
import { endSession, extendAuthorisation, touchSession } from '../store/sessions';

type CustomerRow = { name: string; company_name: string | null; auth_level: number };

const authorizeQuerySchema = {
  type: 'object',
  required: ['state'],
  properties: { state: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const authorizeBodySchema = {
  type: 'object',
  required: ['amr_values'],
  properties: { amr_values: { type: 'string', maxLength: 200 } },
} as const;

const callbackQuerySchema = {
  type: 'object',
  required: ['code', 'state'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 100 },
    state: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/**
 * Section 4 and 7, "Start-up and session": the session check, signing out, the authorisation
 * session (start → authorize → OIDC callback) and userinfo.
 */
export function sessionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const paths = sessionPaths(context.environment);
  const { database, environment } = context;
  const versionHeader = `x-${environment.brandAbbreviation}-serviceversion`;
  const amrValues = `urn:nl:${environment.brandAbbreviation}:ciso:authentication:customer:method:msec:session`;
  const customerOf = async (customerId: string) =>
    (
      await database.query<CustomerRow>('SELECT name, company_name, auth_level FROM customers WHERE customer_id = $1', [
        customerId,
      ])
    )[0];

  app.get(paths.session, { onRequest: guard(context, 'session') }, async (request, reply) => {
    if (request.headers[versionHeader] !== environment.serviceVersion) {
      return refuse(request, reply, 'REQUEST_INVALID', {
        detail: `Send the header ${versionHeader}: ${environment.serviceVersion}.`,
      });
    }
    const caller = callerOf(request);
    // The session check is the customer being active: it keeps the session alive.
    const token = readCookie(request, sessionCookieName(environment))!;
    await touchSession(database, token, context.now());
    const customer = await customerOf(caller.customerId);
    return {
      active: true,
      segment: caller.segment,
      customer: { name: customer?.name ?? '', ...(customer?.company_name ? { company: customer.company_name } : {}) },
      idleSeconds: context.sessionIdleSeconds,
      // Unused, the session ends after its idle time; used or not, at the end of its lifetime.
      expiresAt: new Date(
        Math.min(context.now() + context.sessionIdleSeconds * 1000, caller.lifetimeUntil),
      ).toISOString(),
      // Beyond the spec: the absolute end on its own, so the app can warn that staying cannot help.
      lifetimeEndsAt: new Date(caller.lifetimeUntil).toISOString(),
      // The same end counted from now: a device places it on its own clock, whatever the bank's says.
      lifetimeSecondsLeft: Math.max(0, Math.floor((caller.lifetimeUntil - context.now()) / 1000)),
    };
  });

  app.delete(paths.endSession, { onRequest: guard(context, 'none') }, async (request, reply) => {
    const token = readCookie(request, sessionCookieName(environment));
    if (token !== undefined) await endSession(database, token);
    clearSessionCookie(context, request, reply);
    return reply.code(204).send();
  });

  app.get(paths.start, { onRequest: guard(context, 'session') }, async (request, reply) => {
    const caller = callerOf(request);
    if (caller.authorised) return { authorised: true };
    const state = await mintState(database, caller.sessionKey, context.now());
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: environment.consumerId,
      scope: 'openid',
      state,
    });
    // Section 3: the 401 carries the authorize URL as `oidc_authz_url` (the app also reads `oidc.authzUrl`).
    return reply.code(401).send({
      ...refusalBody(request, 'SUBJECT_UNAUTHENTICATED', 'errors'),
      oidc_authz_url: `${paths.authorize}?${query}`,
    });
  });

  app.register(async (forms) => {
    // The authorize call posts form data (section 4); only here is a form body read.
    await forms.register(formbody, { bodyLimit: 2048 });
    forms.post<{ Querystring: { state: string }; Body: { amr_values: string } }>(
      paths.authorize,
      {
        onRequest: guard(context, 'session'),
        schema: { querystring: authorizeQuerySchema, body: authorizeBodySchema },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        if (request.body.amr_values !== amrValues)
          return refuse(request, reply, 'REQUEST_INVALID', { detail: `amr_values must be ${amrValues}.` });
        const code = await issueCode(database, caller.sessionKey, request.query.state, context.now());
        if (!code) return refuse(request, reply, 'SUBJECT_UNAUTHENTICATED');
        return { authorizeResponse: { code, state: request.query.state } };
      },
    );
  });

  app.post<{ Querystring: { code: string; state: string } }>(
    paths.callback,
    { onRequest: guard(context, 'session'), schema: { querystring: callbackQuerySchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      const now = context.now();
      const redeemed = await database.transaction(async (tx) => {
        if (!(await redeemCode(tx, caller.sessionKey, request.query.code, request.query.state, now))) return false;
        await extendAuthorisation(tx, caller.sessionKey, now + context.authorisationSeconds * 1000);
        return true;
      });
      if (!redeemed) return refuse(request, reply, 'SUBJECT_UNAUTHENTICATED');
      return { authorised: true, expiresAt: new Date(now + context.authorisationSeconds * 1000).toISOString() };
    },
  );

  app.get(paths.userinfo, { onRequest: guard(context, 'session') }, async (request) => {
    const caller = callerOf(request);
    const customer = await customerOf(caller.customerId);
    // Section 3: the last colon-separated segment of acr is the authentication level.
    return {
      sub: caller.customerId,
      acr: `urn:nl:${environment.brandAbbreviation}:ciso:authentication:level:${customer?.auth_level ?? 10}`,
    };
  });
}
