import { env } from '../../sandbox/support/bank-client';
import type { SandboxProcess } from './cluster';

export type Answer = {
  readonly status: number;
  readonly body: any;
  readonly headers: Headers;
  readonly location: string | undefined;
};

export type SendOptions = {
  /** JSON body. */
  readonly body?: unknown;
  /** A form post, as a page or the authorize call sends it. */
  readonly form?: Record<string, string>;
  /** The XSRF header (section 4) on by default, as the app always sends it. */
  readonly xsrf?: boolean;
  readonly headers?: Record<string, string>;
};

/**
 * One client behind the balancer: a browser's cookie jar and its own address (the balancer's
 * X-Forwarded-For, which the processes trust one hop of), whichever process answers a request.
 */
export type Visitor = {
  readonly address: string;
  readonly cookies: Map<string, string>;
  send(at: SandboxProcess, method: string, path: string, options?: SendOptions): Promise<Answer>;
  get(at: SandboxProcess, path: string, headers?: Record<string, string>): Promise<Answer>;
};

let visitors = 0;

export function visitor(cookies: Record<string, string> = {}): Visitor {
  visitors += 1;
  const address = `198.51.100.${visitors}`;
  const jar = new Map(Object.entries(cookies));
  async function send(at: SandboxProcess, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': address,
      ...options.headers,
    };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.xsrf !== false) headers['x-xsrf-header'] = env.xsrfToken;
    let payload: string | undefined;
    if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${at.url}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(payload === undefined ? {} : { body: payload }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/;\s*Max-Age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // A page: left as text.
    }
    return {
      status: response.status,
      body,
      headers: response.headers,
      location: response.headers.get('location') ?? undefined,
    };
  }
  return { address, cookies: jar, send, get: (at, path, headers) => send(at, 'GET', path, headers ? { headers } : {}) };
}

/** A visitor signed in as `customer` through the control API of process `at`. */
export async function signedIn(at: SandboxProcess, customer: string): Promise<Visitor> {
  const client = visitor();
  const answer = await client.send(at, 'POST', '/sandbox/login', { body: { customer } });
  if (answer.status !== 200) throw new Error(`login as ${customer} on ${at.name}: ${answer.status}`);
  return client;
}

/** The same request sent `count` times at once, spread over the processes in turn. */
export function spread(
  processes: readonly SandboxProcess[],
  count: number,
  send: (at: SandboxProcess, index: number) => Promise<Answer>,
): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(processes[index % processes.length]!, index)));
}
