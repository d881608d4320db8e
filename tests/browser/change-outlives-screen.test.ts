import type { Page } from 'playwright-core';
import { openApp, signIn, TEXTS, useApp, NAMED_RUNS } from './support/app-session';
import { openEditor } from './support/editor-steps';
import { holdOnItsWay } from './support/hold-on-its-way';

jest.setTimeout(120_000);

/**
 * Reading 108 in a real Chromium against the bank sandbox: World for good, Save, and Back while
 * the PATCH is still on its way to the bank, which gets it only once the overview has read the
 * card. The page must not cancel the change and go on showing "Europa": it takes the bank's answer
 * on the overview, says the setting is changed and shows World. nl at 1280 px, en at 375 px. The
 * service worker is kept out: the page's routing must see the page's calls.
 */
const app = useApp();

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];
  const regionTile = (page: Page) =>
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: t.overview.settings.region.title }) });

  it('World for good, Back while its Save is on its way: the overview says it is changed and shows World', async () => {
    const { context, page } = await app.newPage(viewport, { serviceWorkers: 'block' });
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language, card: 'sanne-dmc' });
    await openEditor(page, '/edit-region');
    const save = await holdOnItsWay(page, 'PATCH', /\/geo-profile$/);
    await page.getByRole('radio', { name: t.generic.regions.WORLD }).check();
    await page.getByRole('radio', { name: t.editRegion.duration.continuously }).check();
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    await page.goBack();
    await page.waitForURL(/#\/card-management$/);
    await regionTile(page).getByText(t.generic.regions.EUR, { exact: true }).waitFor();

    save.deliver();
    await page.getByText(t.notification.success.changedDefaultGeoProfile.content).waitFor();
    await regionTile(page).getByText(t.generic.regions.WORLD, { exact: true }).waitFor();
    expect(save.answered).toEqual(['PATCH 200']);
    expect(page.url()).toContain('#/card-management');
    expect(await page.locator('.action-failure').count()).toBe(0);
  });
});
