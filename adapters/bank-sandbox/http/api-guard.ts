import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { todayInAmsterdam, type IsoDate } from '../../../domain/index';
import { sessionCookieName, type SandboxContext } from '../sandbox-context';
import { takeFault } from '../store/faults';
import { requestContext, touchSession } from '../store/sessions';
import { fixedToday } from '../store/settings';
import { readCookie } from './cookies';
import { refuse } from './refusal';

/** Who is calling, and which day it is for the bank. */
export type Caller = { readonly customerId: string; readonly today: IsoDate };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route registered outside the API guard');
  return request.caller;
}

/**
 * Runs before every bank API call, in this order: the XSRF header on mutating calls (section 4,
 * "Wrapped requests"; refused before touching the database), injected faults, then the session.
 */
export function apiGuard(context: SandboxContext): onRequestAsyncHookHandler {
  const cookieName = sessionCookieName(context.environment);
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    if (MUTATING.has(request.method) && request.headers['x-xsrf-header'] !== context.environment.xsrfToken) {
      return refuse(request, reply, 'USER_ACTION_FORBIDDEN');
    }
    const token = readCookie(request, cookieName);
    const row = await requestContext(context.database, token, context.sessionIdleSeconds);
    if (row.has_faults) {
      const fault = await takeFault(context.database, request.method, request.url.split('?')[0]!);
      if (fault) return reply.code(fault.status).send(fault.body);
    }
    if (!row.customer_id || token === undefined) return refuse(request, reply, 'SUBJECT_UNAUTHENTICATED');
    if (row.needs_touch) await touchSession(context.database, token);
    request.caller = { customerId: row.customer_id, today: fixedToday(row.today) ?? todayInAmsterdam(context.now()) };
  };
}
