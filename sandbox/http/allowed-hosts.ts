import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { refuse } from './refusal';

/**
 * DNS rebinding: a page on another site points its own name at 127.0.0.1, and the browser then
 * takes the sandbox for that site — `Host` and `Origin` both say rebind.example, so every "same
 * site" check passes and the page may read the answers. Answering only the names the sandbox is
 * meant to be reached by closes that, on every route: localhost (and `*.localhost`, which
 * browsers resolve to loopback themselves), the loopback addresses, and the names configured.
 */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The name of a `Host` header (`name:port`, `[v6]:port`), lower case, without a trailing dot. */
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const lower = host.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(lower);
  if (bracketed) return bracketed[1];
  const name = /^([^:]+)(?::\d{1,5})?$/.exec(lower)?.[1]?.replace(/\.$/, '');
  return name === undefined || name === '' ? undefined : name;
}

function isLoopback(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return isIP(name) === 6 && (name === '::1' || name === '::ffff:127.0.0.1');
}

export function isAllowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  const name = hostnameOf(host);
  return name !== undefined && (isLoopback(name) || allowed.includes(name));
}

/** `SANDBOX_ALLOWED_HOSTS`: host names or addresses, comma-separated (no scheme, no port). */
export function parseAllowedHosts(value: string | undefined): string[] {
  const names = (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  for (const name of names) {
    if (!HOST_NAME.test(name) && isIP(name) === 0) {
      throw new Error(
        `SANDBOX_ALLOWED_HOSTS must list host names or addresses, comma-separated (no scheme, port or path), not ${name}`,
      );
    }
  }
  return names;
}

export const MISDIRECTED =
  'This sandbox answers only for localhost, loopback addresses and the host names in SANDBOX_ALLOWED_HOSTS.';

/** The first check of every request: 421 Misdirected Request for a name this sandbox does not serve. */
export function allowedHostGuard(allowed: readonly string[]): onRequestAsyncHookHandler {
  return async function checkHost(request: FastifyRequest, reply: FastifyReply) {
    if (isAllowedHost(request.host, allowed)) return;
    return refuse(request, reply, 'REQUEST_INVALID', { status: 421, detail: MISDIRECTED });
  };
}
