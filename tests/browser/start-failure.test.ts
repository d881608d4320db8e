import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appUrl, signIn, TEXTS, useApp, type Language } from './support/app-session';
import { builtApp } from './support/built-app';
import { roomBeside, startFailsThenReloads } from './support/start-failure-steps';

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

describe.each(['nl', 'en'] as const)('when the app cannot start (%s, 375 px)', (language) => {
  const t = TEXTS[language];

  it('the first load’s texts out of reach: says the page could not be loaded, in the page’s language, with the way to load it again', async () => {
    const chunk = await textsChunk(language);
    const opened = await app.newPage('mobile');
    await startFailsThenReloads(opened, {
      baseUrl: app.url,
      language,
      unreachable: (url) => url.pathname.endsWith(`/assets/${chunk}`),
    });
    expect(opened.watched.cspViolations).toEqual([]);
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
