import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { IsoDate } from '../../../domain/index';
import { todayInAmsterdamCached } from '../cards/card-dates';
import { sessionCookieName, type SandboxContext } from '../sandbox-context';
import { takeFault } from '../store/faults';
import { requestContext, touchSession, type Prefetch } from '../store/sessions';
import { fixedToday } from '../store/settings';
import { readCookie } from './cookies';
import { refuse } from './refusal';

/** Who is calling, and which day it is for the bank. */
export type Caller = { readonly customerId: string; readonly today: IsoDate };

/** A route's `config`: `prefetch` names what its handler reads, so the guard reads it along with the session. */
export type RouteConfig = { readonly prefetch?: (request: FastifyRequest) => Prefetch };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** What the route's `prefetch` read, for the caller's customer. */
    prefetched: unknown;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route registered outside the API guard');
  return request.caller;
}

export function prefetchedOf<T>(request: FastifyRequest): T {
  return request.prefetched as T;
}

/**
 * Runs before every bank API call, in this order: the XSRF header on mutating calls (section 4,
 * "Wrapped requests"; refused before touching the database), injected faults, then the session.
 * All of it, and the route's own read, in one round trip.
 */
export function apiGuard(context: SandboxContext): onRequestAsyncHookHandler {
  const cookieName = sessionCookieName(context.environment);
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    if (MUTATING.has(request.method) && request.headers['x-xsrf-header'] !== context.environment.xsrfToken) {
      return refuse(request, reply, 'USER_ACTION_FORBIDDEN');
    }
    const token = readCookie(request, cookieName);
    const prefetch = (request.routeOptions.config as RouteConfig | undefined)?.prefetch?.(request);
    const row = await requestContext(context.database, token, context.sessionIdleSeconds, prefetch);
    if (row.has_faults) {
      const fault = await takeFault(context.database, request.method, request.url.split('?')[0]!);
      if (fault) return reply.code(fault.status).send(fault.body);
    }
    if (!row.customer_id || token === undefined) return refuse(request, reply, 'SUBJECT_UNAUTHENTICATED');
    if (row.needs_touch) await touchSession(context.database, token);
    request.caller = { customerId: row.customer_id, today: fixedToday(row.today) ?? todayInAmsterdamCached(context.now()) };
    request.prefetched = row.prefetched ?? null;
  };
}
