import type { Page } from 'playwright-core';
import { cardsPath } from '../sandbox/support/bank-client';
import { openApp, signIn, TEXTS, useApp, NAMED_RUNS } from './support/app-session';
import { notificationTitled, openEditor, signWithWidget } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Reading 103 in a real Chromium against the bank sandbox: the bank makes the change, and its
 * answer is cut on the way back (the connection reset after the bank's 200), so the app's HTTP
 * client sees no answer. The page reads the card quietly and says what the bank did — "Pas
 * geblokkeerd", the region changed — not "nog niet geblokkeerd" / "niets veranderd". nl at 1280 px,
 * en at 375 px. The service worker is kept out: the page's routing must see the page's calls.
 */
const app = useApp();

/** The bank carries out the matching call; its answer never reaches the page. */
async function cutAnswers(page: Page, method: string, path: RegExp): Promise<string[]> {
  const cut: string[] = [];
  await page.route(path, async (route) => {
    if (route.request().method() !== method) return route.continue();
    const answer = await route.fetch();
    cut.push(`${method} ${answer.status()}`);
    await route.abort('connectionreset');
  });
  return cut;
}

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];

  async function open() {
    const { context, page } = await app.newPage(viewport, { serviceWorkers: 'block' });
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language, card: 'sanne-dmc' });
    return page;
  }

  it('a block the bank made, its answer cut: said blocked, the card shown blocked', async () => {
    const page = await open();
    const cut = await cutAnswers(page, 'POST', new RegExp(`${cardsPath}/[^/]+/suspension`));
    await page.getByRole('button', { name: t.overview.actions.block }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.overview.blockModal.confirm }).click();
    await page.getByRole('heading', { level: 2, name: t.overview.status.blocked.heading, exact: true }).waitFor();
    expect(cut).toEqual(['POST 200']);
    expect(await page.locator('.notification[role="status"]').innerText()).toContain(
      t.notification.success.blockedCard.title,
    );
    expect(await page.locator('.action-failure').count()).toBe(0);
    expect(await page.getByRole('button', { name: t.overview.actions.unblock }).count()).toBe(1);
  });

  it('a trip whose limit the bank took, its answer cut: on to its signature, and World after it', async () => {
    const page = await open();
    await page.getByRole('button', { name: t.overview.trip.button }).click();
    await page.waitForURL(/#\/going-abroad$/);
    await page.getByRole('radio', { name: t.trip.destination.outsideEurope }).check();
    await page.getByRole('textbox', { name: t.trip.days.firstDay }).pressSequentially('06032027');
    await page.getByRole('textbox', { name: t.trip.days.lastDay }).pressSequentially('14032027');
    await page.getByRole('textbox', { name: t.trip.limits.POS }).pressSequentially('4000');
    await page.getByRole('button', { name: t.trip.continue }).click();
    await page.waitForURL(/#\/going-abroad-summary$/);
    const cut = await cutAnswers(page, 'POST', /\/(temporary-limits|change-baskets)(\?|$)/);
    await page.getByRole('button', { name: t.trip.summary.confirm }).click();
    await page.waitForURL(/#\/signing$/);
    expect(cut).toHaveLength(1);
    expect(await page.locator('.action-failure').count()).toBe(0);
    await signWithWidget(page, language);
    await notificationTitled(page, t.notification.success.tripSet.title);
  });

  it('World for good, made by the bank with its answer cut: the overview says the setting is changed', async () => {
    const page = await open();
    await openEditor(page, '/edit-region');
    const cut = await cutAnswers(page, 'PATCH', /\/geo-profile$/);
    await page.getByRole('radio', { name: t.generic.regions.WORLD }).check();
    await page.getByRole('radio', { name: t.editRegion.duration.continuously }).check();
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    await page.getByText(t.notification.success.changedDefaultGeoProfile.content).waitFor();
    expect(cut).toEqual(['PATCH 200']);
    expect(page.url()).toContain('#/card-management');
    expect(await page.locator('.action-failure').count()).toBe(0);
  });
});
