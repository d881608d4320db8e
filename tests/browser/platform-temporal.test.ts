import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { TEXTS, useApp, type Language } from './support/app-session';
import { builtApp } from './support/built-app';
import { openEditor, signWithWidget } from './support/editor-steps';
import { startFailsThenReloads } from './support/start-failure-steps';

jest.setTimeout(90_000);

/**
 * Issue 34: the app's dates are the browser's own Temporal; temporal-polyfill is loaded only by a
 * browser that has none (ui/platform-temporal.ts, build/platform-temporal.mjs). Chromium has
 * Temporal, so these tests take it away before the page's scripts run.
 */
const app = useApp();

/** The built scripts that install the polyfill (its global install adds Date's toTemporalInstant). */
async function polyfillScripts(): Promise<string[]> {
  const assets = join(await builtApp(), 'assets');
  return readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('toTemporalInstant'),
  );
}

/** The app's scripts the context asks for, by file name. */
function scriptsAsked(context: BrowserContext): string[] {
  const asked: string[] = [];
  context.on('request', (request) => {
    const name = /\/assets\/([\w-]+\.js)$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) asked.push(name);
  });
  return asked;
}

const withoutTemporal = (context: BrowserContext) =>
  context.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });

it('a browser with Temporal never asks for the polyfill (nl)', async () => {
  let asked: string[] = [];
  const { page, watched } = await app.open({
    language: 'nl',
    prepare: async (context) => void (asked = scriptsAsked(context)),
  });
  await page.locator('#root .status-panel__heading').waitFor();
  const polyfill = await polyfillScripts();
  expect(polyfill).toHaveLength(1);
  expect(asked.length).toBeGreaterThan(3);
  expect(asked.filter((name) => polyfill.includes(name))).toEqual([]);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it.each(['nl', 'en'] as const)(
  'without Temporal, the polyfill comes before the app: a temporary payment limit for a period is saved, signed and shown with its dates (%s)',
  async (language: Language) => {
    const t = TEXTS[language];
    let asked: string[] = [];
    const { page, watched } = await app.open({
      language,
      card: 'sanne-dmc',
      prepare: async (context) => {
        asked = scriptsAsked(context);
        await withoutTemporal(context);
      },
    });
    expect(asked).toEqual(expect.arrayContaining(await polyfillScripts()));
    expect(await page.evaluate(() => typeof (globalThis as any).Temporal?.PlainDate.from)).toBe('function');

    await openEditor(page, '/edit-payment-limit');
    await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).check();
    await page.getByLabel(t.editLimits.howLongActive).selectOption('period');
    await page.getByLabel(t.editLimits.dates.start, { exact: true }).fill('08032027');
    await page.getByLabel(t.editLimits.dates.end, { exact: true }).fill('12032027');
    await page.getByLabel(t.widgets.limitSlider.amount).fill('3000');
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    await page.waitForURL(/#\/signing$/);
    expect(await page.locator('dmb-signing dl').innerText()).toMatch(/08-03-2027[\s\S]*12-03-2027/);
    await signWithWidget(page, language);
    const tile = page.locator('.settings-tile__link[href="#/edit-payment-limit"]');
    await tile.getByText(t.overview.settings.temporary.limitTitle).waitFor();
    expect(await tile.innerText()).toContain(
      t.overview.settings.temporary.period.replace('{{startDate}}', '08-03-2027').replace('{{endDate}}', '12-03-2027'),
    );
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  },
);

it.each(['nl', 'en'] as const)(
  'without Temporal and with the polyfill out of reach, the page says it could not be loaded and offers to load it again (%s)',
  async (language: Language) => {
    const polyfill = await polyfillScripts();
    const opened = await app.newPage('mobile');
    await withoutTemporal(opened.context);
    await startFailsThenReloads(opened, {
      baseUrl: app.url,
      language,
      unreachable: (url) => polyfill.some((name) => url.pathname.endsWith(`/assets/${name}`)),
    });
    expect(opened.watched.cspViolations).toEqual([]);
  },
);
