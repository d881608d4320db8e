import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName, type SandboxContext } from '../sandbox-context';
import type { Queryable } from '../store/database';
import { createSession, type Segment } from '../store/sessions';
import { writeCookie } from './cookies';

/**
 * Signs a customer in: a new session in the database, its authorisation session running from
 * now, and the HttpOnly, SameSite=Strict cookie that names it (Secure over TLS).
 */
export async function startSession(
  context: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: { readonly customerId: string; readonly segment: Segment },
  db: Queryable = context.database,
): Promise<void> {
  const now = context.now();
  const token = await createSession(db, { ...customer, now, authorisedUntil: now + context.authorisationSeconds * 1000 });
  writeCookie(reply, sessionCookieName(context.environment), token, { secure: request.protocol === 'https' });
}

/** The browser forgets the session cookie (the session itself is ended in the database). */
export function clearSessionCookie(context: SandboxContext, request: FastifyRequest, reply: FastifyReply): void {
  writeCookie(reply, sessionCookieName(context.environment), 'ended', { secure: request.protocol === 'https', maxAgeSeconds: 0 });
}
