import { build } from 'esbuild';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../sandbox/http/security-headers';
import {
  env,
  limitsPath,
  login,
  pendingSignItems,
  control,
  reset,
  signingPath,
  useSandbox,
} from '../sandbox/support/bank-client';
import { signIn } from './support/app-session';
import { axeViolations, useChromium, watch, type PageWatch } from './support/chromium';

jest.setTimeout(60_000);

/**
 * The portal's scripts in a real Chromium, under the sandbox's strict Content-Security-Policy:
 * the signing widget (through the app's own adapter and on the "to sign" page, keyboard only),
 * the header, footer and chat client, the personal-data page's script, and axe on each.
 */
const started = useSandbox({});
const chromium = useChromium();

let appSigningScript: string;
beforeAll(async () => {
  const bundled = await build({
    entryPoints: [join(__dirname, 'fixtures/app-signing.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  appSigningScript = bundled.outputFiles[0]!.text;
});

let context: BrowserContext;
let page: Page;
let watched: PageWatch;
beforeEach(async () => {
  context = await chromium.browser.newContext();
  page = await context.newPage();
  watched = await watch(page);
});
afterEach(async () => {
  await context.close();
});

const signInAs = (customer: string) => signIn(context, started.url, customer);

async function pendingChange(customer: string, cardId: string, limitValue: number) {
  const client = await login(started.url, customer);
  const answer = await client.send('PUT', `${limitsPath}/${cardId}/permanent-limits/POS`, { body: { limitValue } });
  expect(answer.status).toBe(200);
  return answer.body.id as { sourceId: string; tpsId: string };
}

/** The app's page stand-in: where the app will be served, under the same CSP, running the app's signing adapter. */
async function openAppPage(language: 'nl' | 'en'): Promise<void> {
  const appPath = env.appPaths[language];
  await page.route(`${started.url}${appPath}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': CONTENT_SECURITY_POLICY },
      body: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>App</title><script src="${appPath}app-signing.js"></script></head><body><main><h1>Signing</h1><div id="signing-host"></div></main></body></html>`,
    }),
  );
  await page.route(`${started.url}${appPath}app-signing.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: appSigningScript }),
  );
  await page.goto(`${started.url}${appPath}`);
}

const widget = () => page.locator('dmb-signing');

/** Waits for something the page reports back to the test (console messages arrive asynchronously). */
async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const codeShown = async () => (await widget().locator('.code').textContent())!.trim();

describe('the signing widget, through the app’s PortalSigning adapter', () => {
  beforeEach(() => reset(started.url));

  it('shows exactly what is signed, signs with the code the sandbox shows, and answers "signed"', async () => {
    await signInAs('sanne');
    const item = await pendingChange('sanne', 'sanne-dmc', 3200);
    await openAppPage('en');
    const outcome = page.evaluate(
      (items) => (window as any).openSigning(items),
      [{ adapterId: item.sourceId, signItemId: item.tpsId }],
    );
    await widget().getByRole('heading', { name: 'Sign the change' }).waitFor();
    const summary = await widget().locator('dl').innerText();
    expect(summary).toMatch(/Card number\s+\*\*\*\* 4821\s+Card holder\s+S\. de Vries/);
    expect(summary).toMatch(/Account\s+NL\d{2} DMBK \d{4} \d{4} \d{2}/);
    expect(summary).toMatch(/Limit\s+Payment limit/);
    expect(summary).toMatch(/Change\s+Change the permanent limit/);
    expect(summary).toMatch(/Current limit\s+€2,500\.00/);
    expect(summary).toMatch(/New limit\s+€3,200\.00/);
    await page.waitForFunction(() =>
      /^\d{6}$/.test(
        document.querySelector('dmb-signing')?.shadowRoot?.querySelector('.code')?.textContent?.trim() ?? '',
      ),
    );
    expect(await axeViolations(page)).toEqual([]);

    await widget()
      .getByLabel('Confirmation code')
      .fill(await codeShown());
    await widget().getByRole('button', { name: 'Sign', exact: true }).click();
    expect(await outcome).toBe('signed');
    expect(await widget().count()).toBe(0);
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('shows a change basket whole (issue 35): every change before the one code, which signs them all', async () => {
    await signInAs('sanne');
    const client = await login(started.url, 'sanne');
    const period = { startDate: '2027-03-05', endDate: '2027-03-19' };
    const basket = await client.send('POST', env.changeBasketPath!.replace('{paymentInstrumentId}', 'sanne-dmc'), {
      body: {
        changes: [
          { operation: 'createTemporaryLimit', body: { ...period, limitType: 'POS', limitValue: 4000 } },
          { operation: 'createTemporaryLimit', body: { ...period, limitType: 'ATM', limitValue: 1000 } },
        ],
      },
    });
    expect(basket.status).toBe(201);
    const item = basket.body.id as { sourceId: string; tpsId: string };
    await openAppPage('en');
    const outcome = page.evaluate(
      (items) => (window as any).openSigning(items),
      [{ adapterId: item.sourceId, signItemId: item.tpsId }],
    );
    await widget().getByRole('heading', { name: 'Sign the change' }).waitFor();
    const summary = await widget().locator('dl').innerText();
    expect(summary).toMatch(/Limit\s+Payment limit[\s\S]*New limit\s+€4,000\.00[\s\S]*Limit\s+Withdrawal limit/);
    expect(summary).toMatch(/Withdrawal limit[\s\S]*New limit\s+€1,000\.00/);
    await page.waitForFunction(() =>
      /^\d{6}$/.test(
        document.querySelector('dmb-signing')?.shadowRoot?.querySelector('.code')?.textContent?.trim() ?? '',
      ),
    );
    expect(await axeViolations(page)).toEqual([]);
    await widget()
      .getByLabel('Confirmation code')
      .fill(await codeShown());
    await widget().getByRole('button', { name: 'Sign', exact: true }).click();
    expect(await outcome).toBe('signed');
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('answers "sentLater" for "Sign later" and leaves the item pending; in Dutch', async () => {
    await signInAs('sanne');
    const item = await pendingChange('sanne', 'sanne-dmc', 3100);
    await openAppPage('nl');
    const outcome = page.evaluate(
      (items) => (window as any).openSigning(items),
      [{ adapterId: item.sourceId, signItemId: item.tpsId }],
    );
    await widget().getByRole('heading', { name: 'Wijziging ondertekenen' }).waitFor();
    expect(await widget().locator('dl').innerText()).toMatch(/Nieuwe limiet\s+€\s3\.100,00/);
    await widget().getByRole('button', { name: 'Later ondertekenen' }).click();
    expect(await outcome).toBe('sentLater');
    expect((await pendingSignItems(started.url, 'sanne')).map((pending) => pending.signItemId)).toEqual([item.tpsId]);
  });

  it('refuses to sign an item that is not the change it was given, or someone else’s: nothing to sign, Close answers "sentLater"', async () => {
    await signInAs('sanne');
    const own = await pendingChange('sanne', 'sanne-dmc', 3000);
    const [pieters] = await pendingSignItems(started.url, 'pieter');
    await openAppPage('en');
    for (const [items, message] of [
      [
        [{ adapterId: 'BAI540-something-else', signItemId: own.tpsId }],
        'This item does not belong to the change. Nothing was signed.',
      ],
      [[{ adapterId: pieters.adapterId, signItemId: pieters.signItemId }], 'You cannot sign this change.'],
    ] as const) {
      const outcome = page.evaluate((wanted) => (window as any).openSigning(wanted), items);
      await widget().getByText(message).waitFor();
      expect(await widget().locator('input').count()).toBe(0);
      await widget().getByRole('button', { name: 'Close' }).click();
      expect(await outcome).toBe('sentLater');
    }
    expect((await pendingSignItems(started.url)).map((item) => item.signItemId).sort()).toEqual(
      [own.tpsId, pieters.signItemId].sort(),
    );
  });
});

describe('the signing widget on the "to sign" page, by keyboard only', () => {
  beforeEach(() => reset(started.url));

  it('a wrong code is announced and focused; the right one signs and returns to the list', async () => {
    await signInAs('pieter');
    const [item] = await pendingSignItems(started.url, 'pieter');
    await page.goto(`${started.url}/nl/mijn-overzicht/te-ondertekenen/?item=${item.signItemId}`);
    const heading = widget().getByRole('heading', { name: 'Wijziging ondertekenen' });
    await heading.waitFor();
    // The widget takes focus when it is ready, so a keyboard user starts there.
    await page.waitForFunction(
      () => document.querySelector('dmb-signing')?.shadowRoot?.activeElement?.id === 'signing-title',
    );
    await page.waitForFunction(() =>
      /^\d{6}$/.test(
        document.querySelector('dmb-signing')?.shadowRoot?.querySelector('.code')?.textContent?.trim() ?? '',
      ),
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('dmb-signing')!.shadowRoot!.activeElement!.id)).toBe(
      'code',
    );
    await page.keyboard.type(item.code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    const alert = widget().getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/De bevestigingscode klopt niet\. Je kunt het nog 2 keer proberen\./);
    expect(await page.evaluate(() => document.querySelector('dmb-signing')!.shadowRoot!.activeElement!.className)).toBe(
      'summary',
    );
    expect(await widget().getByLabel('Bevestigingscode').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // From the summary, the error's link leads to the field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.querySelector('dmb-signing')!.shadowRoot!.activeElement!.id)).toBe(
      'code',
    );
    await page.keyboard.type(item.code);
    await Promise.all([
      page.waitForURL(`${started.url}/nl/mijn-overzicht/te-ondertekenen/`),
      page.keyboard.press('Enter'),
    ]);
    expect(await page.getByText('Er staat niets klaar om te ondertekenen.').count()).toBe(1);
    expect(watched.cspViolations).toEqual([]);
  });

  it('tells a customer whose item locked after too many wrong codes, and offers the way out', async () => {
    await signInAs('pieter');
    const [item] = await pendingSignItems(started.url, 'pieter');
    await page.goto(`${started.url}/en/my-overview/to-sign/?item=${item.signItemId}`);
    const input = widget().getByLabel('Confirmation code');
    const wrong = item.code === '000000' ? '111111' : '000000';
    for (const attemptsLeft of [2, 1]) {
      await input.fill(wrong);
      await input.press('Enter');
      await widget()
        .locator('#code-error')
        .getByText(`You can try ${attemptsLeft} more times.`, { exact: false })
        .waitFor();
    }
    await input.fill(wrong);
    await input.press('Enter');
    await widget().getByText('This change is locked after too many wrong codes. Nothing was changed.').waitFor();
    await Promise.all([
      page.waitForURL(`${started.url}/en/my-overview/to-sign/`),
      widget().getByRole('button', { name: 'Close' }).click(),
    ]);
  });
});

describe('the signing widget when the bank refuses what it signs (issue 20)', () => {
  beforeEach(() => reset(started.url));
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('says that signing is blocked after five wrong codes in a row, and from when it works again (nl); axe-clean', async () => {
    await signInAs('sanne');
    const sanne = await login(started.url, 'sanne');
    const first = await pendingChange('sanne', 'sanne-dmc', 2400);
    const [{ code: firstCode }] = await pendingSignItems(started.url, 'sanne');
    for (let attempt = 0; attempt < 3; attempt += 1)
      await sanne.send('POST', `${signingPath}/${first.tpsId}/signature`, { body: { code: wrongFor(firstCode) } });
    const second = await pendingChange('sanne', 'sanne-dmc', 2400);
    const [{ code }] = await pendingSignItems(started.url, 'sanne');
    await sanne.send('POST', `${signingPath}/${second.tpsId}/signature`, { body: { code: wrongFor(code) } });

    await page.goto(`${started.url}/nl/mijn-overzicht/te-ondertekenen/?item=${second.tpsId}`);
    const input = widget().getByLabel('Bevestigingscode');
    await input.fill(wrongFor(code));
    await input.press('Enter');
    await widget().getByText('Ondertekenen is tijdelijk geblokkeerd', { exact: false }).waitFor();
    const shown = /vanaf (\d{2}:\d{2}) uur\. Er is niets gewijzigd\./.exec(
      await widget().getByRole('alert').innerText(),
    )?.[1];
    // Thirty minutes from now, in the page's clock (a minute either side, should one turn meanwhile).
    const around = [-60_000, 0, 60_000].map((shift) =>
      new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' }).format(
        new Date(Date.now() + 30 * 60_000 + shift),
      ),
    );
    expect(around).toContain(shown);
    expect(await widget().locator('input').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
  });

  it('says that the card has changed since, and that nothing was changed, when the right code meets a blocked card (en)', async () => {
    await signInAs('sanne');
    const item = await pendingChange('sanne', 'sanne-dmc', 2400);
    const sanne = await login(started.url, 'sanne');
    expect((await sanne.send('POST', `${env.apiPrefix}/apis/payment-instruments/v2/sanne-dmc/suspension`)).status).toBe(
      200,
    );
    await page.goto(`${started.url}/en/my-overview/to-sign/?item=${item.tpsId}`);
    await page.waitForFunction(() =>
      /^\d{6}$/.test(
        document.querySelector('dmb-signing')?.shadowRoot?.querySelector('.code')?.textContent?.trim() ?? '',
      ),
    );
    await widget()
      .getByLabel('Confirmation code')
      .fill(await codeShown());
    await widget().getByRole('button', { name: 'Sign', exact: true }).click();
    await widget().getByText('Your card has changed since you asked for this change', { exact: false }).waitFor();
    expect(await widget().getByRole('alert').innerText()).toContain('Nothing was changed.');
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([]);
  });
  it('an item the bank failed to send is offered again with Try again, which shows it (en)', async () => {
    await signInAs('sanne');
    const item = await pendingChange('sanne', 'sanne-dmc', 2400);
    const path = `${env.apiPrefix}/apis/signing/v1/sign-items/${item.tpsId}`;
    await control(started.url).send('POST', '/sandbox/faults', { body: { method: 'GET', path, status: 500 } });
    await page.goto(`${started.url}/en/my-overview/to-sign/?item=${item.tpsId}`);
    await widget().getByText('Signing is not possible right now.', { exact: false }).waitFor();
    await widget().getByRole('button', { name: 'Try again' }).click();
    await widget().getByLabel('Confirmation code').waitFor();
    expect(await widget().getByRole('button', { name: 'Sign', exact: true }).count()).toBe(1);
  });

  it('a refusal that leaves the item waiting (a 409 the bank could not take) says try again, not that the card changed (nl)', async () => {
    await signInAs('sanne');
    const item = await pendingChange('sanne', 'sanne-dmc', 2400);
    const armed = await control(started.url).send('POST', '/sandbox/faults', {
      body: { method: 'POST', path: `${env.apiPrefix}/apis/signing/v1/sign-items/*/signature`, status: 409 },
    });
    expect(armed.status).toBe(201);
    await page.goto(`${started.url}/nl/mijn-overzicht/te-ondertekenen/?item=${item.tpsId}`);
    await page.waitForFunction(() =>
      /^\d{6}$/.test(
        document.querySelector('dmb-signing')?.shadowRoot?.querySelector('.code')?.textContent?.trim() ?? '',
      ),
    );
    await widget()
      .getByLabel('Bevestigingscode')
      .fill(await codeShown());
    await widget().getByRole('button', { name: 'Ondertekenen', exact: true }).click();
    await widget().getByText('Door een technische fout is ondertekenen niet gelukt.', { exact: false }).waitFor();
    expect(await widget().innerText()).not.toContain('Je pas is veranderd');
    // The item still waits, and is offered again to sign, with the code still typed.
    expect(await pendingSignItems(started.url, 'sanne')).toHaveLength(1);
    expect(await widget().getByRole('button', { name: 'Opnieuw proberen', exact: true }).count()).toBe(1);
  });
});

describe('the signing widget where the code goes out on a channel of its own (issue 20)', () => {
  const lines: string[] = [];
  const separate = useSandbox({ deviceCodes: 'console', deviceCodeOutput: (line) => lines.push(line) });

  it('says the code was sent to the phone, shows none, and signs with the code that arrived there (en)', async () => {
    await signIn(context, separate.url, 'sanne');
    const client = await login(separate.url, 'sanne');
    const tpsId: string = (
      await client.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 2400 } })
    ).body.id.tpsId;
    await page.goto(`${separate.url}/en/my-overview/to-sign/?item=${tpsId}`);
    await widget().getByText('The confirmation code has been sent to your phone.', { exact: false }).waitFor();
    expect(await widget().locator('.device').innerText()).not.toMatch(/\d{6}/);
    const code = /code (\d{6}) /.exec(lines.find((line) => line.includes(tpsId))!)![1]!;
    // A wrong code draws the form again, and does not send the code again.
    await widget()
      .getByLabel('Confirmation code')
      .fill(code === '000000' ? '111111' : '000000');
    await widget().getByRole('button', { name: 'Sign', exact: true }).click();
    await widget().locator('#code-error').waitFor();
    await widget().getByText('The confirmation code has been sent to your phone.', { exact: false }).waitFor();
    expect(lines.filter((line) => line.includes(tpsId))).toHaveLength(1);
    await widget().getByLabel('Confirmation code').fill(code);
    await Promise.all([
      page.waitForURL(`${separate.url}/en/my-overview/to-sign/`),
      widget().getByRole('button', { name: 'Sign', exact: true }).click(),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
  });

  it('offers to send the code again, and says from when when it is too soon (nl, issue 37); axe-clean', async () => {
    await signIn(context, separate.url, 'sanne');
    const client = await login(separate.url, 'sanne');
    const tpsId: string = (
      await client.send('PUT', `${limitsPath}/sanne-travel/permanent-limits/POS`, { body: { limitValue: 2300 } })
    ).body.id.tpsId;
    await page.goto(`${separate.url}/nl/mijn-overzicht/te-ondertekenen/?item=${tpsId}`);
    await widget().getByText('De bevestigingscode is naar je telefoon gestuurd.', { exact: false }).waitFor();
    // Within 30 s of the first send the bank refuses another (429, Retry-After): the widget says until when.
    await widget().getByRole('button', { name: 'Code opnieuw sturen' }).click();
    const wait = widget().getByText(/Je kunt hem vanaf \d{2}:\d{2} uur opnieuw laten sturen\./);
    await wait.waitFor();
    expect(await widget().getByRole('status').innerText()).toMatch(/De code is kort geleden al gestuurd\./);
    expect(lines.filter((line) => line.includes(tpsId))).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
  });
});

describe('header, footer and chat client', () => {
  it('render on a portal page: brand, language switch to the same page, sign-out; the footer’s links; axe-clean', async () => {
    await signInAs('sanne');
    await page.goto(`${started.url}${env.portal.overview.private.nl}`);
    const header = page.locator('dmb-header');
    await header.getByRole('link', { name: 'Demo Bank' }).waitFor();
    await page.locator('dmb-footer').getByRole('link', { name: 'Hulp en advies' }).waitFor();
    expect(await page.locator('dmb-footer').getByRole('link', { name: 'Mijn overzicht' }).getAttribute('href')).toBe(
      env.portal.overview.private.nl,
    );
    expect(await axeViolations(page)).toEqual([]);

    const english = header.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('lang')).toBe('en');
    await Promise.all([page.waitForURL(`${started.url}${env.portal.overview.private.en}`), english.click()]);
    expect(await page.locator('h1').innerText()).toBe('My overview');

    await Promise.all([
      page.waitForURL(`${started.url}${env.loginPaths.en}`),
      header.getByRole('button', { name: 'Sign out' }).click(),
    ]);
    await page.goto(`${started.url}${env.portal.overview.private.en}`);
    expect(new URL(page.url()).pathname).toBe(env.loginPaths.en);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });

  it('calls the app’s registered language-change handler, and refuses anything but a function with section 5’s error', async () => {
    await openAppPage('nl');
    await page.addScriptTag({ url: env.portal.headerScript });
    const result = await page.evaluate(async () => {
      const header = document.createElement('dmb-header') as HTMLElement & {
        languageChangeHandler?: unknown;
        setLanguageChangeHandler(handler: unknown): void;
      };
      header.setAttribute('language', 'nl');
      document.body.prepend(header);
      const refusals: string[] = [];
      for (const handler of [undefined, null, 'switch', {}]) {
        try {
          header.languageChangeHandler = handler;
        } catch (error) {
          refusals.push(`${(error as Error).name}: ${(error as Error).message}`);
        }
      }
      const calls: unknown[] = [];
      header.languageChangeHandler = (language: unknown) => calls.push(language);
      (header.shadowRoot!.querySelector('button.language') as HTMLButtonElement).click();
      return { refusals, calls };
    });
    expect(result.refusals).toEqual(
      Array(4).fill('TypeError: You should specify a function which is called when the language is changed'),
    );
    expect(result.calls).toEqual(['en']);
  });

  it('reports the missing handler in the console, failing soft, when the page registered none', async () => {
    await openAppPage('en');
    await page.addScriptTag({ url: env.portal.headerScript });
    await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('dmb-header'), {})));
    await page.locator('dmb-header').getByRole('button', { name: 'Nederlands' }).click();
    await until(() => watched.errors.length > 0);
    expect(watched.errors).toEqual([
      expect.stringContaining('You should specify a function which is called when the language is changed'),
    ]);
  });

  it('the chat client opens on the app’s request, takes focus, keeps messages as text, and gives focus back on Escape', async () => {
    await page.goto(`${started.url}${env.portal.help.private.en.split('#')[0]}`);
    const opener = page.getByRole('button', { name: 'Open the chat' });
    await page.waitForFunction(() => customElements.get('dmb-chat-client') !== undefined);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dmb-chat-client').getByRole('dialog', { name: 'Chat with Demo Bank' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.querySelector('dmb-chat-client')!.shadowRoot!.activeElement!.id)).toBe(
      'message',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('<img src=x onerror=alert(1)>');
    await page.keyboard.press('Enter');
    const log = dialog.getByRole('log');
    await log.getByText('<img src=x onerror=alert(1)>').waitFor();
    await log.getByText('This is the sandbox', { exact: false }).waitFor();
    expect(await dialog.locator('img').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open the chat');
    // The app's contact block calls toggle() the same way.
    expect(
      await page.evaluate(() =>
        (document.querySelector('dmb-chat-client') as HTMLElement & { toggle(): void; isOpen: boolean }).toggle(),
      ),
    ).toBeUndefined();
    expect(
      await page.evaluate(
        () => (document.querySelector('dmb-chat-client') as HTMLElement & { isOpen: boolean }).isOpen,
      ),
    ).toBe(true);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});

describe('the personal-data page’s script', () => {
  beforeEach(() => reset(started.url));

  async function startAddressChange(callBackURL: string) {
    await signInAs('sanne');
    await page.goto(`${started.url}${env.portal.overview.private.nl}`);
    await page.evaluate((record) => sessionStorage.setItem('addressChangeProcess', JSON.stringify(record)), {
      bcNumber: '100234561',
      callBackURL,
      contentSource: 'multipliers',
      process: 'address',
      consumerId: env.consumerId,
    });
    await page.goto(`${started.url}${env.portal.personalData.private.nl}?edit=address`);
  }

  it('returns to the app’s callBackURL after saving, and forgets the record', async () => {
    await startAddressChange('/nl/betaalpassen/#/replace-card');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Straat').fill('Prinsengracht');
    await Promise.all([
      page.waitForURL(`${started.url}/nl/betaalpassen/#/replace-card`),
      page.getByRole('button', { name: 'Adres opslaan' }).click(),
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('addressChangeProcess'))).toBeNull();
  });

  it('ignores a callBackURL that leaves the site', async () => {
    await startAddressChange('//evil.example/phish');
    expect(await page.getByRole('link', { name: 'Annuleren' }).getAttribute('href')).toBe(
      env.portal.personalData.private.nl,
    );
    await Promise.all([
      page.waitForURL(`${started.url}${env.portal.personalData.private.nl}?saved=1`),
      page.getByRole('button', { name: 'Adres opslaan' }).click(),
    ]);
  });

  it('shows a refused form with the error summary focused; axe-clean', async () => {
    await startAddressChange('/nl/betaalpassen/#/replace-card');
    await page.getByLabel('Postcode').fill('12');
    await page.getByRole('button', { name: 'Adres opslaan' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('class'))).toBe('error-summary');
    expect(await axeViolations(page)).toEqual([]);
  });
});

it('the CSP watch itself notices an inline style, so "no violations" above means something', async () => {
  await page.goto(`${started.url}${env.loginPaths.en}`);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: red; }';
    document.head.append(style);
  });
  await until(() => watched.cspViolations.length > 0);
  expect(watched.cspViolations[0]).toMatch(/^style-src/);
});

it('the login page is axe-clean in both languages', async () => {
  for (const language of ['nl', 'en'] as const) {
    await page.goto(`${started.url}${env.loginPaths[language]}`);
    await page.locator('dmb-header').getByRole('link', { name: 'Demo Bank' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});
