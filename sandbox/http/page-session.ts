import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../domain/index';
import { sessionCookieName, sessionTimes, type SandboxContext } from '../sandbox-context';
import { requestContext, touchSession, type Segment } from '../store/sessions';
import { readCookie } from './cookies';

export type PageCaller = { readonly customerId: string; readonly segment: Segment };

/** The signed-in customer of a portal page, if any; visiting a page keeps the session alive. */
export async function pageCaller(context: SandboxContext, request: FastifyRequest): Promise<PageCaller | undefined> {
  const token = readCookie(request, sessionCookieName(context.environment));
  if (token === undefined) return undefined;
  const now = context.now();
  const row = await requestContext(context.database, token, now, sessionTimes(context));
  if (!row.customer_id || !row.segment) return undefined;
  if (row.needs_touch) await touchSession(context.database, token, now);
  return { customerId: row.customer_id, segment: row.segment };
}

/**
 * Section 2.9's login redirect, as the portal makes it: the login page of the language, with
 * `segment=business` for the business area, and `{abbrev}Url` to come back here.
 */
export function loginAddress(context: SandboxContext, language: Language, segment: Segment, back: string): string {
  const { environment } = context;
  const query = new URLSearchParams();
  if (segment === 'business') query.set('segment', 'business');
  query.set(`${environment.brandAbbreviation}Url`, back);
  return `${environment.loginPaths[language]}?${query}`;
}

/** A page that needs a session (of the right segment) sends anyone else to sign in first. */
export function toLogin(
  context: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
  segment: Segment,
) {
  return reply.redirect(loginAddress(context, language, segment, request.url), 303);
}
