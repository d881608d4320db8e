import type { Locator, Page } from 'playwright-core';
import { horizontalOverflow, TEXTS, useApp, VIEWPORTS, type Language, type ViewportSize } from './support/app-session';
import { editorAxe, openEditor } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Issue 33, item 15 (WCAG 1.4.10): the calendar on a phone, as the business customer met it in
 * the withdrawal limit's "another day". It opens in the page under its field, fits 320 px, leaves
 * the page scrolling, and every day of March 2027 can be reached and tapped: 29 March is Easter
 * Monday (not offered), 30 and 31 March are (TODAY is 1 March 2027).
 */
const app = useApp();

const SMALL_PHONE: ViewportSize = { width: 375, height: 667 };

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
/** A box inside the viewport now (boundingBox is relative to it). */
const inView = (box: Box, viewport: ViewportSize) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;

/** March's day n (the neighbouring months' days are hidden). */
const dayCell = (calendar: Locator, n: number) =>
  calendar.locator('.calendar__cell:not([data-outside-month])').getByText(String(n), { exact: true });

async function openCalendar(page: Page, language: Language): Promise<{ calendar: Locator; field: Locator }> {
  const t = TEXTS[language];
  await openEditor(page, '/edit-withdrawal-limit');
  await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).check();
  await page.getByLabel(t.editLimits.howLongActive).selectOption('anotherDay');
  const field = page.getByRole('textbox', { name: t.editLimits.dates.date });
  await page.getByRole('button', { name: `${t.widgets.dateField.openCalendar}: ${t.editLimits.dates.date}` }).tap();
  const calendar = page.getByRole('dialog', { name: t.editLimits.dates.date });
  await calendar.getByRole('grid').waitFor();
  return { calendar, field };
}

describe.each([
  ['nl', VIEWPORTS.narrow],
  ['en', VIEWPORTS.narrow],
  ['nl', SMALL_PHONE],
] as const)('the calendar on a phone (%s, %o)', (language, viewport) => {
  it('fits the screen under its field, the page scrolls, and every day of the month is in reach of a tap', async () => {
    const t = TEXTS[language];
    const { page } = await app.open({
      customer: 'vandenberg',
      segment: 'business',
      card: 'bakery-jeroen',
      language,
      viewport,
      touch: true,
    });
    const { calendar, field } = await openCalendar(page, language);

    // Nothing spills: the panel within the screen, the month grid within the panel; nothing scrolls sideways.
    const panel = await boxOf(page.locator('.calendar-panel'));
    const grid = await boxOf(calendar.getByRole('grid'));
    expect([panel.x >= 0, panel.x + panel.width <= viewport.width]).toEqual([true, true]);
    expect([grid.x >= panel.x, grid.x + grid.width <= panel.x + panel.width]).toEqual([true, true]);
    expect(await horizontalOverflow(page)).toBe(0);
    // Under its field, never over it.
    expect(panel.y).toBeGreaterThanOrEqual((await boxOf(field)).y + (await boxOf(field)).height);
    // Opened, the whole month is in view where the screen has room (375 × 667), its last row too.
    const lastDay = dayCell(calendar, 31);
    if (viewport === SMALL_PHONE) expect(inView(await boxOf(lastDay), viewport)).toBe(true);

    // The page still scrolls while the calendar is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    const scrolled = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, -40);
      const after = window.scrollY;
      window.scrollBy(0, 40);
      return before === 0 || after < before;
    });
    expect(scrolled).toBe(true);

    // The typing hint and the close button's words.
    await calendar
      .getByText(
        t.widgets.dateField.typeHint.replace('{{format}}', t.widgets.dateField.placeholder.replaceAll('-', '\u2011')),
      )
      .waitFor();
    expect(await calendar.getByRole('button', { name: t.widgets.dateField.close, exact: true }).count()).toBe(1);
    expect(await editorAxe(page)).toEqual([]);

    // 29, 30 and 31 March each come into view and take a tap; Easter Monday is not taken, 31 March is.
    for (const n of [29, 30, 31]) {
      await dayCell(calendar, n).scrollIntoViewIfNeeded();
      expect(inView(await boxOf(dayCell(calendar, n)), viewport)).toBe(true);
    }
    // Crossed out, and its name says why (item 8); the legend says what crossing out means.
    const words = t.widgets.dateField;
    expect(await dayCell(calendar, 29).getAttribute('aria-label')).toMatch(
      new RegExp(` — ${words.closedDay.holiday.replace('{{holiday}}', words.holidays.tweedePaasdag)}$`),
    );
    expect(await dayCell(calendar, 27).getAttribute('aria-label')).toMatch(
      new RegExp(` — ${words.closedDay.weekend}$`),
    );
    expect(await calendar.getByText(words.legend).isVisible()).toBe(true);
    // Not offered: the tap lands, nothing is chosen (forced: Playwright would wait for it to be enabled).
    await dayCell(calendar, 29).tap({ force: true });
    expect(await calendar.isVisible()).toBe(true);
    await dayCell(calendar, 31).tap();
    await calendar.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('31-03-2027');
  });
});

it('closes with its Close button ("Sluiten"), the date unchanged and focus back on the calendar button (nl, 320 px)', async () => {
  const t = TEXTS.nl;
  const { page } = await app.open({ card: 'sanne-dmc', viewport: VIEWPORTS.narrow, touch: true });
  const { calendar, field } = await openCalendar(page, 'nl');
  await calendar.getByRole('button', { name: 'Sluiten', exact: true }).tap();
  await calendar.waitFor({ state: 'detached' });
  expect(await field.inputValue()).toBe('');
  expect(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName),
  ).toBe(`${t.widgets.dateField.openCalendar}: ${t.editLimits.dates.date}`);
});
