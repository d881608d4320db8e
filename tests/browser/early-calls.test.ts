import type { Page } from 'playwright-core';
import { control, env } from '../sandbox/support/bank-client';
import { appUrl, signIn, useApp, type AppPage } from './support/app-session';
import { CARD_LIST_PATH, pathOf, REAUTHORISE_START_PATH } from './support/first-calls';
import { firstModuleScripts, holdAppScripts } from './support/first-module';

jest.setTimeout(60_000);

/**
 * Issue 14 in a real Chromium against the sandbox: the page's first module asks for the session
 * check and the card list together, before the app has run, and hands the answers to the app —
 * which still shows no card before the session check succeeded (section 2.1), and still handles
 * a 401 of either as section 4 says (login; re-authorise and retry once).
 */
const app = useApp();
let { context, page, watched } = {} as AppPage;
const LIST = CARD_LIST_PATH;
const START = REAUTHORISE_START_PATH;

/** What the page asked for and was answered, in order, by path. */
function record(target: Page): string[] {
  const events: string[] = [];
  target.on('request', (request) => events.push(`asked ${pathOf(request)}`));
  target.on('response', (response) => events.push(`answered ${pathOf(response.request())}`));
  return events;
}

beforeEach(async () => {
  await control(app.url).send('DELETE', '/sandbox/faults');
  ({ context, page, watched } = await app.newPage('desktop'));
  await signIn(context, app.url, 'sanne');
});

it("asks for the session check and the card list together, each once, before the app's scripts have arrived (nl)", async () => {
  const events = record(page);
  // The app's scripts held back: what goes out meanwhile is the first module's doing.
  const releaseScripts = await holdAppScripts(page);
  // Not until "load": that waits for the held script.
  await page.goto(appUrl(app.url, { language: 'nl' }), { waitUntil: 'commit' });
  await page.waitForResponse((response) => pathOf(response.request()) === LIST);
  expect(events).toEqual(expect.arrayContaining(['asked /session', `asked ${LIST}`]));
  // The app has not run (the first module may have painted the card: first-paint.test.ts).
  expect(await page.locator('#root .status-panel').count()).toBe(0);
  releaseScripts();
  await page.locator('#root .status-panel__heading').waitFor();
  // The app took the answers asked for early: no second session check, no second list.
  expect(events.filter((event) => event === 'asked /session')).toHaveLength(1);
  expect(events.filter((event) => event === `asked ${LIST}`)).toHaveLength(1);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('shows no card before the session check has succeeded, though the list is in (en)', async () => {
  let releaseSession!: () => void;
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route(
    (url) => url.pathname === '/session',
    async (route) => {
      await sessionHeld;
      await route.continue();
    },
  );
  const listed = page.waitForResponse((response) => pathOf(response.request()) === LIST);
  const { boot } = await firstModuleScripts();
  const appScript = page.waitForResponse((response) => boot.some((name) => response.url().endsWith(`/assets/${name}`)));
  await page.goto(appUrl(app.url, { language: 'en' }));
  await Promise.all([listed, appScript]);
  // Time for the app to have run and rendered whatever it would without the check.
  await page.waitForTimeout(1_500);
  expect(await page.locator('#card-picker, .status-panel').count()).toBe(0);
  releaseSession();
  await page.locator('#root .status-panel__heading').waitFor();
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('a 401 of the session check sends the customer to login, though the list was asked beside it (nl)', async () => {
  const events = record(page);
  await control(app.url).send('POST', '/sandbox/faults', { body: { method: 'GET', path: '/session', status: 401 } });
  await page.goto(appUrl(app.url, { language: 'nl' }));
  await page.waitForURL((url) => url.pathname === env.loginPaths.nl);
  expect(events).toContain(`asked ${LIST}`);
});

it('a 401 of the card list asked early re-authorises and retries it once, then shows the card (en)', async () => {
  const events = record(page);
  await control(app.url).send('POST', '/sandbox/faults', { body: { method: 'GET', path: LIST, status: 401 } });
  await page.goto(appUrl(app.url, { language: 'en' }));
  await page.locator('#root .status-panel__heading').waitFor();
  expect(events.filter((event) => event === `asked ${LIST}`)).toHaveLength(2);
  expect(events.indexOf(`asked ${START}`)).toBeGreaterThan(events.indexOf(`asked ${LIST}`));
  expect(events.lastIndexOf(`asked ${LIST}`)).toBeGreaterThan(events.indexOf(`asked ${START}`));
  expect(new URL(page.url()).pathname).toBe(env.appPaths.en);
});
