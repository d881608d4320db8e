import { browser, env, storeVariants, useSandbox } from '../sandbox/support/bank-client';

// Issue 20, item 9: over TLS the session and form cookies carry the `__Host-` prefix, so the
// browser takes them only when set Secure, for the whole site, by this very host — a sibling
// subdomain or a plain-http answer cannot plant or overwrite them (session fixation).

const TLS = { 'x-forwarded-proto': 'https' };
const SESSION_HEADERS = { 'x-dmb-serviceversion': 'v3' };
const pairOf = (setCookie: string | null) => setCookie!.split(';')[0]!;

describe.each(storeVariants())('cookie names over TLS, on $name', ({ store }) => {
  const started = useSandbox({ store, trustProxy: true });
  const signInAs = (customer: string, headers: Record<string, string>) =>
    fetch(`${started.url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ customer }),
    });

  it('names the session cookie __Host-dmb_session over TLS, Secure, Path=/ and no Domain, and reads only that name there', async () => {
    const answer = await signInAs('sanne', TLS);
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-dmb_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    const overTls = browser(started.url, pairOf(cookie));
    expect((await overTls.get('/session', { ...SESSION_HEADERS, ...TLS })).status).toBe(200);

    // A session cookie without the prefix (set over plain http, or planted by a sibling host) does not count over TLS.
    const plain = pairOf((await signInAs('pieter', {})).headers.get('set-cookie'));
    expect(plain).toMatch(/^dmb_session=/);
    expect((await browser(started.url, plain).get('/session', { ...SESSION_HEADERS, ...TLS })).status).toBe(401);
    expect((await browser(started.url, plain).get('/session', SESSION_HEADERS)).status).toBe(200);

    const out = await overTls.send('DELETE', `/${env.productPrefixes.en}/api/csm/session/v1`, { headers: TLS });
    expect(out.headers.get('set-cookie')).toMatch(
      /^__Host-dmb_session=ended; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=0$/,
    );
    expect((await overTls.get('/session', { ...SESSION_HEADERS, ...TLS })).status).toBe(401);
  });

  it('names the form token cookie __Host-dmb_form over TLS, and the form it guards works with it', async () => {
    const host = new URL(started.url).host;
    const proxied = { ...TLS, 'x-forwarded-host': host };
    const page = await fetch(`${started.url}${env.loginPaths.nl}`, { headers: proxied });
    const cookie = page.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-dmb_form=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    const token = /name="formToken" value="([^"]+)"/.exec(await page.text())![1]!;
    const post = await fetch(`${started.url}${env.loginPaths.nl}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...proxied,
        cookie: pairOf(cookie),
        origin: `https://${host}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ formToken: token, customer: 'sanne' }).toString(),
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('set-cookie')).toMatch(/^__Host-dmb_session=/);
  });

  it('keeps the plain names without TLS (a browser refuses __Host- cookies that are not Secure)', async () => {
    expect((await signInAs('sanne', {})).headers.get('set-cookie')).toMatch(
      /^dmb_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect((await fetch(`${started.url}${env.loginPaths.nl}`)).headers.get('set-cookie')).toMatch(/^dmb_form=/);
  });
});
