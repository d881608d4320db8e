import type { Page } from 'playwright-core';
import { CLEAN_SCREEN, pageHeading, screenReport, TEXTS, useApp, VIEWPORTS, NAMED_RUNS } from './support/app-session';
import { openEditor } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Issue 12, items 5–7 and 9, in a real Chromium against the bank sandbox, in nl and en, at
 * 1280 and 375 px: the editors offer only what the card's links allow; a temporary limit equal
 * to the permanent one and an unchanged temporary region are not sent (issue 33, item 7); an editor
 * with nothing to edit is left without a question; notifications stay with their screen.
 */
const app = useApp();

const headingFocused = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-page-heading') ?? false);
const area = (page: Page) => page.locator('.notification-area');
const descriptionOf = (page: Page, radio: ReturnType<Page['getByRole']>) =>
  radio.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];

  it('12.5: a card without the links for a change does not offer it, and says why; with none, only OK, which leaves at once (12.7)', async () => {
    const { page, watched } = await app.open({
      customer: 'pieter',
      language,
      viewport: VIEWPORTS[viewport],
      card: 'pieter-limited',
    });
    // No ATM link at all: the withdrawal editor says so and offers only OK.
    await openEditor(page, '/edit-withdrawal-limit');
    await page.getByText(t.editLimits.notAllowed.all).waitFor();
    expect(await page.locator('form.editor button').allInnerTexts()).toEqual([t.generic.buttons.ok]);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    // 12.7: nothing to lose, so Close asks nothing.
    await page.getByRole('button', { name: t.shell.toolbar.close }).click();
    await page.waitForURL(/#\/card-management$/);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // No temporary-region link: World may be set by default; "temporarily" is shown off, with why.
    await openEditor(page, '/edit-region');
    await page
      .getByRole('group', { name: t.editRegion.regionLegend })
      .getByRole('radio', { name: t.generic.regions.WORLD })
      .check();
    const durations = page.getByRole('group', { name: t.editRegion.durationLegend });
    const temporarily = durations.getByRole('radio', { name: t.editRegion.duration.temporarily });
    expect(await temporarily.isDisabled()).toBe(true);
    expect(await descriptionOf(page, temporarily)).toBe(t.editRegion.notAllowed.temporarily);
    expect(await durations.getByRole('radio', { name: t.editRegion.duration.continuously }).isDisabled()).toBe(false);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('12.7: a change waiting to be signed leaves the editor read-only; Close and OK go straight back', async () => {
    const { page, watched } = await app.open({
      customer: 'pieter',
      language,
      viewport: VIEWPORTS[viewport],
      card: 'pieter-private-banking',
    });
    await openEditor(page, '/edit-ecommerce-limit');
    // The waiting change is shown in words (items 1–3); only OK is offered.
    await page.locator('form.editor .pending-change').waitFor();
    expect(await page.locator('form.editor .button-group button').allInnerTexts()).toEqual([t.generic.buttons.ok]);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await page.getByRole('button', { name: t.shell.toolbar.close }).click();
    await page.waitForURL(/#\/card-management$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-page-heading') ?? false);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('33.7: a temporary withdrawal limit equal to the permanent one is said before Save and not sent', async () => {
    const { page, watched } = await app.open({ language, viewport: VIEWPORTS[viewport], card: 'sanne-dmc' });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/temporary-limits/.test(request.url())) requests.push(`${request.method()} ${request.url()}`);
    });
    await openEditor(page, '/edit-withdrawal-limit');
    await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).check();
    await page.getByLabel(t.editLimits.howLongActive).selectOption({ label: t.generic.temporaryOptions.onlyToday });
    await page.getByRole('textbox', { name: t.widgets.limitSlider.amount }).fill('500');
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    const summary = page.locator('.error-summary');
    await summary.getByText(t.generic.warnings.limitEqualsPermanent).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('.error-summary') !== null);
    expect(page.url()).toMatch(/#\/edit-withdrawal-limit$/);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    // Another amount, and the warning goes; nothing was sent for the one that changed nothing.
    await page.getByRole('textbox', { name: t.widgets.limitSlider.amount }).fill('600');
    await page.getByText(t.generic.warnings.limitEqualsPermanent).first().waitFor({ state: 'detached' });
    expect(requests).toEqual([]);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('12.6 and 12.9: an unchanged temporary region is not sent and says so; the refusal goes once its day changes; closing a notice focuses the heading', async () => {
    const { page, watched } = await app.open({ language, viewport: VIEWPORTS[viewport], card: 'sanne-travel' });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/temporary-geo-profiles/.test(request.url())) requests.push(`${request.method()} ${request.url()}`);
    });
    await openEditor(page, '/edit-region');
    await page
      .getByRole('group', { name: t.editRegion.legendWhichSetting })
      .getByRole('radio', { name: t.editRegion.duration.temporarilyWithLimit })
      .check();
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    const unchanged = area(page).getByText(t.errorMessages['message:MESSAGE_BAI540_1026']);
    await unchanged.waitFor();
    expect(requests).toEqual([]);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    // A refusal about the day: another day, and it no longer applies.
    const day = page.getByLabel(t.editRegion.dates.anotherDay, { exact: true });
    const kept = await day.inputValue();
    await day.fill('01042027');
    await unchanged.waitFor({ state: 'detached' });
    // Back to the same day, saved again: said again; its close button leaves focus on the page's heading.
    await day.fill(kept);
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    await unchanged.waitFor();
    await area(page).getByRole('button', { name: t.notification.close }).click();
    await unchanged.waitFor({ state: 'detached' });
    expect(await headingFocused(page)).toBe(true);
    expect(requests).toEqual([]);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});

it('12.9: the overview’s success is not carried to the replace screen (nl, 375 px)', async () => {
  const t = TEXTS.nl;
  const { page, watched } = await app.open({ language: 'nl', viewport: VIEWPORTS.mobile, card: 'sanne-dmc' });
  await page.getByRole('button', { name: t.overview.actions.block }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.overview.blockModal.confirm }).click();
  await area(page).getByText(t.notification.success.blockedCard.content).waitFor();
  await page.getByRole('heading', { level: 2, name: t.overview.status.blocked.heading, exact: true }).waitFor();
  await page.getByRole('button', { name: t.overview.actions.replace }).click();
  await page.locator('#reissue-reason').waitFor();
  expect(await area(page).innerText()).toBe('');
  // Replace without a reason: the summary is the only thing above the form.
  await page.getByRole('button', { name: 'Vervangen' }).click();
  await page.locator('.error-summary').waitFor();
  expect(await area(page).innerText()).toBe('');
  expect(await pageHeading(page).innerText()).toBe(t.routes.replaceCard.title);
  expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});
