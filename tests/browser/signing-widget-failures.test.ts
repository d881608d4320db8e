import type { BrowserContext, Page } from 'playwright-core';
import { signingText } from '../../sandbox/portal/browser/signing-texts';
import {
  control,
  limitsPath,
  login,
  pendingSignItems,
  reset,
  signingPath,
  useSandbox,
} from '../sandbox/support/bank-client';
import { signIn } from './support/app-session';
import { axeViolations, useChromium, watch, type PageWatch } from './support/chromium';

jest.setTimeout(60_000);

/**
 * The portal's signing widget when the bank fails, on the "to sign" page in a real Chromium
 * (found walking the widget): a failed signature keeps the code typed and is said beside the
 * buttons, not on the code field; a device code the bank fails to give is said the same way, in
 * the device part, with its own Try again. Keyboard only where it matters; axe and CSP clean.
 */
const started = useSandbox({});
const chromium = useChromium();

let context: BrowserContext;
let page: Page;
let watched: PageWatch;
beforeEach(async () => {
  await reset(started.url);
  context = await chromium.browser.newContext();
  page = await context.newPage();
  watched = await watch(page);
});
afterEach(async () => {
  await context.close();
});

const widget = () => page.locator('dmb-signing');
const active = () =>
  page.evaluate(() => {
    const element = document.querySelector('dmb-signing')?.shadowRoot?.activeElement;
    return element ? `${element.tagName.toLowerCase()}.${element.className}#${element.id}` : '';
  });
const codeShown = async () => {
  await page.waitForFunction(() =>
    /^\d{6}$/.test(
      document.querySelector('dmb-signing')?.shadowRoot?.querySelector('.code')?.textContent?.trim() ?? '',
    ),
  );
  return (await widget().locator('.code').textContent())!.trim();
};

/** Sanne, signed in, with a payment-limit change waiting; the "to sign" page open on it. */
async function openToSign(language: 'nl' | 'en'): Promise<string> {
  await signIn(context, started.url, 'sanne');
  const client = await login(started.url, 'sanne');
  const answer = await client.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, {
    body: { limitValue: 2400 },
  });
  expect(answer.status).toBe(200);
  const tpsId: string = answer.body.id.tpsId;
  const toSign = language === 'nl' ? '/nl/mijn-overzicht/te-ondertekenen/' : '/en/my-overview/to-sign/';
  await page.goto(`${started.url}${toSign}?item=${tpsId}`);
  await widget()
    .getByRole('heading', { name: signingText(language, 'signingTitle') })
    .waitFor();
  return toSign;
}

const failNext = async (path: string) => {
  const armed = await control(started.url).send('POST', '/sandbox/faults', {
    body: { method: 'POST', path, status: 500, times: 1 },
  });
  expect(armed.status).toBe(201);
};

it('a signature the bank fails (500) keeps the code, says so beside the buttons, and Try again signs it (nl, keyboard)', async () => {
  const toSign = await openToSign('nl');
  const code = await codeShown();
  await failNext(`${signingPath}/*/signature`);
  await page.keyboard.press('Tab');
  expect(await active()).toBe('input.#code');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

  const failure = widget().locator('form .failure');
  await failure.getByText(signingText('nl', 'signFailed')).waitFor();
  expect(await active()).toBe('div.failure#sign-failure');
  const field = widget().getByLabel(signingText('nl', 'codeLabel'));
  expect(await field.inputValue()).toBe(code);
  expect(await field.getAttribute('aria-invalid')).toBeNull();
  expect(await widget().locator('#code-error, .summary').count()).toBe(0);
  expect(await widget().getByRole('alert').innerText()).toBe(signingText('nl', 'signFailed'));
  expect(await axeViolations(page)).toEqual([]);

  // From the notice, the next stop is Try again, which sends the code still typed.
  await page.keyboard.press('Tab');
  expect(await active()).toBe('button.primary#');
  expect(
    await widget()
      .getByRole('button', { name: signingText('nl', 'tryAgain'), exact: true })
      .count(),
  ).toBe(1);
  await Promise.all([page.waitForURL(`${started.url}${toSign}`), page.keyboard.press('Enter')]);
  expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
});

it('a device code the bank fails to give (500) is said with Try again in the device part, which then shows it (en, 375 px)', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await failNext(`${signingPath}/*/device-code`);
  const toSign = await openToSign('en');
  const device = widget().locator('.device');
  await device.getByText(signingText('en', 'deviceUnavailable')).waitFor();
  expect(await device.getByRole('alert').innerText()).toBe(signingText('en', 'deviceUnavailable'));
  expect(await device.locator('.code').count()).toBe(0);
  // The code field is no part of it: not marked, no error summary.
  expect(await widget().getByLabel(signingText('en', 'codeLabel')).getAttribute('aria-invalid')).toBeNull();
  expect(await widget().locator('.summary').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  await device.getByRole('button', { name: signingText('en', 'tryAgain'), exact: true }).click();
  const code = await codeShown();
  expect(await device.getByRole('alert').count()).toBe(0);
  await widget().getByLabel(signingText('en', 'codeLabel')).fill(code);
  await Promise.all([
    page.waitForURL(`${started.url}${toSign}`),
    widget()
      .getByRole('button', { name: signingText('en', 'sign'), exact: true })
      .click(),
  ]);
  expect(watched.cspViolations).toEqual([]);
});
