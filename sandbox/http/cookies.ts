import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie, read and written by hand: @fastify/cookie loads the ESM-only `cookie`
 * package through a dynamic import, which jest's CommonJS sandbox cannot run, and the sandbox
 * must start inside any test. Only names and values we mint ourselves are ever written.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

export type CookieOptions = { readonly maxAgeSeconds?: number; readonly secure: boolean };

const TOKEN = /^[\w-]+$/;

/** HttpOnly, SameSite=Strict, whole site; Secure when the request came over TLS. */
export function writeCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  if (!TOKEN.test(name) || !TOKEN.test(value)) throw new Error('cookie names and values are plain tokens');
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  const existing = reply.getHeader('set-cookie');
  const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...cookies, [`${name}=${value}`, ...attributes].join('; ')]);
}
