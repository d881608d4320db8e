import type { Page } from 'playwright-core';
import { signingText } from '../../sandbox/portal/browser/signing-texts';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { cardOf, control, login, pendingSignItems } from '../sandbox/support/bank-client';
import { openApp, TEXTS, useApp, VIEWPORTS, type SignedInOptions } from './support/app-session';
import type { PageWatch } from './support/chromium';
import {
  codeShownBy,
  expectChangedTile,
  expectSignatureFailed,
  openEditor,
  settingsTile,
  signWithWidget,
  tryAgainInWidget,
  watchTile,
} from './support/editor-steps';

jest.setTimeout(90_000);

/**
 * The signing page (section 2.8) in a real Chromium against the bank sandbox: the portal's widget
 * with the stored sign item, signed with the code the bank's app shows (the widget shows it in
 * the sandbox), or left for later and signed on the portal's "to sign" page; and what the page
 * says when the widget cannot be loaded.
 */
const app = useApp();

/** What the page opened last did wrong (CSP violations, console errors). */
let watched: PageWatch;

/** The app on Sanne's everyday card. */
async function open(options: SignedInOptions): Promise<Page> {
  const opened = await app.open({ card: 'sanne-dmc', ...options });
  watched = opened.watched;
  return opened.page;
}

it('e-commerce: a new limit is saved, signed in the widget with the code the bank’s app shows, and shown on the overview (nl, desktop)', async () => {
  const t = TEXTS.nl;
  const page = await open({ language: 'nl' });
  const tile = await watchTile(page, '/edit-ecommerce-limit');
  await openEditor(page, '/edit-ecommerce-limit');
  await page.getByRole('heading', { level: 1, name: t.routes.editEcommerceLimit.title }).waitFor();
  // Section 2.4: the card in the overview's picker, disabled, and readable in full.
  const picker = page.getByLabel(t.overview.picker.label);
  expect(await picker.isDisabled()).toBe(true);
  expect(await picker.locator('option').innerText()).toMatch(
    /^Betaalpas, S\. de Vries, NL\d\d DMBK( \d{4}){2} \d\d, pasnummer \d{3}$/,
  );
  expect(await picker.evaluate((select: HTMLSelectElement) => select.scrollWidth <= select.clientWidth)).toBe(true);

  const slider = page.getByRole('slider', { name: t.editLimits.ecommerce.sliderLabel });
  expect(await slider.inputValue()).toBe('1500');
  await page.getByLabel(t.widgets.limitSlider.amount).fill('2750');
  expect(await slider.inputValue()).toBe('2750');
  await page.getByRole('button', { name: t.generic.buttons.save }).click();

  await page.waitForURL(/#\/signing$/);
  const widget = page.locator('dmb-signing');
  await widget.getByRole('heading', { name: signingText('nl', 'signingTitle') }).waitFor();
  expect(await widget.locator('dl').innerText()).toMatch(/Nieuwe limiet\s+€\s2\.750,00/);
  await signWithWidget(page, 'nl');

  await expectChangedTile(
    page,
    '/edit-ecommerce-limit',
    tile,
    t.notification.success.changedEcommerceLimit.title,
    /€\s2\.750,00 per dag/,
  );
  expect(await page.getByText(t.generic.pendingUpdates.inProgress).count()).toBe(0);
  expect(
    (await cardOf(await login(app.url, 'sanne'), 'sanne-dmc')).limits.find(
      (limit: { limitType: string }) => limit.limitType === 'ECOM',
    ).defaultLimitValue,
  ).toBe(2750);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('payment: a temporary limit for another day, signed later, waits on the overview, is signed on the portal’s "to sign" page, and then applies (en, 375 px)', async () => {
  const t = TEXTS.en;
  const page = await open({ language: 'en', viewport: VIEWPORTS.mobile });
  await openEditor(page, '/edit-payment-limit');
  // No temporary limit yet: the plain duration legend and labels, "continuously" chosen.
  await page.getByRole('group', { name: t.editLimits.payment.durationSubtitle }).waitFor();
  expect(await page.getByRole('radio', { name: t.editLimits.duration.continuously }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: t.editLimits.duration.temporarily }).check();
  await page.getByLabel(t.editLimits.howLongActive).selectOption({ label: t.generic.temporaryOptions.anotherDay });
  await page.getByRole('button', { name: `${t.widgets.dateField.openCalendar}: ${t.editLimits.dates.date}` }).click();
  await page.getByRole('button', { name: 'Wednesday, 10 March 2027' }).click();
  expect(await page.getByLabel(t.editLimits.dates.date, { exact: true }).inputValue()).toBe('10-03-2027');
  await page.getByLabel(t.widgets.limitSlider.amount).fill('3300');
  await page.getByRole('button', { name: t.generic.buttons.save }).click();

  await page.waitForURL(/#\/signing$/);
  const widget = page.locator('dmb-signing');
  expect(await widget.locator('dl').innerText()).toMatch(
    /Change\s+Set a temporary limit[\s\S]*New limit\s+€3,300\.00[\s\S]*Period\s+only on 10-03-2027/,
  );
  await widget.getByRole('button', { name: signingText('en', 'signLater') }).click();

  // Back on the overview: the change waits to be signed, nothing applied yet.
  await page.waitForURL(/#\/card-management$/);
  await page.getByText(t.generic.pendingUpdates.inProgress).waitFor();
  expect(await settingsTile(page, '/edit-payment-limit').innerText()).not.toContain('€3,300.00');
  const [pending] = await pendingSignItems(app.url, 'sanne');
  expect(pending).toMatchObject({
    operationType: 'newTemporaryPOSLimit',
    change: { newValue: 3300, startDate: '2027-03-10', endDate: '2027-03-10' },
  });

  // The portal's "to sign" page lists it; its widget signs it.
  await page.goto(`${app.url}/en/my-overview/to-sign/`);
  await page.getByRole('link', { name: /^Sign: Set a temporary limit · Payment limit/ }).click();
  await page
    .locator('dmb-signing')
    .getByLabel(signingText('en', 'codeLabel'))
    .fill(await codeShownBy(page));
  await page
    .locator('dmb-signing')
    .getByRole('button', { name: signingText('en', 'sign'), exact: true })
    .click();
  await page.getByText('There is nothing waiting to be signed.').waitFor();

  await openApp(page, app.url, { language: 'en', route: '', card: 'sanne-dmc' });
  const payment = settingsTile(page, '/edit-payment-limit');
  await payment.getByText('On 10-03-2027').waitFor();
  expect(await payment.innerText()).toMatch(/Temporary limit\s+Only on 10-03-2027\s+€3,300\.00 per day/);
  expect(await page.getByText(t.generic.pendingUpdates.inProgress).count()).toBe(0);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('when the widget cannot be loaded, the page says the change waits to be signed and leads back to the overview, which shows it pending (nl)', async () => {
  const t = TEXTS.nl;
  const page = await open({ language: 'nl' });
  // The portal's signing script does not arrive (a network failure).
  await page.context().route(`**${DEFAULT_ENVIRONMENT.portal.signingScript}`, (route) => route.abort());
  await openEditor(page, '/edit-ecommerce-limit');
  await page.getByLabel(t.widgets.limitSlider.amount).fill('1600');
  await page.getByRole('button', { name: t.generic.buttons.save }).click();
  await page.waitForURL(/#\/signing$/);
  await page.getByText(t.signing.unavailable).waitFor();
  expect(await page.locator('dmb-signing').count()).toBe(0);
  await page.getByRole('button', { name: t.signing.backToOverview }).click();
  await page.waitForURL(/#\/card-management$/);
  await page.getByText(t.generic.pendingUpdates.inProgress).waitFor();
  expect((await pendingSignItems(app.url, 'sanne')).map((item) => item.change.newValue)).toEqual([1600]);
  // Chromium logs the failed request itself; the app adds no error of its own.
  expect(watched).toEqual({ cspViolations: [], errors: ['Failed to load resource: net::ERR_FAILED'] });
});

it('a signature the bank answers with an empty 200 signed nothing: the widget says so, keeping the code, and the change still waits; Try again signs it, and it applies (en)', async () => {
  const t = TEXTS.en;
  const page = await open({ language: 'en' });
  await openEditor(page, '/edit-ecommerce-limit');
  await page.getByLabel(t.widgets.limitSlider.amount).fill('1700');
  await page.getByRole('button', { name: t.generic.buttons.save }).click();
  await page.waitForURL(/#\/signing$/);
  const widget = page.locator('dmb-signing');
  await widget.getByRole('heading', { name: signingText('en', 'signingTitle') }).waitFor();
  // The bank's answer says nothing, and nothing was signed (the sandbox rolls the signature back).
  const armed = await control(app.url).send('POST', '/sandbox/faults', {
    body: { method: 'POST', path: '/**/signature', status: 200, times: 1 },
  });
  expect(armed.status).toBeLessThan(300);
  const code = await codeShownBy(page);
  await widget.getByLabel(signingText('en', 'codeLabel')).fill(code);
  await widget.getByRole('button', { name: signingText('en', 'sign'), exact: true }).click();
  await expectSignatureFailed(page, 'en');
  expect(page.url()).toMatch(/#\/signing$/);
  expect(await page.getByText(t.notification.success.changedEcommerceLimit.title).count()).toBe(0);
  expect((await pendingSignItems(app.url, 'sanne')).map((item) => item.change.newValue)).toEqual([1700]);
  // The code is still there: Try again alone signs it.
  await tryAgainInWidget(page, 'en');
  await page.waitForURL(/#\/card-management$/);
  await page.getByText(t.notification.success.changedEcommerceLimit.title).first().waitFor();
  expect(await pendingSignItems(app.url, 'sanne')).toEqual([]);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});
