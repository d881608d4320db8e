import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../application/environment';
import { readCookie, writeCookie } from './cookies';
import { isCrossSite } from './same-site';

/**
 * The portal's own forms (sign-in, the mobile-app stand-in, address, activation) cannot send the
 * X-XSRF-HEADER the APIs demand, so they carry a token instead: the same random value in a
 * SameSite=Strict, HttpOnly cookie and in the form (double submit), and the browser must not say
 * the post comes from another site.
 */
export const FORM_TOKEN_FIELD = 'formToken';
const formCookieName = (environment: Environment): string => `${environment.brandAbbreviation}_form`;
const TOKEN = /^[\w-]{32}$/;

/** The form token for a page, set as a cookie when the browser has none yet. */
export function formToken(environment: Environment, request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, formCookieName(environment));
  if (existing !== undefined && TOKEN.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  writeCookie(reply, formCookieName(environment), token, { secure: request.protocol === 'https' });
  return token;
}

export function isValidFormPost(
  environment: Environment,
  request: FastifyRequest,
  body: Record<string, unknown>,
): boolean {
  const cookie = readCookie(request, formCookieName(environment));
  const field = body[FORM_TOKEN_FIELD];
  if (cookie === undefined || typeof field !== 'string' || !TOKEN.test(cookie) || field.length !== cookie.length)
    return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(field)) && !isCrossSite(request);
}
