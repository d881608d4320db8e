import { gzipSync } from 'node:zlib';
import { cardsPath, control, env, login, reset, useSandbox, type Browser } from './support/bank-client';

const LIST_AS_THE_APP_ASKS = '?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true';
const LIST = `${cardsPath}/${LIST_AS_THE_APP_ASKS}`;

// Issue 14: on a slow mobile network the first card waits for config.json and the card list;
// the bank's gateway sends its JSON compressed, and so does the sandbox. fetch undoes the
// encoding it was sent in and keeps the headers that name it.
describe('compressed answers', () => {
  const started = useSandbox({ store: { kind: 'memory' } });
  let sanne: Browser;

  beforeEach(async () => {
    await reset(started.url);
    sanne = await login(started.url, 'sanne');
  });

  it('sends the card list in brotli when the browser takes it, else gzip, else as it is — the same JSON each way', async () => {
    const plain = await sanne.get(LIST, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.paymentInstruments.length).toBeGreaterThan(1);

    const brotli = await sanne.get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(Number(plain.headers.get('content-length')) / 3);
    expect(brotli.body).toEqual(plain.body);

    const zipped = await sanne.get(LIST, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.body).toEqual(plain.body);
  });

  it('keeps the security headers on a compressed answer', async () => {
    const brotli = await sanne.get(LIST, { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('no-store');
    expect(brotli.headers.get('x-content-type-options')).toBe('nosniff');
    expect(brotli.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });

  it('sends config.json compressed next to every app path', async () => {
    for (const appPath of ['/nl/betaalpassen/', '/en-business/debit-cards/']) {
      const answer = await control(started.url).get(`${appPath}config.json`, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.body.apiPrefix).toBe(env.apiPrefix);
    }
  });

  it('leaves answers under 1 KB as they are: the session check, a refusal', async () => {
    const session = await sanne.get('/session', {
      [`x-${env.brandAbbreviation}-serviceversion`]: 'v3',
      'accept-encoding': 'br',
    });
    expect(session.status).toBe(200);
    expect(session.headers.get('content-encoding')).toBeNull();
    const refused = await sanne.get(`${cardsPath}/no-such-card`, { 'accept-encoding': 'br' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.body).toHaveProperty('errors');
  });

  it('reads a request body as sent: a body the caller compressed is refused, not inflated (no zip bomb past the body limit)', async () => {
    const answer = await fetch(`${started.url}${cardsPath}/sanne-dmc/suspension`, {
      method: 'POST',
      headers: {
        cookie: sanne.cookie!,
        'x-xsrf-header': env.xsrfToken,
        accept: 'application/json',
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: gzipSync(JSON.stringify({})),
    });
    expect(answer.status).toBe(400);
    expect((await sanne.get(`${cardsPath}/sanne-dmc`)).body.lifeCycle.suspendedBy).toEqual([]);
  });
});
