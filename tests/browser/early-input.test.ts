import type { Page } from 'playwright-core';
import { appShown, appUrl, pageHeading, signIn, TEXTS, useApp, type Language } from './support/app-session';
import { holdAppScripts } from './support/first-module';

jest.setTimeout(120_000);

/**
 * Issue 34, no input lost: on a slow phone (4× CPU, slow 4G, as bench:page's phone profile) the
 * first module's paint shows the first card long before the app is there. What the customer does
 * on it meanwhile — another card chosen in the picker, the blocked card's "Replace card" followed —
 * is what they get once the app is there. The app's scripts are held back until the customer has
 * acted, so that "before the app is ready" holds in every run, whatever the host's speed.
 */
const app = useApp();

/** Sanne's browser on a throttled phone, signed in, the app's scripts held back until released. */
async function slowPhone(): Promise<{ page: Page; release: () => void; errors: string[] }> {
  const { page, context, watched } = await app.newPage('mobile');
  await signIn(context, app.url, 'sanne');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdAppScripts(page);
  return { page, release, errors: watched.errors };
}

describe.each(['nl', 'en'] as const)('on the painted first card before the app is there (%s)', (language: Language) => {
  const t = TEXTS[language];

  it('another card chosen in the picker is drawn at once, and is the card the app shows', async () => {
    const { page, release, errors } = await slowPhone();
    await page.goto(appUrl(app.url, { language, route: '' }), { waitUntil: 'commit' });
    const paint = page.locator('#first-paint:not([data-preparing])');
    // Without a kept card, the first in the list's order: her Maestro card, which she blocked.
    await paint.locator('.status-panel__heading').waitFor();
    expect(await paint.locator('.status-panel__heading').innerText()).toBe(t.overview.status.blocked.heading);
    await paint.locator('#card-picker').focus();
    await paint.locator('#card-picker').selectOption('sanne-dmc');
    expect(await paint.locator('.status-panel__heading').innerText()).toBe(t.overview.status.active.heading);
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);

    release();
    await appShown(page);
    await page.locator('#root .settings-tile__link').first().waitFor();
    expect(await page.locator('#card-picker').inputValue()).toBe('sanne-dmc');
    expect(await page.locator('.status-panel__heading').innerText()).toBe(t.overview.status.active.heading);
    // The customer's focus stays on the picker they used.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('card-picker');
    expect(errors).toEqual([]);
  });

  it('the blocked card’s "Replace card" followed leads to the replace screen for that card', async () => {
    const { page, release, errors } = await slowPhone();
    await page.goto(appUrl(app.url, { language, route: '' }), { waitUntil: 'commit' });
    const paint = page.locator('#first-paint:not([data-preparing])');
    await paint.locator('.status-panel__heading').waitFor();
    await paint.getByRole('link', { name: t.overview.actions.replace }).click();

    release();
    await page.waitForURL(/#\/replace-card$/);
    const { title, titleShort } = t.routes.replaceCard;
    await pageHeading(page)
      .filter({ hasText: new RegExp(`^(${title}|${titleShort})$`) })
      .waitFor();
    // The replace screen of the card the link was on, with its reasons.
    await page.locator('form').first().waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
