import type { Page } from 'playwright-core';
import { signingText } from '../../sandbox/portal/browser/signing-texts';
import { pendingSignItems } from '../sandbox/support/bank-client';
import { CLEAN_SCREEN, screenReport, TEXTS, useApp, VIEWPORTS, NAMED_RUNS } from './support/app-session';
import { openEditor, signWithWidget } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Issue 33, items 1 and 2, in a real Chromium against the bank sandbox, in nl at 1280 px and en at
 * 375 px: the browser's Back (and Forward) right after an action tells the truth. After "Sign
 * later" the signing page shows the change that still waits; after signing it says neutrally
 * that nothing waits any more; after a replacement nothing offers to order again. Never a red
 * "failed" for something that did not fail. Axe on each new state.
 */
const app = useApp();

const negative = (page: Page) => page.locator('.notification--negative, .notification--system-error');

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];

  async function saveAndReachSigning(page: Page): Promise<void> {
    await openEditor(page, '/edit-payment-limit');
    await page.getByRole('textbox', { name: t.widgets.limitSlider.amount }).fill('2750');
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    await page.waitForURL(/#\/signing$/);
    await page
      .locator('dmb-signing')
      .getByRole('heading', { name: signingText(language, 'signingTitle') })
      .waitFor();
  }

  it('Back after "Sign later": the change that still waits is shown, before → after, never "failed"; Forward again', async () => {
    const { page, watched } = await app.open({ language, viewport: VIEWPORTS[viewport], card: 'sanne-dmc' });
    await saveAndReachSigning(page);
    await page
      .locator('dmb-signing')
      .getByRole('button', { name: signingText(language, 'signLater') })
      .click();
    await page.waitForURL(/#\/card-management$/);
    await page.goBack();
    await page.waitForURL(/#\/signing$/);
    await page.getByRole('region', { name: t.signing.summaryTitle }).waitFor();
    // Back at once, before the overview was drawn: the widget comes back, never "loading" for good.
    await page
      .locator('dmb-signing')
      .getByRole('heading', { name: signingText(language, 'signingTitle') })
      .waitFor({ timeout: 10_000 });
    expect(await negative(page).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('SIGN_ITEM_NOT_FOUND');
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    expect(await pendingSignItems(app.url, 'sanne')).toHaveLength(1);
    await page.goForward();
    await page.waitForURL(/#\/card-management$/);
    expect(await negative(page).count()).toBe(0);
    expect(watched.cspViolations).toEqual([]);
  });

  it('Back after signing: nothing waits any more, said neutrally with the way back; never "failed"', async () => {
    const { page } = await app.open({ language, viewport: VIEWPORTS[viewport], card: 'sanne-dmc' });
    await saveAndReachSigning(page);
    await signWithWidget(page, language);
    await page.goBack();
    await page.waitForURL(/#\/signing$/);
    await page.getByText(t.signing.nothingToSign).waitFor();
    expect(await negative(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: t.signing.backToOverview }).count()).toBe(1);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await page.goForward();
    await page.waitForURL(/#\/card-management$/);
  });

  it('Back after a replacement never offers to order again, for either card; Forward again', async () => {
    const { page } = await app.open({ language, viewport: VIEWPORTS[viewport], card: 'sanne-dmc' });
    await page.getByRole('button', { name: t.overview.actions.replace }).click();
    await page.locator('#reissue-reason').selectOption('DEFECT');
    await page.getByRole('button', { name: t.replaceCard.submit }).click();
    await page.waitForURL(/#\/card-management$/);
    await page.goBack();
    await page.waitForTimeout(500);
    expect(await page.locator('#reissue-reason').count()).toBe(0);
    expect(await page.getByRole('button', { name: t.replaceCard.submit }).count()).toBe(0);
    expect(await negative(page).count()).toBe(0);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await page.goForward();
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: t.replaceCard.submit }).count()).toBe(0);
  });
});
