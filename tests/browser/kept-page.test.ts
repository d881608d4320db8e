import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { control } from '../sandbox/support/bank-client';
import { appUrl, signIn, TEXTS, useApp, type AppPage } from './support/app-session';
import { builtApp } from './support/built-app';
import { firstVisitInstallingWorker, PHONE_NETWORK } from './support/phone-network';

jest.setTimeout(60_000);

/**
 * Issue 34 in a real Chromium against the sandbox: once the app has run, its service worker keeps
 * the app's page (adapters/browser/service-worker/kept-page.ts). A returning customer's
 * navigation shows it as soon as the worker has it, while the network's page races it; the
 * worker asks the server for the page again for the next visit. Offline, the page kept says
 * what to do rather than the browser's error page.
 */
/** The build served, a copy of the app's own: a release changes it (`release`). */
const served = mkdtempSync(join(tmpdir(), 'kept-page-app-'));
beforeAll(async () => cpSync(await builtApp(), served, { recursive: true }), 180_000);
const app = useApp({ appDir: served });

const firstModuleOf = (html: string) => /<script type="module" async src="\.\/assets\/([^"]+)"/.exec(html)?.[1];

/** A release: the server's pages name a new first module (the same code under a new name, as a new build's hash gives). */
function release(): { before: string; after: string } {
  const before = firstModuleOf(readFileSync(join(served, 'index.nl.html'), 'utf8'))!;
  const after = before.replace(/\.js$/, 'R.js');
  copyFileSync(join(served, 'assets', before), join(served, 'assets', after));
  for (const name of ['index.html', 'index.nl.html', 'index.en.html']) {
    const file = join(served, name);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(before, after));
  }
  return { before, after };
}

/** The first visit, until the worker is active and has kept the page; then away, so that the next one is a new document. */
async function firstVisit(page: Page, address: string): Promise<void> {
  await firstVisitInstallingWorker(page, address);
  await page.waitForFunction(
    async (kept) => (await (await caches.open('dcss-kept-page')).keys()).some((request) => request.url === kept),
    address.split('#')[0],
  );
  await page.goto('about:blank');
}

/** How each navigation's document was answered, as the browser's service worker router reports it. */
async function documentSources(cdp: CDPSession): Promise<string[]> {
  const sources: string[] = [];
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Document') sources.push(response.serviceWorkerRouterInfo?.actualSourceType ?? 'no worker');
  });
  return sources;
}

let { context, page, watched } = {} as AppPage;

beforeEach(async () => {
  await control(app.url).send('DELETE', '/sandbox/faults');
});

it('a returning customer on a slow network gets the page kept from the last visit, then the card; the worker asks for the page again for the next visit (nl)', async () => {
  ({ context, page, watched } = await app.newPage('mobile'));
  await signIn(context, app.url, 'sanne');
  const address = appUrl(app.url, { language: 'nl' });
  const pagePath = new URL(address).pathname;
  await firstVisit(page, address);
  const askedByWorker: { path: string; status: Promise<number | undefined> }[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker())
      askedByWorker.push({
        path: new URL(request.url()).pathname,
        status: request.response().then((r) => r?.status()),
      });
  });
  const cdp = await context.newCDPSession(page);
  const sources = await documentSources(cdp);
  // A phone's network: the page's own request takes a round trip of 150 ms at least.
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await page.goto(address);
  await page.locator('#root .status-panel__heading').waitFor();
  expect(sources).toEqual(['fetch-event']);
  expect(await page.title()).toContain(TEXTS.nl.routes.cardManagement.title);
  // Once the first card's calls are in, the worker asks the server for the page (unchanged: a 304).
  const pageAsked = () => askedByWorker.filter(({ path }) => path === pagePath);
  for (let waited = 0; pageAsked().length === 0 && waited < 5_000; waited += 100) await page.waitForTimeout(100);
  expect(pageAsked()).toHaveLength(1);
  expect([200, 304]).toContain(await pageAsked()[0]!.status);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('offline after the first visit, the page kept says to check the connection and to load it again; back online, that shows the card (en)', async () => {
  ({ context, page, watched } = await app.newPage('desktop'));
  await signIn(context, app.url, 'sanne');
  const address = appUrl(app.url, { language: 'en' });
  await firstVisit(page, address);
  await context.setOffline(true);
  await page.goto(address);
  const t = TEXTS.en;
  const failure = page.getByRole('alert');
  await failure.getByRole('heading', { name: t.shell.loadFailed.title }).waitFor();
  expect(await failure.innerText()).toContain(t.shell.loadFailed.message);
  expect(await page.locator('.boot-loading').isVisible()).toBe(false);

  await context.setOffline(false);
  await page.getByRole('button', { name: t.shell.loadFailed.reload }).click();
  await page.locator('#root .status-panel__heading').waitFor();
  expect(watched.cspViolations).toEqual([]);
});

it('after a release, the next visit keeps the new build’s page and fetches its module, so the visit after shows the new build at once (nl)', async () => {
  ({ context, page, watched } = await app.newPage('mobile'));
  await signIn(context, app.url, 'sanne');
  const address = appUrl(app.url, { language: 'nl' });
  await firstVisit(page, address);
  const { before, after } = release();
  const fetchedByWorker: string[] = [];
  context.on('requestfinished', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname);
  });
  const cdp = await context.newCDPSession(page);
  const sources = await documentSources(cdp);
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  const shownModule = () => page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));

  // The visit after the release: the page kept before, whose build the browser still has.
  await page.goto(address);
  await page.locator('#root .status-panel__heading').waitFor();
  expect([sources, await shownModule()]).toEqual([['fetch-event'], `./assets/${before}`]);
  // Once the first card is in: the server's new page kept, and its module fetched into the browser's cache.
  await page.waitForFunction(
    async ([kept, module]) => (await (await caches.match(kept!))?.text())?.includes(module!) === true,
    [address.split('#')[0], after],
  );
  for (let waited = 0; !fetchedByWorker.some((path) => path.endsWith(after)) && waited < 5_000; waited += 100)
    await page.waitForTimeout(100);
  await page.goto('about:blank');

  // The visit after that: the new build's page, from the worker at once.
  await page.goto(address);
  await page.locator('#root .status-panel__heading').waitFor();
  expect([sources, await shownModule()]).toEqual([['fetch-event', 'fetch-event'], `./assets/${after}`]);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});
