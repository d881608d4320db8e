import type { Page } from 'playwright-core';
import { axeViolations } from './support/chromium';
import {
  appShown,
  appUrl,
  CLEAN_SCREEN,
  horizontalOverflow,
  screenReport,
  signIn,
  TEXTS,
  useApp,
  type AppPage,
  type Language,
  type ViewportName,
} from './support/app-session';

jest.setTimeout(90_000);

/**
 * Issue 38: a business customer with 25 cards (the sandbox's `deboer`) gets section 2.10's smart
 * search as the card picker — by keyboard alone, announced as a combobox with its listbox, axe on
 * every state, in both languages on a desktop and a phone.
 */
const app = useApp();

/**
 * axe while the list is open. react-aria's combobox hides the rest of the page from assistive
 * technology while its list is open (aria-hidden, so a screen reader's cursor stays with the
 * input and its options), and its list is a popover on the body, outside the landmarks: axe then
 * finds the hidden links focusable, no visible h1 and content outside a region. Tab and Escape
 * close the list first, which lifts the hiding; the test checks the whole page again after that.
 */
const openListAxe = (page: Page) =>
  axeViolations(page, { disabledRules: ['heading-order', 'aria-hidden-focus', 'page-has-heading-one', 'region'] });

const open = async (
  language: Language,
  viewport: ViewportName,
): Promise<AppPage & { input: ReturnType<Page['locator']> }> => {
  const opened = await app.newPage(viewport);
  await signIn(opened.context, app.url, 'deboer');
  await opened.page.goto(appUrl(app.url, { language, segment: 'business' }));
  await appShown(opened.page);
  const input = opened.page.locator('input#card-picker');
  await input.waitFor();
  return { ...opened, input };
};

describe.each([
  ['nl', 'desktop'],
  ['en', 'desktop'],
  ['nl', 'mobile'],
  ['en', 'mobile'],
] as const)('the searching card picker (%s, %s)', (language, viewport) => {
  const texts = TEXTS[language];

  it('finds a holder by keyboard and shows that card; says when nothing matches', async () => {
    const { page, input, watched } = await open(language, viewport);
    const label = texts.overview.picker.label;
    expect(await page.getByRole('combobox', { name: label }).count()).toBe(1);
    expect(await input.inputValue()).toContain('H. de Boer');
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);

    await input.focus();
    await input.fill('');
    await page.keyboard.type('ozd');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    expect(await listbox.getByRole('option').allInnerTexts()).toEqual([expect.stringContaining('Y. Özdemir')]);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await openListAxe(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    expect(await input.inputValue()).toContain('Y. Özdemir');
    await page.locator('.settings-tile__link').first().waitFor();
    // Yusuf Özdemir's card has pass number 124 (sandbox/seed/demo-fleet.ts): its details say so.
    await page.locator('.card-details__toggle').click();
    await page.locator('.card-details').getByText('124', { exact: true }).waitFor();
    await page.locator('.card-details').getByText('Y. Özdemir', { exact: true }).waitFor();

    await input.fill('');
    await page.keyboard.type('qqq');
    await page.getByText(texts.widgets.select.noResults).waitFor();
    expect(await openListAxe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await input.inputValue()).toContain('Y. Özdemir');
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
