import type { BrowserContext, Page, Response } from 'playwright-core';
import { control, env } from '../sandbox/support/bank-client';
import { appUrl, signIn, useApp, type AppPage } from './support/app-session';
import { CARD_LIST_PATH, pathOf, REAUTHORISE_START_PATH } from './support/first-calls';
import { firstVisitInstallingWorker } from './support/phone-network';

jest.setTimeout(60_000);

/**
 * Issue 14 in a real Chromium against the sandbox: once the app has run, its service worker
 * (adapters/browser/service-worker/) asks for a returning customer's config, session check and card
 * list as the page is navigated to, and the page's own requests for them are answered from those —
 * while the page still checks the session before any card shows and handles a 401 as section 4 says.
 */
const app = useApp();
let { context, page, watched } = {} as AppPage;
const LIST = CARD_LIST_PATH;
const START = REAUTHORISE_START_PATH;

/** The app's first visit, until its worker is active (what a returning customer's browser has), then away. */
async function firstVisit(target: Page, language: 'nl' | 'en'): Promise<void> {
  await firstVisitInstallingWorker(target, appUrl(app.url, { language }));
  // A new document next, not the same one with the same hash (which would not load anew).
  await target.goto('about:blank');
}

/** The page's own requests and answers, and the requests the network saw from the worker, by path. */
function record(target: Page, of: BrowserContext) {
  const answered: Response[] = [];
  const asked: string[] = [];
  const byWorker: string[] = [];
  target.on('request', (request) => asked.push(pathOf(request)));
  target.on('response', (response) => answered.push(response));
  of.on('request', (request) => {
    if (request.serviceWorker()) byWorker.push(pathOf(request));
  });
  const answerOf = (path: string) => answered.filter((response) => pathOf(response.request()) === path);
  return { asked, answered, byWorker, answerOf };
}

beforeEach(async () => {
  await control(app.url).send('DELETE', '/sandbox/faults');
  ({ context, page, watched } = await app.newPage('mobile'));
  await signIn(context, app.url, 'sanne');
});

it('a returning customer’s config, session check and card list are asked as the page is navigated to, and the page takes them (nl)', async () => {
  await firstVisit(page, 'nl');
  const seen = record(page, context);
  await page.goto(appUrl(app.url, { language: 'nl' }));
  await page.locator('#root .status-panel__heading').waitFor();
  // The worker asked for each once; the page's own requests were answered from those.
  expect(seen.byWorker.filter((path) => ['/session', LIST].includes(path)).sort()).toEqual(['/session', LIST].sort());
  for (const path of ['/session', LIST]) {
    expect(seen.answerOf(path).map((response) => [response.status(), response.fromServiceWorker()])).toEqual([
      [200, true],
    ]);
  }
  expect(seen.answerOf('/nl/betaalpassen/config.json').map((response) => response.fromServiceWorker())).toEqual([true]);
  expect(seen.byWorker).toContain('/nl/betaalpassen/config.json');
  // The scripts come as without the worker: from the browser's cache or the network, never through it.
  const scripts = seen.answered.filter((response) => pathOf(response.request()).includes('/assets/'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((response) => response.fromServiceWorker())).toEqual([]);
  expect(await page.locator('#root .status-panel__heading').innerText()).not.toBe('');
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('the page is not held for a stopped worker: its navigation races it, and the worker still asks ahead (en)', async () => {
  await firstVisit(page, 'en');
  const cdp = await context.newCDPSession(page);
  // As a browser stops an idle worker: the next navigation would otherwise wait for it to start.
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.send('Network.enable');
  const routed: unknown[] = [];
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Document') routed.push(response.serviceWorkerRouterInfo);
  });
  const seen = record(page, context);
  const address = appUrl(app.url, { language: 'en' });
  const pagePath = new URL(address).pathname;
  await page.goto(address);
  await page.locator('#root .status-panel__heading').waitFor();
  // The first answer is shown: the network's, or the page kept from the last visit (kept-page.test.ts).
  expect(routed).toEqual([expect.objectContaining({ matchedSourceType: 'race-network-and-fetch-handler' })]);
  expect(['network', 'fetch-event']).toContain((routed[0] as { actualSourceType: string }).actualSourceType);
  expect(seen.asked.filter((path) => path === pagePath)).toHaveLength(1);
  // The worker asks for the page at most once more: to keep the server's newest for the next visit.
  expect(seen.byWorker.filter((path) => path === pagePath).length).toBeLessThanOrEqual(1);
  expect(seen.byWorker).toEqual(expect.arrayContaining(['/session', LIST]));
  expect(seen.answerOf(LIST).map((response) => [response.status(), response.fromServiceWorker()])).toEqual([
    [200, true],
  ]);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('the session check asked ahead still decides: a 401 sends the customer to login, no card shown (en)', async () => {
  await firstVisit(page, 'en');
  const seen = record(page, context);
  await control(app.url).send('POST', '/sandbox/faults', { body: { method: 'GET', path: '/session', status: 401 } });
  await page.goto(appUrl(app.url, { language: 'en' }));
  await page.waitForURL((url) => url.pathname === env.loginPaths.en);
  expect(seen.answerOf('/session').map((response) => [response.status(), response.fromServiceWorker()])).toEqual([
    [401, true],
  ]);
  expect(seen.byWorker).toContain(LIST);
});

it('a 401 of the list asked ahead re-authorises, and the retry goes to the network; then the card shows (nl)', async () => {
  await firstVisit(page, 'nl');
  const seen = record(page, context);
  await control(app.url).send('POST', '/sandbox/faults', { body: { method: 'GET', path: LIST, status: 401 } });
  await page.goto(appUrl(app.url, { language: 'nl' }));
  await page.locator('#root .status-panel__heading').waitFor();
  expect(seen.answerOf(LIST).map((response) => [response.status(), response.fromServiceWorker()])).toEqual([
    [401, true],
    [200, false],
  ]);
  expect(seen.asked.indexOf(START)).toBeGreaterThan(-1);
  expect(watched.cspViolations).toEqual([]);
});

it('two tabs opened at once each get their own navigation’s answers (en)', async () => {
  await firstVisit(page, 'en');
  const second = await context.newPage();
  const seen = [record(page, context), record(second, context)];
  await Promise.all([page.goto(appUrl(app.url, { language: 'en' })), second.goto(appUrl(app.url, { language: 'en' }))]);
  await Promise.all([page, second].map((tab) => tab.locator('#root .status-panel__heading').waitFor()));
  for (const tab of seen)
    expect(tab.answerOf(LIST).map((response) => [response.status(), response.fromServiceWorker()])).toEqual([
      [200, true],
    ]);
});

it('the worker carries no answer over to a later visit: signed out, the next visit goes to login (nl)', async () => {
  await firstVisit(page, 'nl');
  await context.clearCookies();
  await page.goto(appUrl(app.url, { language: 'nl' }));
  await page.waitForURL((url) => url.pathname === env.loginPaths.nl);
});
