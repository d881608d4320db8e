import { startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import {
  browser,
  cardsPath,
  codeOf,
  control,
  env,
  limitsPath,
  login,
  TODAY,
  useSandbox,
} from '../sandbox/support/bank-client';

// Issue 8, "Served headers": on every answer — pages, API answers, and the refusals fastify
// produces before any route runs — and HSTS and Secure cookies only when the request came over
// TLS, which behind a load balancer only its trusted X-Forwarded-Proto can say.

function expectHardened(headers: Headers, what: string): void {
  const csp = headers.get('content-security-policy') ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect({ what, scriptSrc: scriptSrc.trim(), inline: /unsafe-inline|unsafe-eval/.test(csp) }).toEqual({
    what,
    scriptSrc: "'self'",
    inline: false,
  });
  expect({
    what,
    frameAncestors: /frame-ancestors 'none'/.test(csp),
    objectNone: /object-src 'none'/.test(csp),
  }).toEqual({ what, frameAncestors: true, objectNone: true });
  expect({
    what,
    nosniff: headers.get('x-content-type-options'),
    referrer: headers.get('referrer-policy'),
    frame: headers.get('x-frame-options'),
  }).toEqual({ what, nosniff: 'nosniff', referrer: 'same-origin', frame: 'DENY' });
}

describe('served headers', () => {
  const started = useSandbox({ attemptLimit: { attempts: 1, windowSeconds: 60 } });

  it('are on every answer, the refusals fastify makes before any route runs included', async () => {
    const sanne = await login(started.url, 'sanne');
    const anonymous = browser(started.url);
    const deep = `{"limitValue":${'['.repeat(200)}${']'.repeat(200)}}`;
    const answers: [string, Promise<{ status: number; headers: Headers }>, number][] = [
      ['card list', sanne.get(`${cardsPath}/`), 200],
      ['login page', fetch(`${started.url}${env.loginPaths.nl}`), 200],
      ['portal script', fetch(`${started.url}/portal/resources/demobank/header/v2/header.js`), 200],
      ['no session', anonymous.get(`${cardsPath}/`), 401],
      ['no XSRF header', sanne.send('POST', `${cardsPath}/sanne-dmc/suspension`, { xsrf: false }), 403],
      ['unknown path', fetch(`${started.url}/no/such/path`), 404],
      ['unknown method', sanne.send('PATCH', `${cardsPath}/sanne-dmc/suspension`), 404],
      [
        'malformed JSON',
        sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { raw: '{"limitValue":' }),
        400,
      ],
      ['too deeply nested JSON', sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { raw: deep }), 400],
      [
        'not JSON',
        sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {
          raw: 'limitValue=1',
          contentType: 'text/plain',
        }),
        415,
      ],
      [
        'too large',
        sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {
          body: { limitValue: 1, pad: 'x'.repeat(20_000) },
        }),
        413,
      ],
      ['id too long', sanne.get(`${cardsPath}/${'x'.repeat(150)}`), 414],
      ['malformed URL', fetch(`${started.url}${cardsPath}/%E0%A4%A`), 400],
    ];
    for (const [what, pending, status] of answers) {
      const answer = await pending;
      expect({ what, status: answer.status }).toEqual({ what, status });
      expectHardened(answer.headers, what);
    }
    // The rate limit (one sign-in a minute here): the first handover is refused as unknown, the second as too many.
    const handover = {
      sessionId: 'a',
      response: 'b',
      challengeHandle: 'c',
      challengeDeviceDetails: 'd',
      appId: 'SIMPLE_BANKING',
      accessToolUsage: 'SESSIONHANDOVER',
    };
    await anonymous.send('PUT', '/session/sessionhandoverresponse', { body: handover });
    const limited = await anonymous.send('PUT', '/session/sessionhandoverresponse', { body: handover });
    expect([limited.status, codeOf(limited.body)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expectHardened(limited.headers, 'rate limit');
  });

  it('set cookies HttpOnly and SameSite=Strict, and without TLS neither Secure nor HSTS, whatever X-Forwarded-Proto claims', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const answer = await fetch(`${started.url}/sandbox/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ customer: 'sanne' }),
      });
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/; HttpOnly; SameSite=Strict$/);
      expect(cookie).not.toMatch(/Secure/);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
      const page = await fetch(`${started.url}${env.loginPaths.en}`, { headers });
      expect(page.headers.get('set-cookie')).toMatch(/^dmb_form=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('behind a trusted TLS-terminating proxy (trustProxy)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ today: TODAY, trustProxy: true });
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('sends HSTS and Secure cookies when the proxy says the request came over https, and not when it says http', async () => {
    const overTls = await fetch(`${sandbox.url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ customer: 'sanne' }),
    });
    expect(overTls.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const refusal = await fetch(`${sandbox.url}/no/such/path`, { headers: { 'x-forwarded-proto': 'https' } });
    expect([refusal.status, refusal.headers.get('strict-transport-security')]).toEqual([
      404,
      'max-age=31536000; includeSubDomains',
    ]);
    const plain = await fetch(`${sandbox.url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'http' },
      body: JSON.stringify({ customer: 'sanne' }),
    });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('takes the proxy’s https origin as its own for the portal’s forms', async () => {
    const host = new URL(sandbox.url).host;
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': host };
    const page = await fetch(`${sandbox.url}${env.loginPaths.nl}`, { headers: proxied });
    const token = /name="formToken" value="([^"]+)"/.exec(await page.text())![1]!;
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const post = (origin: string) =>
      fetch(`${sandbox.url}${env.loginPaths.nl}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...proxied, cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ formToken: token, customer: 'sanne' }).toString(),
      });
    expect((await post(`https://${host}`)).status).toBe(303);
    expect((await post(`http://${host}`)).status).toBe(403);
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ today: TODAY, trustProxy: true, attemptLimit: { attempts: 2, windowSeconds: 60 } });
  }, 60_000);
  afterAll(() => sandbox?.close());

  const handover = {
    sessionId: 'a',
    response: 'b',
    challengeHandle: 'c',
    challengeDeviceDetails: 'd',
    appId: 'SIMPLE_BANKING',
    accessToolUsage: 'SESSIONHANDOVER',
  };
  const guess = (forwardedFor: string) =>
    fetch(`${sandbox.url}/session/sessionhandoverresponse`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-xsrf-header': env.xsrfToken, 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(handover),
    }).then((answer) => answer.status);

  it('count the address the balancer saw, not the ones a client writes into X-Forwarded-For itself', async () => {
    // The balancer appends the address it saw (203.0.113.7) to whatever the client sent.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push(await guess(`198.51.100.${attempt}, 203.0.113.7`));
    expect(statuses).toEqual([401, 401, 429, 429]);
    // Another client behind the same balancer has attempts of its own.
    expect(await guess('203.0.113.8')).toBe(401);
  });
});

describe('hostile JSON bodies', () => {
  const started = useSandbox({});

  it('refuses nesting deeper than 32 levels with 400 REQUEST_INVALID on every API, before anything walks it', async () => {
    const sanne = await login(started.url, 'sanne');
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const cases: [string, string, string][] = [
      ['PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, `{"limitValue":${nested(5000)}}`],
      ['POST', '/sandbox/faults', `{"method":"GET","path":"/x","status":500,"body":{"a":${nested(30_000)}}}`],
      ['POST', '/sandbox/analytics', `{"a":${nested(4000)}}`],
      ['PUT', '/sandbox/disturbances', `[${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}]`],
    ];
    for (const [method, path, raw] of cases) {
      const answer = await sanne.send(method, path, { raw });
      expect({ path, status: answer.status, code: codeOf(answer.body) }).toEqual({
        path,
        status: 400,
        code: 'REQUEST_INVALID',
      });
      expect(answer.body.errors[0].message).toMatch(/nests deeper than 32 levels/);
    }
    // Depth inside strings does not count, and ordinary bodies still pass.
    const text = await sanne.send('POST', '/sandbox/analytics', {
      body: { note: '['.repeat(100), nested: { a: { b: [1, [2, [3]]] } } },
    });
    expect(text.status).toBe(202);
    expect((await control(started.url).get('/sandbox/faults')).body).toEqual({ faults: [] });
  });
});
