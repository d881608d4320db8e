import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { cardsPath, env, login, reset, useSandbox } from './support/bank-client';

const LIST_AS_THE_APP_ASKS = '?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true';

type Raw = { readonly status: number; readonly headers: Record<string, string | string[] | undefined>; readonly body: Buffer };

/** A request whose answer is read as sent: fetch would undo the encoding and drop the evidence. */
function raw(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

// Issue 14: on a slow mobile network the first card waits for config.json and the card list;
// the bank's gateway sends its JSON compressed, and so does the sandbox.
describe('compressed answers', () => {
  const started = useSandbox({ store: { kind: 'memory' } });
  let headers: Record<string, string>;

  beforeEach(async () => {
    await reset(started.url);
    const sanne = await login(started.url, 'sanne');
    headers = { cookie: sanne.cookie!, 'x-xsrf-header': env.xsrfToken, accept: 'application/json' };
  });

  it('sends the card list in brotli when the browser takes it, else gzip, else as it is — the same JSON each way', async () => {
    const url = `${started.url}${cardsPath}/${LIST_AS_THE_APP_ASKS}`;
    const plain = await raw(url, headers);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.paymentInstruments.length).toBeGreaterThan(1);

    const brotli = await raw(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(json);

    const zipped = await raw(url, { ...headers, 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(json);
  });

  it('keeps the security headers on a compressed answer', async () => {
    const brotli = await raw(`${started.url}${cardsPath}/${LIST_AS_THE_APP_ASKS}`, { ...headers, 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('sends config.json compressed next to every app path', async () => {
    for (const appPath of ['/nl/betaalpassen/', '/en-business/debit-cards/']) {
      const answer = await raw(`${started.url}${appPath}config.json`, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(answer.body).toString('utf8')).apiPrefix).toBe(env.apiPrefix);
    }
  });

  it('leaves answers under 1 KB as they are: the session check, a refusal', async () => {
    const session = await raw(`${started.url}/session`, { ...headers, [`x-${env.brandAbbreviation}-serviceversion`]: 'v3', 'accept-encoding': 'br' });
    expect(session.status).toBe(200);
    expect(session.headers['content-encoding']).toBeUndefined();
    const refused = await raw(`${started.url}${cardsPath}/no-such-card`, { ...headers, 'accept-encoding': 'br' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toHaveProperty('errors');
  });

  it('reads a request body as sent: a body the caller compressed is refused, not inflated (no zip bomb past the body limit)', async () => {
    const answer = await fetch(`${started.url}${cardsPath}/sanne-dmc/suspension`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({})),
    });
    expect(answer.status).toBe(400);
    expect((await (await login(started.url, 'sanne')).get(`${cardsPath}/sanne-dmc`)).body.lifeCycle.suspendedBy).toEqual([]);
  });
});
