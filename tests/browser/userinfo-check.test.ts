import type { Request } from 'playwright-core';
import { cardsPath, control, env } from '../sandbox/support/bank-client';
import { appUrl, openApp, signIn, useApp, type AppPage } from './support/app-session';

jest.setTimeout(60_000);

/**
 * Section 4's userinfo check in a real Chromium against the sandbox: asked once, after the card
 * list has arrived (off the first paint's path), and a non-OK answer sends the customer to the
 * login page with the way back, as the spec says.
 */
const app = useApp();
let { context, page, watched } = {} as AppPage;
const USERINFO = `/${env.productPrefixes.en}/apis/user-session/v1/userinfo`;

beforeEach(async () => {
  await control(app.url).send('DELETE', '/sandbox/faults');
  ({ context, page, watched } = await app.newPage('desktop'));
  await signIn(context, app.url, 'sanne');
});

it('asks once, after the card list has arrived and the first card is shown (nl)', async () => {
  const order: string[] = [];
  const pathOf = (request: Request) => new URL(request.url()).pathname;
  page.on('request', (request) => {
    if (pathOf(request) === USERINFO) order.push('userinfo asked');
  });
  page.on('response', (response) => {
    if (pathOf(response.request()) === `${cardsPath}/`) order.push('card list answered');
  });
  const answered = page.waitForResponse((response) => pathOf(response.request()) === USERINFO);
  await openApp(page, app.url, { language: 'nl' });
  await page.locator('#card-picker').waitFor();
  expect((await answered).status()).toBe(200);
  expect(order).toEqual(['card list answered', 'userinfo asked']);
  // The overview stays; choosing another card asks nothing more.
  await page.locator('#card-picker').selectOption('sanne-dmc');
  await page.locator('.settings-tile__link').first().waitFor();
  expect(order.filter((entry) => entry === 'userinfo asked')).toHaveLength(1);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it.each([401, 500])(
  'a %i answer to userinfo sends the customer to the login page, with the way back (en)',
  async (status) => {
    const armed = await control(app.url).send('POST', '/sandbox/faults', {
      body: { method: 'GET', path: USERINFO, status },
    });
    expect(armed.status).toBe(201);
    const here = appUrl(app.url, { language: 'en' });
    await page.goto(here);
    await page.waitForURL((url) => url.pathname === env.loginPaths.en);
    const back = new URL(page.url()).searchParams;
    expect([...back.values()]).toContain(new URL(here).pathname + new URL(here).hash);
  },
);
