import type { FastifyReply, FastifyRequest } from 'fastify';
import { applyTraceId } from './trace-id';

/**
 * No inline script or style anywhere (scripts and styles come from this origin as files), no
 * framing, no plugins, forms post only here. The portal's scripts work under it, and so must the
 * app served beside them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What every answer says, whatever it is (beside `Cache-Control` and, over TLS, HSTS). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Every answer, API or page: what a browser must not do with it (the onSend hook). */
export async function securityHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  applySecurityHeaders(request, reply);
}

/** The same, for the answers fastify sends without its hooks (a URL it cannot route: 400, 414). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  applyTraceId(request, reply);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
