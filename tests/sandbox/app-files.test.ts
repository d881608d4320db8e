import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { useSandbox } from './support/bank-client';

/** A stand-in for `dist/app` with the build's file layout, so the test needs no build. */
function fakeBuild(): string {
  const directory = mkdtempSync(join(tmpdir(), 'app-build-'));
  mkdirSync(join(directory, 'assets'));
  for (const language of ['nl', 'en']) {
    writeFileSync(
      join(directory, `index.${language}.html`),
      `<!doctype html><html lang="${language}"><script type="module" src="./assets/main-AB12.js"></script></html>`,
    );
  }
  // As the development build links its map (the production build's are hidden and not served: tests/security/source-maps.test.ts).
  writeFileSync(
    join(directory, 'assets/main-AB12.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});\n//# sourceMappingURL=main-AB12.js.map\n`,
  );
  writeFileSync(join(directory, 'assets/app-CD34.css'), 'body{margin:0}');
  writeFileSync(join(directory, 'assets/main-AB12.js.map'), '{"version":3}');
  writeFileSync(join(directory, 'assets/main-AB12.js.LEGAL.txt'), 'MIT');
  // As the production build leaves a script: compressed ahead, beside it.
  writeFileSync(join(directory, 'assets/chunk-EF56.js'), 'export const a = 1;');
  writeFileSync(join(directory, 'assets/chunk-EF56.js.br'), brotliCompressSync('export const a = "from the build";'));
  writeFileSync(join(directory, 'assets/chunk-EF56.js.gz'), gzipSync('export const a = "from the build";'));
  // The service worker (issue 14), beside the pages.
  writeFileSync(
    join(directory, 'calls-ahead-worker.js'),
    `self.addEventListener("fetch",()=>{});/*${'w'.repeat(2000)}*/`,
  );
  return directory;
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });

describe('the web app served by the sandbox', () => {
  const appDir = fakeBuild();
  const started = useSandbox({ appDir });
  const missing = useSandbox({ appDir: join(appDir, 'not-built') });
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it.each([
    ['/nl/betaalpassen/', 'nl'],
    ['/en/debit-cards/', 'en'],
    ['/nl-zakelijk/betaalpassen/', 'nl'],
    ['/en-business/debit-cards/', 'en'],
  ])('serves the page in the path’s language at %s, never cached, under the CSP', async (path, language) => {
    const answer = await get(`${started.url}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await answer.text()).toContain(`<html lang="${language}">`);
  });

  it('sends an app path without its trailing slash to the one with it, query kept (the page’s URLs are relative)', async () => {
    const answer = await get(`${started.url}/en/debit-cards?enforcePlain=true`);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/en/debit-cards/?enforcePlain=true');
  });

  it.each(['/nl/betaalpassen/', '/en-business/debit-cards/'])(
    'serves the service worker beside the page at %s, checked again on every navigation (issue 14)',
    async (path) => {
      const answer = await get(`${started.url}${path}calls-ahead-worker.js`, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
      // A fixed name: were it kept for good, a new build's worker would not be found.
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toContain('self.addEventListener("fetch"');
      expect((await get(`${started.url}${path}assets/calls-ahead-worker.js`)).status).toBe(404);
      expect((await get(`${missing.url}${path}calls-ahead-worker.js`)).status).toBe(404);
    },
  );

  it('opens the Dutch app at /', async () => {
    const answer = await get(`${started.url}/`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/nl/betaalpassen/');
  });

  it('serves hashed assets for good, compressed when the browser accepts it', async () => {
    const plain = await get(`${started.url}/nl/betaalpassen/assets/main-AB12.js`, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await plain.text();
    const zipped = await get(`${started.url}/en-business/debit-cards/assets/main-AB12.js`, {
      'accept-encoding': 'gzip',
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(body.length / 4);
    const again = await get(`${started.url}/nl/betaalpassen/assets/main-AB12.js`, {
      'if-none-match': plain.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('sends the build’s own compressed copies when there are, and compresses on the fly only what has none', async () => {
    const brotli = await get(`${started.url}/nl/betaalpassen/assets/chunk-EF56.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    // fetch undoes the encoding it was sent in.
    expect(await brotli.text()).toBe('export const a = "from the build";');
    const zipped = await get(`${started.url}/nl/betaalpassen/assets/chunk-EF56.js`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe('export const a = "from the build";');
    const plain = await get(`${started.url}/nl/betaalpassen/assets/chunk-EF56.js`, { 'accept-encoding': 'identity' });
    expect(await plain.text()).toBe('export const a = 1;');
    const map = await get(`${started.url}/nl/betaalpassen/assets/main-AB12.js.map`, { 'accept-encoding': 'br' });
    expect(map.headers.get('content-type')).toMatch(/^application\/json/);
    expect(map.headers.get('content-encoding')).toBe('br');
    expect(await map.text()).toBe('{"version":3}');
    expect(await (await get(`${started.url}/en/debit-cards/assets/main-AB12.js.LEGAL.txt`)).text()).toBe('MIT');
    // The compressed copies themselves are not files of the app.
    expect((await get(`${started.url}/nl/betaalpassen/assets/chunk-EF56.js.br`)).status).toBe(404);
  });

  it('serves a rebuilt file afresh (npm run dev rewrites files in place)', async () => {
    const first = await (await get(`${started.url}/nl/betaalpassen/assets/app-CD34.css`)).text();
    writeFileSync(join(appDir, 'assets/app-CD34.css'), 'body{margin:1px}');
    utimesSync(join(appDir, 'assets/app-CD34.css'), new Date(), new Date(Date.now() + 5000));
    const second = await (await get(`${started.url}/nl/betaalpassen/assets/app-CD34.css`)).text();
    expect([first, second]).toEqual(['body{margin:0}', 'body{margin:1px}']);
  });

  it.each(['..%2Findex.nl.html', '%2e%2e%2f%2e%2e%2fpackage.json', 'main-AB12.js%00.css', 'nope.exe', 'missing-00.js'])(
    'refuses %s with the bank’s 404 and reads nothing outside the build',
    async (name) => {
      const answer = await get(`${started.url}/nl/betaalpassen/assets/${name}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ errors: [expect.objectContaining({ code: 'REQUEST_INVALID' })] });
    },
  );

  it('keeps the portal’s own pages and config.json under the app path', async () => {
    expect((await get(`${started.url}/nl/betaalpassen/config.json`)).status).toBe(200);
    expect((await get(`${started.url}/nl/betaalpassen/landen-europa/`)).headers.get('content-type')).toMatch(
      /^text\/html/,
    );
  });

  it('says how to build the app when there is no build, in the path’s language', async () => {
    const answer = await get(`${missing.url}/en/debit-cards/`);
    expect(answer.status).toBe(503);
    const page = await answer.text();
    expect(page).toContain('npm run build');
    expect(page).toContain('<html lang="en"');
  });
});
