import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie, read and written by hand: @fastify/cookie loads the ESM-only `cookie`
 * package through a dynamic import, which jest's CommonJS sandbox cannot run, and the sandbox
 * must start inside any test. Only names and values we mint ourselves are ever written.
 */
/**
 * Over TLS every cookie carries the `__Host-` prefix: the browser then takes it only when it is
 * Secure, for the whole site and from this very host, so neither a plain-http answer nor a
 * sibling subdomain can plant or overwrite a session (fixation). Without TLS a browser refuses
 * such a name, so there it stays plain. Read and written under the same rule.
 */
const nameOver = (name: string, secure: boolean): string => (secure ? `__Host-${name}` : name);

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  const wanted = nameOver(name, request.protocol === 'https');
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== wanted) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

export type CookieOptions = { readonly maxAgeSeconds?: number; readonly secure: boolean };

const TOKEN = /^[\w-]+$/;

/** HttpOnly, SameSite=Strict, whole site (no Domain); Secure and `__Host-` when the request came over TLS. */
export function writeCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  if (!TOKEN.test(name) || !TOKEN.test(value)) throw new Error('cookie names and values are plain tokens');
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  const existing = reply.getHeader('set-cookie');
  const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...cookies, [`${nameOver(name, options.secure)}=${value}`, ...attributes].join('; ')]);
}
