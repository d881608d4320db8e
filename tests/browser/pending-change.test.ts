import type { Locator, Page } from 'playwright-core';
import { signingText } from '../../sandbox/portal/browser/signing-texts';
import { cardOf, login, pendingSignItems } from '../sandbox/support/bank-client';
import { TEXTS, useApp, type Language, RUNS, SWAPPED, type Run } from './support/app-session';
import type { PageWatch } from './support/chromium';
import { editorAxe, notificationTitled, openEditor, settingsTile, signWithWidget } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Issue 12 in a real Chromium against the bank sandbox: Back after Save brings the editor back in
 * progress, not editable; a change signed later shows on its tile as before → after with "Sign
 * now", which opens the signing page for it; the signing page says what is signed above the
 * portal's widget. axe-core on every new state, in nl and en, at 1280 and 375 px.
 */
const app = useApp();

let watched: PageWatch;

async function open(run: Run): Promise<Page> {
  const opened = await app.open({ language: run.language, viewport: run.viewport, card: 'sanne-dmc' });
  watched = opened.watched;
  return opened.page;
}

/** What the page shows (the arrow form), without what only a screen reader hears. */
const shown = (summary: Locator) => summary.locator('[aria-hidden="true"]').innerText();

async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect((await editorAxe(page)).map((violation) => `${state}: ${violation}`)).toEqual([]);
}

async function saveNewAmount(
  page: Page,
  language: Language,
  route: '/edit-payment-limit' | '/edit-ecommerce-limit',
  amount: string,
): Promise<void> {
  const t = TEXTS[language];
  await openEditor(page, route);
  await page.getByLabel(t.widgets.limitSlider.amount).fill(amount);
  await page.getByRole('button', { name: t.generic.buttons.save }).click();
  await page.waitForURL(/#\/signing$/);
}

describe.each(RUNS)('Back after Save ($language, $width)', (run) => {
  it('shows the editor in progress with the change and Sign now, which signs it; then the fresh value and the notification', async () => {
    const t = TEXTS[run.language];
    const words = t.generic.pendingChange;
    const page = await open(run);
    await saveNewAmount(page, run.language, '/edit-payment-limit', '2750');

    // The signing page says what is signed, in the app's words, above the widget.
    const summary = page.getByRole('region', { name: t.signing.summaryTitle });
    await summary.waitFor();
    expect(await shown(summary)).toMatch(
      run.language === 'nl'
        ? /^Betaallimiet: €\s2\.500,00 → €\s2\.750,00 per dag$/
        : /^Payment limit: €2,500\.00 → €2,750\.00 per day$/,
    );
    await page
      .locator('dmb-signing')
      .getByRole('heading', { name: signingText(run.language, 'signingTitle') })
      .waitFor();
    expect(
      await summary.evaluate(
        (element) =>
          element.compareDocumentPosition(document.querySelector('dmb-signing')!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ).toBeTruthy();
    await expectAxeClean(page, `signing page with its summary, ${run.width}`);

    // The browser's Back: the editor again, but in progress: the notice, the change, disabled fields, only OK.
    await page.goBack();
    await page.waitForURL(/#\/edit-payment-limit$/);
    await page.getByText(t.generic.pendingUpdates.inProgress).waitFor();
    const notice = page.locator('form.editor .notification', { hasText: t.generic.pendingUpdates.inProgress });
    expect(await shown(notice.locator('.pending-change'))).toMatch(
      run.language === 'nl'
        ? /€\s2\.500,00 → €\s2\.750,00 per dag · wacht op je ondertekening/
        : /€2,500\.00 → €2,750\.00 per day · waiting for your signature/,
    );
    expect(await page.getByLabel(t.widgets.limitSlider.amount).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: t.generic.buttons.save }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t.generic.buttons.ok }).isVisible()).toBe(true);
    await expectAxeClean(page, `editor in progress after Back, ${run.width}`);

    // Sign now: the signing page for the same sign item, signed there.
    await page.getByRole('button', { name: words.signNow }).click();
    await page.waitForURL(/#\/signing$/);
    await signWithWidget(page, run.language);
    await notificationTitled(page, t.notification.success.changedDefaultPOSLimit.title);
    await settingsTile(page, '/edit-payment-limit')
      .getByText(run.language === 'nl' ? /€\s2\.750,00 per dag/ : /€2,750\.00 per day/)
      .waitFor();
    expect(await page.getByText(t.generic.pendingUpdates.inProgress).count()).toBe(0);
    expect(await pendingSignItems(app.url, 'sanne')).toEqual([]);
    expect(
      (await cardOf(await login(app.url, 'sanne'), 'sanne-dmc')).limits.find(
        (limit: { limitType: string }) => limit.limitType === 'POS',
      ).defaultLimitValue,
    ).toBe(2750);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});

describe.each(SWAPPED)('Sign later, then Sign now ($language, $width)', (run) => {
  it('the overview shows before → after with Sign now; signing later again keeps it; signing it gives the fresh value and the notification', async () => {
    const t = TEXTS[run.language];
    const words = t.generic.pendingChange;
    const page = await open(run);
    await saveNewAmount(page, run.language, '/edit-ecommerce-limit', '1750');
    await page
      .locator('dmb-signing')
      .getByRole('button', { name: signingText(run.language, 'signLater') })
      .click();
    await page.waitForURL(/#\/card-management$/);

    const tile = page.locator('.settings-tile', { has: settingsTile(page, '/edit-ecommerce-limit') });
    const pending = tile.locator('.settings-tile__pending');
    await pending.waitFor();
    expect(await shown(pending.locator('.pending-change'))).toMatch(
      run.language === 'nl'
        ? /^€\s1\.500,00 → €\s1\.750,00 per dag · wacht op je ondertekening$/
        : /^€1,500\.00 → €1,750\.00 per day · waiting for your signature$/,
    );
    expect(await pending.locator('.visually-hidden').textContent()).toBe(
      run.language === 'nl'
        ? 'Online daglimiet wijzigt van €\u00a01.500,00 per dag naar €\u00a01.750,00 per dag, wacht op je ondertekening.'
        : 'Online daily limit changes from €1,500.00 per day to €1,750.00 per day, waiting for your signature.',
    );
    // Only the limit that changes offers Sign now.
    expect(await page.getByRole('button', { name: words.signNow }).count()).toBe(1);
    await expectAxeClean(page, `overview with a change to sign, ${run.width}`);

    // Sign now, then "sign later" again: still pending.
    await pending.getByRole('button', { name: words.signNow }).click();
    await page.waitForURL(/#\/signing$/);
    await page.getByRole('region', { name: t.signing.summaryTitle }).waitFor();
    await page
      .locator('dmb-signing')
      .getByRole('button', { name: signingText(run.language, 'signLater') })
      .click();
    await page.waitForURL(/#\/card-management$/);
    await pending.waitFor();
    expect(
      (await pendingSignItems(app.url, 'sanne')).map((item: { change: { newValue: number } }) => item.change.newValue),
    ).toEqual([1750]);

    // Sign now, and sign.
    await pending.getByRole('button', { name: words.signNow }).click();
    await page.waitForURL(/#\/signing$/);
    await signWithWidget(page, run.language);
    await notificationTitled(page, t.notification.success.changedEcommerceLimit.title);
    await settingsTile(page, '/edit-ecommerce-limit')
      .getByText(run.language === 'nl' ? /€\s1\.750,00 per dag/ : /€1,750\.00 per day/)
      .waitFor();
    expect(await tile.locator('.settings-tile__pending').count()).toBe(0);
    expect(await page.getByText(t.generic.pendingUpdates.inProgress).count()).toBe(0);
    await expectAxeClean(page, `overview after signing, ${run.width}`);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});

it('Back at once after Save, before the signing page has appeared: the editor is in progress with the change (en, desktop)', async () => {
  const t = TEXTS.en;
  const page = await open(SWAPPED[0]!);
  await saveNewAmount(page, 'en', '/edit-payment-limit', '2750');
  await page.goBack();
  await page.waitForURL(/#\/edit-payment-limit$/);
  const notice = page.locator('form.editor .notification', { hasText: t.generic.pendingUpdates.inProgress });
  expect(await shown(notice.locator('.pending-change'))).toBe(
    'Payment limit: €2,500.00 → €2,750.00 per day · waiting for your signature',
  );
  expect(await page.getByRole('button', { name: t.generic.buttons.save }).count()).toBe(0);
  await page.getByRole('button', { name: t.generic.pendingChange.signNow }).click();
  await page.waitForURL(/#\/signing$/);
  await page.getByRole('region', { name: t.signing.summaryTitle }).waitFor();
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});
