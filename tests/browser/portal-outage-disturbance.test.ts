import type { Request } from 'playwright-core';
import { openApp, signIn, TEXTS, useApp, type AppPage } from './support/app-session';

jest.setTimeout(90_000);

/**
 * Issue 8, the portal's disturbance call dead (the request fails) and slow (it answers only after
 * the app gave up on it), in both languages: the overview still shows the cards and the portal's
 * parts, and no banner (section 8: the failure is ignored). The late answer goes out once the
 * page has given up on the call (the app's own request timeout: a shorter one, which every call
 * shares, sent a busy machine's session check to login), not after a fixed time that a busy
 * page's own timer can outlast.
 */
const app = useApp();

let { context, page, watched } = {} as AppPage;

beforeEach(async () => {
  ({ context, page, watched } = await app.newPage('desktop'));
});

/** A slow answer held back until the app has given up on its call (or the test ends: none outlives the file). */
let letLateAnswerGo = () => {};
afterEach(() => letLateAnswerGo());

/** No uncaught error and no console error of the app's own: Chromium itself logs a request that failed. */
const appErrors = () => watched.errors.filter((error) => error !== 'Failed to load resource: net::ERR_FAILED');

const isDisturbanceCall = (request: Request) => /\/disturbancemessages/.test(request.url());

describe.each(
  (['dead', 'slow'] as const).flatMap((mode) => (['nl', 'en'] as const).map((language) => ({ mode, language }))),
)('the disturbance call, $mode ($language)', ({ mode, language }) => {
  it('leaves the overview with its cards and the portal’s parts; no banner (section 8: the failure is ignored)', async () => {
    let asked = 0;
    const late = new Promise<void>((resolve) => (letLateAnswerGo = resolve));
    await context.route('**/disturbancemessages*', async (route) => {
      asked += 1;
      if (mode === 'dead') return route.abort('failed');
      await late;
      await route
        .fulfill({
          json: {
            disturbanceMessageList: [
              { disturbanceMessage: { status: 'ACTIVE', header: 'Te laat', details: 'Te laat' } },
            ],
          },
        })
        .catch(() => undefined);
    });
    // Dead, the call fails at once; slow, the app aborts it at its timeout.
    const failed = page.waitForEvent('requestfailed', isDisturbanceCall);
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language });
    await page.locator('#card-picker').waitFor();
    await page.locator('.overview').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(TEXTS[language].routes.cardManagement.title);
    for (const part of ['dmb-header', 'dmb-footer', 'dmb-chat-client'])
      await page.locator(part).waitFor({ state: 'attached' });
    await failed;
    letLateAnswerGo();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(asked).toBe(1);
    // Past the app's timeout (and, when slow, the late answer): still no banner, no error shown.
    expect(await page.getByText('Te laat').count()).toBe(0);
    expect(await page.locator('.notification-area .notification').count()).toBe(0);
    expect(appErrors()).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
  });
});
