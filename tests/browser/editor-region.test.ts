import type { Page } from 'playwright-core';
import { cardOf, login } from '../sandbox/support/bank-client';
import { TEXTS, useApp, VIEWPORTS } from './support/app-session';
import { expectChangedTile, openEditor, watchTile } from './support/editor-steps';

jest.setTimeout(90_000);

/**
 * The region editor (sections 2.6 and 4, "Region editing") in a real Chromium against the bank
 * sandbox: changes apply at once, without signing, and the overview says so.
 */
const app = useApp();

async function geoProfileOf(card: string) {
  return (await cardOf(await login(app.url, 'sanne'), card)).geoProfile;
}

it('World temporarily for a period is set, replaced and deleted; each time the overview says so (nl, desktop)', async () => {
  const t = TEXTS.nl;
  const { page, watched } = await app.open({ language: 'nl', card: 'sanne-dmc' });
  const regions = () => page.getByRole('group', { name: t.editRegion.regionLegend });
  const start = page.getByLabel(t.editRegion.dates.start, { exact: true });
  const end = page.getByLabel(t.editRegion.dates.end, { exact: true });
  const save = page.getByRole('button', { name: t.generic.buttons.save });
  const tile = await watchTile(page, '/edit-region');

  await openEditor(page, '/edit-region');
  // No temporary setting: the regions first, the default (Europe) chosen, with what Europe covers.
  expect(await regions().getByRole('radio', { name: t.generic.regions.EUR }).isChecked()).toBe(true);
  const countries = page.getByRole('region', { name: t.editRegion.europeCountries.title });
  expect(await countries.getByRole('link').getAttribute('target')).toBe('_blank');
  await regions().getByRole('radio', { name: t.generic.regions.WORLD }).check();
  await countries.waitFor({ state: 'detached' });
  await page
    .getByRole('group', { name: t.editRegion.durationLegend })
    .getByRole('radio', { name: t.editRegion.duration.temporarily })
    .check();
  await page.getByLabel(t.editRegion.durationActive).selectOption({ label: t.generic.temporaryOptions.period });
  // Start and end in the period's range calendar (section 2.10); the end typed over after.
  await page.getByRole('button', { name: `${t.widgets.dateField.period.open}: ${t.editRegion.dates.start}` }).click();
  const calendar = page.getByRole('dialog', { name: t.widgets.dateField.period.calendar });
  await calendar.getByRole('button', { name: 'woensdag 3 maart 2027' }).click();
  await calendar.getByRole('button', { name: 'vrijdag 5 maart 2027' }).click();
  await calendar.waitFor({ state: 'detached' });
  expect([await start.inputValue(), await end.inputValue()]).toEqual(['03-03-2027', '05-03-2027']);
  await end.fill('12032027');
  await save.click();
  await page.waitForURL(/#\/card-management$/);
  await expectChangedTile(
    page,
    '/edit-region',
    tile,
    t.notification.success.newTemporaryGeoProfile.title,
    /Europa\s+Tijdelijke instelling\s+Van 03-03-2027 tot en met 12-03-2027\s+Wereld/,
  );

  // Replace: the duration is asked first now, in "setting" words; Europe cannot be chosen for a temporary setting.
  await openEditor(page, '/edit-region');
  // The overview's "created" belongs to the overview, not to the editor opened next.
  expect(await page.locator('.notification-area').innerText()).toBe('');
  const which = page.getByRole('group', { name: t.editRegion.legendWhichSetting });
  expect(await which.getByRole('radio', { checked: true }).count()).toBe(0);
  await which.getByRole('radio', { name: t.editRegion.duration.temporarilyWithLimit }).check();
  const europe = regions().getByRole('radio', { name: t.generic.regions.EUR, exact: true });
  expect(await europe.isDisabled()).toBe(true);
  // Next to it, why: its description names the reason.
  expect(
    await europe.evaluate((radio) => document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent),
  ).toBe(t.editRegion.europeDisabled);
  expect(await regions().getByText(t.editRegion.europeDisabled).isVisible()).toBe(true);
  expect(await regions().getByRole('radio', { name: t.generic.regions.WORLD }).isChecked()).toBe(true);
  expect([await start.inputValue(), await end.inputValue()]).toEqual(['03-03-2027', '12-03-2027']);
  await start.fill('15-03-2027');
  // Section 4: a new start clears the end.
  expect(await end.inputValue()).toBe('');
  await end.fill('19-03-2027');
  await save.click();
  await page.waitForURL(/#\/card-management$/);
  await expectChangedTile(
    page,
    '/edit-region',
    tile,
    t.notification.success.changedTemporaryGeoProfile.title,
    /Van 15-03-2027 tot en met 19-03-2027\s+Wereld/,
  );
  expect((await geoProfileOf('sanne-dmc')).temporaryGeoProfiles).toMatchObject([
    { geoProfile: 'WORLD', startDate: '2027-03-15', endDate: '2027-03-19' },
  ]);

  // Delete, from its modal.
  await openEditor(page, '/edit-region');
  await which.getByRole('radio', { name: t.editRegion.duration.temporarilyWithLimit }).check();
  await page.getByRole('button', { name: t.generic.buttons.delete }).click();
  const modal = page.getByRole('dialog', { name: t.editRegion.deleteModal.title });
  expect(await modal.getByRole('button').allInnerTexts()).toEqual([t.generic.buttons.cancel, t.generic.buttons.delete]);
  await modal.getByRole('button', { name: t.generic.buttons.delete }).click();
  await page.waitForURL(/#\/card-management$/);
  await expectChangedTile(page, '/edit-region', tile, t.notification.success.deletedTemporaryGeoProfile.title, {
    without: t.overview.settings.temporary.regionTitle,
  });
  expect((await geoProfileOf('sanne-dmc')).temporaryGeoProfiles).toEqual([]);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

/** Which element has focus, by its visible text or its label. */
const focused = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLElement).innerText || document.activeElement?.getAttribute('aria-label'),
  );

it('with a temporary setting on 375 px: Save first, then Cancel or Delete; the delete modal takes focus and gives it back; World becomes the default (en)', async () => {
  const t = TEXTS.en;
  const { page, watched } = await app.open({ language: 'en', card: 'sanne-travel', viewport: VIEWPORTS.mobile });
  const tile = await watchTile(page, '/edit-region');
  await openEditor(page, '/edit-region');
  const which = page.getByRole('group', { name: t.editRegion.legendWhichSetting });
  const actions = page.locator('form.editor .button-group button');

  // The temporary World day: "another day", its one date.
  await which.getByRole('radio', { name: t.editRegion.duration.temporarilyWithLimit }).check();
  expect(await page.getByLabel(t.editRegion.durationActive).inputValue()).toBe('anotherDay');
  expect(await page.getByLabel(t.editRegion.dates.anotherDay, { exact: true }).inputValue()).toMatch(
    /^\d\d-\d\d-2027$/,
  );
  expect(await actions.allInnerTexts()).toEqual([t.generic.buttons.save, t.generic.buttons.delete]);

  const remove = page.getByRole('button', { name: t.generic.buttons.delete });
  await remove.click();
  const modal = page.getByRole('dialog', { name: t.editRegion.deleteModal.title });
  await modal.waitFor();
  expect(await focused(page)).toBe(t.editRegion.deleteModal.title);
  expect(await modal.getByRole('button').allInnerTexts()).toEqual([t.generic.buttons.delete, t.generic.buttons.cancel]);
  // The page behind is inert: Tab moves between the dialog's buttons only.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(t.generic.buttons.delete);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(t.generic.buttons.cancel);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  expect(await focused(page)).toBe(t.generic.buttons.delete);

  // The default setting: Cancel again, and World for good.
  await which.getByRole('radio', { name: t.editRegion.duration.continuouslyWithLimit }).check();
  expect(await actions.allInnerTexts()).toEqual([t.generic.buttons.save, t.generic.buttons.cancel]);
  const regions = page.getByRole('group', { name: t.editRegion.regionLegend });
  expect(await regions.getByRole('radio', { name: t.generic.regions.EUR }).isChecked()).toBe(true);
  await regions.getByRole('radio', { name: t.generic.regions.WORLD }).check();
  await page.getByRole('button', { name: t.generic.buttons.save }).click();
  await page.waitForURL(/#\/card-management$/);
  await expectChangedTile(
    page,
    '/edit-region',
    tile,
    t.notification.success.changedDefaultGeoProfile.title,
    new RegExp(`^${t.overview.settings.region.title}\\s+World\\s+Temporary setting`),
  );
  expect((await geoProfileOf('sanne-travel')).defaultGeoProfile).toBe('WORLD');
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});
