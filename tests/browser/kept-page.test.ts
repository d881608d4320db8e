import type { CDPSession, Page } from 'playwright-core';
import { control } from '../sandbox/support/bank-client';
import { appUrl, signIn, TEXTS, useApp, type AppPage } from './support/app-session';

jest.setTimeout(60_000);

/**
 * Issue 34 in a real Chromium against the sandbox: once the app has run, its service worker keeps
 * the app's page (adapters/browser/service-worker/kept-page.ts). A returning customer's
 * navigation shows it as soon as the worker has it, while the network's page races it; the
 * worker asks the server for the page again for the next visit. Offline, the page kept says
 * what to do rather than the browser's error page.
 */
const app = useApp();

/** The first visit, until the worker is active and has kept the page; then away, so that the next one is a new document. */
async function firstVisit(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.locator('#root .status-panel__heading').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
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
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
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
