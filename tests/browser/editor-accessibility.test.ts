import type { Page } from 'playwright-core';
import { signingText } from '../../sandbox/portal/browser/signing-texts';
import { horizontalOverflow, TEXTS, useApp, VIEWPORTS, type Language } from './support/app-session';
import { codeShownBy, editorAxe, openEditor } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Every state of the editors and the signing page, in both languages: axe-core finds nothing at
 * desktop width and at 375 px, and nothing scrolls sideways at 320 px. One journey per language
 * walks the states; each state is checked at every width by resizing the same page.
 */
const app = useApp();

/** The app follows a new width through a media query event; two frames later it has rendered. */
const rendered = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** What is wrong with the page as it is now, at each width; the page is left at desktop width. */
async function findings(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const [width, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['375 px', VIEWPORTS.mobile],
  ] as const) {
    await page.setViewportSize(viewport);
    await rendered(page);
    found.push(...(await editorAxe(page)).map((violation) => `${state}, ${width}: ${violation}`));
  }
  await page.setViewportSize(VIEWPORTS.narrow);
  // An open calendar is placed anew after a resize, a moment later on a busy machine; only a
  // page that still scrolls sideways after that is at fault.
  let overflow = 0;
  for (let tries = 0; tries < 10 && (overflow = await horizontalOverflow(page)) > 0; tries += 1)
    await page.waitForTimeout(100);
  if (overflow > 0) found.push(`${state}, 320 px: scrolls ${overflow} px sideways`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await rendered(page);
  return found;
}

describe.each(['nl', 'en'] as const)('every editor state (%s)', (language: Language) => {
  it('is axe-clean at desktop width and 375 px and fits 320 px', async () => {
    const t = TEXTS[language];
    const { page, watched } = await app.open({ language, card: 'sanne-travel' });
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await findings(page, state)));
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const backToOverview = async () => {
      await button(t.shell.toolbar.close).click();
      await page.getByRole('dialog').getByRole('button', { name: t.generic.buttons.yes }).click();
      await page.waitForURL(/#\/card-management$/);
    };

    // Payment limit with its temporary limit: the period, the calendar (days, months, years), field errors and summary, Delete's modal.
    await openEditor(page, '/edit-payment-limit');
    await check('payment limit, nothing chosen');
    await page.getByRole('radio', { name: t.editLimits.duration.temporarilyWithLimit }).check();
    await check('payment limit, temporary period');
    // The period's range calendar: its period shown, a first day picked, its month and year views.
    await button(`${t.widgets.dateField.period.open}: ${t.editLimits.dates.start}`).click();
    const calendar = page.getByRole('dialog', { name: t.widgets.dateField.period.calendar });
    await calendar.getByRole('grid').waitFor();
    await check('payment limit, range calendar open');
    await calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first().click();
    await calendar.getByText(t.widgets.dateField.period.pickEnd).waitFor();
    await check('payment limit, range calendar, start picked');
    await calendar.getByRole('button', { name: new RegExp(`, ${t.widgets.dateField.chooseMonth}$`) }).click();
    await calendar.getByRole('listbox').waitFor();
    await check('payment limit, calendar month view');
    await calendar.getByRole('button', { name: `2027, ${t.widgets.dateField.chooseYear}` }).click();
    await calendar.getByRole('listbox', { name: `${t.widgets.dateField.chooseYear}, 2020–2035` }).waitFor();
    await check('payment limit, calendar year view');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    // The one-day calendar, for another day.
    await page.getByLabel(t.editLimits.howLongActive).selectOption('anotherDay');
    await button(`${t.widgets.dateField.openCalendar}: ${t.editLimits.dates.date}`).click();
    await page.getByRole('dialog', { name: t.editLimits.dates.date }).getByRole('grid').waitFor();
    await check('payment limit, one-day calendar open');
    await page.keyboard.press('Escape');
    await page.getByLabel(t.editLimits.howLongActive).selectOption('period');
    await page.getByLabel(t.editLimits.dates.start, { exact: true }).fill('06-03-2027');
    await page.getByLabel(t.widgets.limitSlider.amount).fill('6000');
    await button(t.generic.buttons.save).click();
    await page.locator('.error-summary').waitFor();
    await check('payment limit, field errors and error summary');
    await button(t.generic.buttons.delete).click();
    await check('payment limit, delete modal');
    await page.getByRole('dialog').getByRole('button', { name: t.generic.buttons.cancel }).click();
    await backToOverview();

    // Region with its temporary World day; Europe's block; Delete's modal.
    await openEditor(page, '/edit-region');
    await check('region, nothing chosen');
    await page.getByRole('radio', { name: t.editRegion.duration.temporarilyWithLimit }).check();
    await check('region, World temporarily');
    await button(t.generic.buttons.delete).click();
    await check('region, delete modal');
    await page.getByRole('dialog').getByRole('button', { name: t.generic.buttons.cancel }).click();
    await page.getByRole('radio', { name: t.editRegion.duration.continuouslyWithLimit }).check();
    await page.getByRole('region', { name: t.editRegion.europeCountries.title }).waitFor();
    await check('region, Europe by default');
    await backToOverview();

    // Online limit: the form, its cancel modal, and a change that goes to the signing widget.
    await openEditor(page, '/edit-ecommerce-limit');
    await check('online limit');
    await button(t.generic.buttons.cancel).click();
    await check('online limit, cancel modal');
    await page.getByRole('dialog').getByRole('button', { name: t.generic.buttons.no }).click();
    await page.getByLabel(t.widgets.limitSlider.amount).fill('1234');
    await button(t.generic.buttons.save).click();
    await page.waitForURL(/#\/signing$/);
    await codeShownBy(page);
    await check('signing widget');
    await page
      .locator('dmb-signing')
      .getByRole('button', { name: signingText(language, 'signLater') })
      .click();
    await page.waitForURL(/#\/card-management$/);

    // While the change waits to be signed, every limit editor offers only OK.
    for (const route of ['/edit-ecommerce-limit', '/edit-withdrawal-limit'] as const) {
      await openEditor(page, route);
      await page.getByText(t.generic.pendingUpdates.inProgress).waitFor();
      await check(`${route}, in progress`);
      await button(t.generic.buttons.ok).click();
      await page.waitForURL(/#\/card-management$/);
    }

    expect(found).toEqual([]);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});

it('the axe check itself notices a field without a label, so "nothing found" above means something', async () => {
  const { page } = await app.open({ language: 'en', card: 'sanne-dmc' });
  await openEditor(page, '/edit-ecommerce-limit');
  await page.evaluate(() =>
    document.querySelector('form.editor')!.append(Object.assign(document.createElement('input'), { type: 'text' })),
  );
  expect(await editorAxe(page)).toEqual([expect.stringMatching(/^label: /)]);
});

it('the calendar fits a 320 px screen (en)', async () => {
  const t = TEXTS.en;
  const { page } = await app.open({ language: 'en', card: 'sanne-dmc', viewport: VIEWPORTS.narrow });
  await openEditor(page, '/edit-withdrawal-limit');
  await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).check();
  await page.getByLabel(t.editLimits.howLongActive).selectOption('anotherDay');
  await page.getByRole('button', { name: `${t.widgets.dateField.openCalendar}: ${t.editLimits.dates.date}` }).click();
  const calendar = page.getByRole('dialog', { name: t.editLimits.dates.date });
  await calendar.getByRole('grid').waitFor();
  for (const part of [page.locator('.calendar-panel'), calendar.getByRole('grid')]) {
    const box = (await part.boundingBox())!;
    expect([box.x >= 0, box.x + box.width <= VIEWPORTS.narrow.width]).toEqual([true, true]);
  }
  expect(await horizontalOverflow(page)).toBe(0);
});
