import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName, type SandboxContext } from '../sandbox-context';
import type { Queryable } from '../store/database';
import { createSession, endSession, type Segment } from '../store/sessions';
import { readCookie, writeCookie } from './cookies';

/**
 * Signs a customer in: a new session in the database, its authorisation session running from
 * now, and the HttpOnly, SameSite=Strict cookie that names it (Secure over TLS). The session
 * the browser had ends first, whoever it was for: an id that leaked before, or one planted by
 * someone else, must not live on beside the new one.
 */
export async function startSession(
  context: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: { readonly customerId: string; readonly segment: Segment },
  db: Queryable = context.database,
): Promise<void> {
  const previous = readCookie(request, sessionCookieName(context.environment));
  if (previous !== undefined) await endSession(db, previous);
  const now = context.now();
  const token = await createSession(db, {
    ...customer,
    now,
    authorisedUntil: now + context.authorisationSeconds * 1000,
  });
  writeCookie(reply, sessionCookieName(context.environment), token, { secure: request.protocol === 'https' });
}

/** The browser forgets the session cookie (the session itself is ended in the database). */
export function clearSessionCookie(context: SandboxContext, request: FastifyRequest, reply: FastifyReply): void {
  writeCookie(reply, sessionCookieName(context.environment), 'ended', {
    secure: request.protocol === 'https',
    maxAgeSeconds: 0,
  });
}
