import { appShown, CLEAN_SCREEN, pageHeading, screenReport, TEXTS, useApp, VIEWPORTS } from './support/app-session';
import { openEditor } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Issue 33, items 5, 12, 16 and 17, in a real Chromium against the bank sandbox: the language
 * switch inside an editor keeps the screen and what was typed; on a business page every link goes
 * to the business pages and another holder's card is said in words true for any holder (reading 99).
 * nl at 1280 px, en at 375 px.
 */
const app = useApp();

const CASES = [
  { language: 'nl', other: 'en', switchTo: 'English', viewport: 'desktop' },
  { language: 'en', other: 'nl', switchTo: 'Nederlands', viewport: 'mobile' },
] as const;

describe.each(CASES)('$language at $viewport', ({ language, other, switchTo, viewport }) => {
  it('the language switch inside an editor keeps the screen and the amount typed (item 5)', async () => {
    const { page, watched } = await app.open({ language, viewport: VIEWPORTS[viewport], card: 'sanne-dmc' });
    await openEditor(page, '/edit-payment-limit');
    await page.getByRole('textbox', { name: TEXTS[language].widgets.limitSlider.amount }).fill('3100');
    await page.locator('dmb-header').getByRole('button', { name: switchTo }).click();
    await page.waitForURL(new RegExp(`/${other === 'en' ? 'en' : 'nl'}/.*#/edit-payment-limit$`));
    await appShown(page);
    const t = TEXTS[other];
    expect(await pageHeading(page).innerText()).toBe(t.routes.editPaymentLimit.title);
    const amount = page.getByRole('textbox', { name: t.widgets.limitSlider.amount });
    await amount.waitFor();
    expect(await amount.inputValue()).toMatch(/^3[.,]?100$/);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(watched.cspViolations).toEqual([]);
  });

  it('a business page links only to business pages and says "this card" of another holder’s card (items 12, 16, 17; reading 99)', async () => {
    const t = TEXTS[language];
    const { page } = await app.open({
      customer: 'vandenberg',
      segment: 'business',
      language,
      viewport: VIEWPORTS[viewport],
      card: 'bakery-fatma',
    });
    await page.getByText(t.overview.status.active.holderDescription).waitFor();
    // The picker names whose card it is; the status neither says "your card" nor names her to herself.
    expect(await page.locator('#card-picker').innerText()).toContain('Yilmaz');
    expect(await page.locator('.status-panel').innerText()).not.toContain('Yilmaz');
    await page.locator('dmb-header').waitFor();
    const hrefs = await page
      .locator('main a[href], aside a[href], .sidebar a[href]')
      .evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).pathname).filter((path) => /^\/(nl|en)/.test(path)),
      );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((path) => !/^\/(nl-zakelijk|en-business)\//.test(path))).toEqual([]);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
  });
});
