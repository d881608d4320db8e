import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { IsoDate } from '../../domain/index';
import { todayInAmsterdamCached } from '../cards/card-dates';
import { sessionCookieName, sessionTimes, type SandboxContext } from '../sandbox-context';
import { takeFault } from '../store/faults';
import { answerFault } from './fault-answer';
import { hashToken, requestContext, touchSession, type Prefetch, type Segment } from '../store/sessions';
import { fixedToday } from '../store/settings';
import { readCookie } from './cookies';
import { refuse } from './refusal';
import { applySecurityHeaders } from './security-headers';

/** Who is calling, and which day it is for the bank. */
export type Caller = {
  readonly customerId: string;
  readonly segment: Segment;
  readonly today: IsoDate;
  /** The session's stored key (the hash of its cookie). */
  readonly sessionKey: string;
  /** Whether the authorisation session (section 4) still runs. */
  readonly authorised: boolean;
  /** Epoch ms at which the session ends unless used again. */
  readonly idleUntil: number;
  /** Epoch ms at which the session ends however it is used (its absolute lifetime). */
  readonly lifetimeUntil: number;
};

/** A route's `config`: `prefetch` names what its handler reads, so the guard reads it along with the session. */
export type RouteConfig = { readonly prefetch?: (request: FastifyRequest) => Prefetch };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** What the route's `prefetch` read, for the caller's customer. */
    prefetched: unknown;
  }
  // The route options this sandbox reads (`errorStyle`: http/refusal.ts), beside those of its plugins.
  interface FastifyContextConfig {
    readonly prefetch?: RouteConfig['prefetch'];
    readonly errorStyle?: 'errors' | 'nested';
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route registered outside a guard that requires a session');
  return request.caller;
}

export function prefetchedOf<T>(request: FastifyRequest): T {
  return request.prefetched as T;
}

/**
 * What a call needs: `none` (the disturbance messages, the handover, signing out), a live
 * portal `session` (the session check, userinfo, the authorisation round trip), or an
 * `authorised` one (every bank API: its 401 is what sends the app through section 4's flow).
 */
export type Requirement = 'none' | 'session' | 'authorised';

/**
 * Runs before every bank call, in this order: the XSRF header on mutating calls (section 4,
 * "Wrapped requests"; refused before touching the database), injected faults, then the session.
 * All of it, and the route's own read, in one round trip.
 */
export function guard(context: SandboxContext, requirement: Requirement): onRequestAsyncHookHandler {
  const cookieName = sessionCookieName(context.environment);
  return async function check(request: FastifyRequest, reply: FastifyReply) {
    if (MUTATING.has(request.method) && request.headers['x-xsrf-header'] !== context.environment.xsrfToken) {
      return refuse(request, reply, 'USER_ACTION_FORBIDDEN');
    }
    const token = readCookie(request, cookieName);
    const now = context.now();
    const prefetch = (request.routeOptions.config as RouteConfig | undefined)?.prefetch?.(request);
    const row = await requestContext(context.database, token, now, sessionTimes(context), prefetch);
    if (row.has_faults) {
      const fault = await takeFault(context.database, request.method, request.url.split('?')[0]!);
      if (fault) return answerFault(request, reply, fault, (status) => sendEmptyJson(request, reply, status));
    }
    const live = row.customer_id !== null && row.segment !== null && token !== undefined;
    if (live) {
      if (row.needs_touch) await touchSession(context.database, token, now);
      request.caller = {
        customerId: row.customer_id!,
        segment: row.segment!,
        today: fixedToday(row.today) ?? todayInAmsterdamCached(now),
        sessionKey: hashToken(token),
        authorised: row.authorised === true,
        idleUntil: row.needs_touch ? now + context.sessionIdleSeconds * 1000 : row.idle_until_ms!,
        lifetimeUntil: row.lifetime_until_ms!,
      };
      request.prefetched = row.prefetched ?? null;
    }
    if (requirement === 'none') return;
    if (!live || (requirement === 'authorised' && row.authorised !== true))
      return refuse(request, reply, 'SUBJECT_UNAUTHENTICATED');
  };
}

/** The bank's card, limit, region and signing APIs: a live session with a running authorisation. */
export const apiGuard = (context: SandboxContext): onRequestAsyncHookHandler => guard(context, 'authorised');

/**
 * A body declared as JSON that turns out empty, chunked so no Content-Length 0 says so up front
 * (that would be spec 7's "returned unparsed"): a success that acknowledges nothing. Written by
 * hand, as fastify and node set Content-Length 0 on any body that ends before it starts.
 */
function sendEmptyJson(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  applySecurityHeaders(request, reply);
  reply.hijack();
  const headers = {
    ...reply.getHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'transfer-encoding': 'chunked',
  } as OutgoingHttpHeaders;
  reply.raw.writeHead(status, headers);
  reply.raw.end();
  return reply;
}
