import { CLEAN_SCREEN, openApp, pageHeading, screenReport, signIn, useApp, type AppPage } from './support/app-session';

jest.setTimeout(60_000);

/**
 * A lazy screen whose chunks do not arrive (the connection drops, a release replaced the hashed
 * files) in a real Chromium: the page stays with the way back and says what happened, instead of
 * going blank. The browser keeps a failed module import (asking again in the page sends nothing),
 * so the way on is to load the page again, which starts on the overview.
 */
const app = useApp();
let { context, page } = {} as AppPage;

it.each([
  ['nl', 'Pas vervangen', 'Mijn betaalpassen', 'Deze pagina kon niet worden geladen', 'Pagina opnieuw laden'],
  ['en', 'Replace card', 'My debit cards', 'This page could not be loaded', 'Load the page again'],
] as const)(
  'says so in the screen’s place; loading the page again starts on the overview, and the screen opens (%s)',
  async (language, replace, overview, title, reload) => {
    ({ context, page } = await app.newPage('desktop', { serviceWorkers: 'block' }));
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language });
    await page.getByRole('button', { name: replace, exact: true }).waitFor();
    // The first load is in; from here every script the page asks for fails, until the test says otherwise.
    let offline = true;
    const refused: string[] = [];
    await page.route('**/assets/*.js', (route) => {
      if (!offline) return route.continue();
      refused.push(new URL(route.request().url()).pathname);
      return route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: replace, exact: true }).click();

    await page.getByRole('heading', { level: 6, name: title }).waitFor();
    expect(await pageHeading(page).innerText()).toBe(replace);
    expect(refused.length).toBeGreaterThan(0);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);

    offline = false;
    await page.getByRole('button', { name: reload }).click();
    await page.waitForURL((url) => url.hash === '#/card-management');
    expect(await pageHeading(page).innerText()).toBe(overview);
    await page.getByRole('button', { name: replace, exact: true }).click();
    await page.locator('#reissue-reason').waitFor();
  },
);
