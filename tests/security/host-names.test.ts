import { request } from 'node:http';
import { parseAllowedHosts } from '../../sandbox/http/allowed-hosts';
import { cardsPath, codeOf, env, login, signingPath, storeVariants, useSandbox } from '../sandbox/support/bank-client';

// Issue 20, item 3: DNS rebinding. A page on rebind.example points its name at 127.0.0.1; the
// browser then sends `Host: rebind.example:…` and an Origin that matches it, so "same site" checks
// pass. Only the names the sandbox is meant to be reached by may be answered, on every route.

type Raw = { readonly status: number; readonly body: string; readonly setCookie: string[] };

/** fetch sets Host from the URL; node:http lets the test say any Host, as a rebound browser would. */
function ask(
  baseUrl: string,
  options: { method?: string; path: string; host: string; headers?: Record<string, string>; body?: string },
): Promise<Raw> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: options.host, ...options.headers },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body, setCookie: incoming.headers['set-cookie'] ?? [] }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const json = { 'content-type': 'application/json' };

describe.each(storeVariants())('host names the sandbox answers for, on $name', ({ store }) => {
  const started = useSandbox({ store, allowedHosts: ['bank.example'] });
  const port = () => new URL(started.url).port;

  it('answers 421 for a rebound name on every kind of route: control API, session, bank APIs, pages, scripts, config.json, unknown paths', async () => {
    const sanne = await login(started.url, 'sanne');
    const host = `rebind.example:${port()}`;
    const origin = `http://${host}`;
    const calls: { method?: string; path: string; headers?: Record<string, string>; body?: string }[] = [
      {
        method: 'POST',
        path: '/sandbox/login',
        headers: { ...json, origin },
        body: JSON.stringify({ customer: 'sanne' }),
      },
      { path: '/sandbox/sign-items', headers: { origin } },
      { path: '/session', headers: { cookie: sanne.cookie!, 'x-dmb-serviceversion': 'v3' } },
      { path: `${cardsPath}/`, headers: { cookie: sanne.cookie! } },
      { path: `${signingPath}/x/device-code`, headers: { cookie: sanne.cookie! } },
      { path: env.appPaths.nl },
      { path: `${env.appPaths.nl}config.json` },
      { path: env.loginPaths.en },
      { path: env.portal.headerScript },
      { path: '/disturbancemessages?id=ALL' },
      { path: '/no/such/path' },
      // Refused by the router before any hook: a malformed URL, an over-long id.
      { path: `${cardsPath}/%E0%A4%A` },
      { path: `${cardsPath}/${'x'.repeat(150)}` },
    ];
    for (const call of calls) {
      const answer = await ask(started.url, { ...call, host });
      expect({
        path: call.path,
        status: answer.status,
        code: codeOf(JSON.parse(answer.body)),
        cookies: answer.setCookie,
      }).toEqual({
        path: call.path,
        status: 421,
        code: 'REQUEST_INVALID',
        cookies: [],
      });
      expect(answer.body).not.toMatch(/"code":"\d{6}"|Sanne|NL\d{2}DMBK/);
    }
  });

  it('answers localhost, any loopback address and the configured names, with any port', async () => {
    for (const host of [
      `localhost:${port()}`,
      'localhost',
      `127.0.0.1:${port()}`,
      `127.0.0.2:${port()}`,
      `[::1]:${port()}`,
      `app.localhost:${port()}`,
      `BANK.example:${port()}`,
      'bank.example',
    ]) {
      const answer = await ask(started.url, { path: '/sandbox/customers', host });
      expect({ host, status: answer.status }).toEqual({ host, status: 200 });
    }
  });

  it('refuses look-alikes of the allowed names', async () => {
    for (const host of [
      'localhost.rebind.example',
      'bank.example.rebind.example',
      '127.0.0.1.nip.io',
      'rebind.example',
      '0.0.0.0',
      '10.0.0.1',
      'x',
      '[::2]',
    ]) {
      const answer = await ask(started.url, { path: '/sandbox/customers', host });
      expect({ host, status: answer.status }).toEqual({ host, status: 421 });
    }
  });
});

describe('SANDBOX_ALLOWED_HOSTS', () => {
  it('reads comma-separated host names, without ports, in lower case', () => {
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts('')).toEqual([]);
    expect(parseAllowedHosts(' Bank.Example , sandbox.internal,10.1.2.3 ')).toEqual([
      'bank.example',
      'sandbox.internal',
      '10.1.2.3',
    ]);
  });

  it('refuses anything that is not a host name, with a clear message', () => {
    for (const value of ['https://bank.example', 'bank.example:8080', 'bank example', '*', 'bank.example/path']) {
      expect(() => parseAllowedHosts(value)).toThrow(/SANDBOX_ALLOWED_HOSTS/);
    }
  });
});
