import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { appUrl, signIn, TEXTS, useApp, type Language } from './support/app-session';
import { builtApp } from './support/built-app';

jest.setTimeout(60_000);

/**
 * Issue 34, the app that cannot start, on a phone (375 px) in a real Chromium: what the page says
 * when the first load's texts do not arrive (a request lost on a slow network: the page said
 * "Bezig met laden" / "Loading" for good), and when config.json fails (its message stood against
 * the screen's left and right edges, as the polyfill's did). The polyfill out of reach is in
 * platform-temporal.test.ts.
 */
const app = useApp();

/** The built chunk that holds a language's first-load texts. */
async function textsChunk(language: Language): Promise<string> {
  const assets = join(await builtApp(), 'assets');
  const loading = JSON.stringify(TEXTS[language].shell.loading);
  const [chunk, ...more] = readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(loading),
  );
  if (!chunk || more.length > 0) throw new Error(`the ${language} texts are in ${[chunk, ...more].join(', ')}`);
  return chunk;
}

/** The message's left and right room on the page, as a screen's message has it (the page's body's padding). */
async function roomBeside(page: Page, message: Locator): Promise<[number, number]> {
  const box = (await message.boundingBox())!;
  return [box.x, page.viewportSize()!.width - box.x - box.width];
}

describe.each(['nl', 'en'] as const)('when the app cannot start (%s, 375 px)', (language) => {
  const t = TEXTS[language];

  it('the first load’s texts out of reach: says the page could not be loaded, in the page’s language, with the way to load it again', async () => {
    const chunk = await textsChunk(language);
    const { page, context, watched } = await app.newPage('mobile');
    await context.route(
      (url) => url.pathname.endsWith(`/assets/${chunk}`),
      (route) => route.abort('internetdisconnected'),
    );
    await signIn(context, app.url, 'sanne');
    await page.goto(appUrl(app.url, { language, route: '' }));

    const failure = page.getByRole('alert');
    await failure.getByRole('heading', { name: t.shell.loadFailed.title }).waitFor();
    expect(await failure.innerText()).toContain(t.shell.loadFailed.message);
    expect(await page.locator('.boot-loading').isVisible()).toBe(false);
    expect(await page.locator('#first-paint').count()).toBe(0);
    const [left, right] = await roomBeside(page, failure);
    expect(Math.min(left, right)).toBeGreaterThanOrEqual(16);

    await context.unrouteAll();
    await page.getByRole('button', { name: t.shell.loadFailed.reload }).click();
    await page.locator('#root .status-panel__heading').waitFor();
    expect(watched.cspViolations).toEqual([]);
  });

  it('config.json failing: says something went wrong, not against the screen’s edges', async () => {
    const { page, context } = await app.newPage('mobile');
    await context.route(
      (url) => url.pathname.endsWith('/config.json'),
      (route) => route.fulfill({ status: 500, body: '' }),
    );
    await signIn(context, app.url, 'sanne');
    await page.goto(appUrl(app.url, { language, route: '' }));

    const failure = page.getByRole('alert');
    await failure.getByText(t.errorMessages.somethingWentWrong).waitFor();
    const [left, right] = await roomBeside(page, failure);
    expect(Math.min(left, right)).toBeGreaterThanOrEqual(16);
  });
});
