import chromium from '@sparticuz/chromium';
import { readFileSync } from 'node:fs';
import { chromium as playwright, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../../adapters/bank-sandbox/start-sandbox';
import { signingText } from '../../../adapters/bank-sandbox/portal/browser/signing-texts';
import { DEFAULT_ENVIRONMENT } from '../../../adapters/config/default-environment';
import en from '../../../ui/i18n/en.json';
import nl from '../../../ui/i18n/nl.json';
import { builtApp } from './built-app';
import { watch, type PageWatch } from './chromium';

/**
 * The app as a customer meets it: built once, served by the sandbox on an ephemeral port with a
 * fixed date, signed in, in a language, at a width, with the browser's clock on the same date.
 */

/**
 * A Monday. Its March holds a Saturday (the 6th) and Easter Monday (the 29th); the start window
 * ends on 2027-09-07 (190 days) and a period starting 2027-03-02 may end on 2028-03-01 (365 days).
 */
export const EDITOR_TODAY = '2027-03-01';

export async function startEditorSandbox(): Promise<RunningSandbox> {
  return startSandbox({ today: EDITOR_TODAY, appDir: await builtApp() });
}

/** One sandbox serving the built app for a test file. */
export function useEditorSandbox(): { url: string } {
  const started = {} as { url: string; sandbox: RunningSandbox };
  beforeAll(async () => {
    started.sandbox = await startEditorSandbox();
    started.url = started.sandbox.url;
  }, 120_000);
  afterAll(() => started.sandbox?.close());
  return started;
}

/** TOOLCHAIN.md: no outside network here, so Chromium must not try to reach it. */
export async function launchChromium(): Promise<Browser> {
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  return playwright.launch({ executablePath: await chromium.executablePath(), args });
}

export type EditorApp = {
  readonly url: string;
  /** A customer's browser on the app's overview; closed after the test. */
  open(options?: OpenAppOptions): Promise<AppPage>;
};

/** A test file's sandbox and Chromium (one of each), the bank's data reset before every test. */
export function useEditorApp(): EditorApp {
  const sandbox = useEditorSandbox();
  const holder: { browser?: Browser } = {};
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    holder.browser = await launchChromium();
  }, 60_000);
  afterAll(() => holder.browser?.close());
  beforeEach(async () => {
    const answer = await fetch(`${sandbox.url}/sandbox/reset`, { method: 'POST' });
    if (answer.status !== 200) throw new Error(`reset: ${answer.status}`);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return {
    get url() {
      return sandbox.url;
    },
    async open(options) {
      const opened = await openApp(holder.browser!, sandbox.url, options);
      contexts.push(opened.context);
      return opened;
    },
  };
}

export type Language = 'nl' | 'en';

/** The app's own words, so a test reads what the customer reads. */
export const TEXTS = { nl, en } as const;
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };

export type AppPage = { readonly context: BrowserContext; readonly page: Page; readonly watched: PageWatch };

export type OpenAppOptions = {
  readonly customer?: string;
  readonly language?: Language;
  readonly viewport?: { width: number; height: number };
  /** The card the overview's picker is set to. */
  readonly card?: string;
};

/** A customer's browser on the app's overview: signed in (through the control API), clock on the sandbox date. */
export async function openApp(browser: Browser, baseUrl: string, options: OpenAppOptions = {}): Promise<AppPage> {
  const { customer = 'sanne', language = 'nl', viewport = DESKTOP, card } = options;
  const context = await browser.newContext({ viewport, locale: language === 'nl' ? 'nl-NL' : 'en-GB', timezoneId: 'Europe/Amsterdam' });
  // The app's calendar rules read the device's date; it must be the bank's.
  await context.clock.setFixedTime(new Date(`${EDITOR_TODAY}T10:00:00+01:00`));
  const answer = await fetch(`${baseUrl}/sandbox/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customer }) });
  const [name, value] = answer.headers.get('set-cookie')!.split(';')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: baseUrl, httpOnly: true, sameSite: 'Strict' }]);
  const page = await context.newPage();
  const watched = await watch(page);
  await goToApp(page, baseUrl, language, card);
  return { context, page, watched };
}

/** Opens the app's overview afresh (as the portal's link does) and picks the card. */
export async function goToApp(page: Page, baseUrl: string, language: Language, card?: string): Promise<void> {
  await page.goto(`${baseUrl}${DEFAULT_ENVIRONMENT.appPaths[language]}`);
  await page.locator('#card-picker').waitFor();
  if (card) await pickCard(page, card);
}

export async function pickCard(page: Page, card: string): Promise<void> {
  await page.locator('#card-picker').selectOption(card);
  await page.locator('.settings-tile__link').first().waitFor();
}

export type EditorRoute = '/edit-ecommerce-limit' | '/edit-payment-limit' | '/edit-withdrawal-limit' | '/edit-region';

/** From the overview, through the card's settings tile. */
export async function openEditor(page: Page, route: EditorRoute): Promise<void> {
  await page.locator(`.settings-tile__link[href="#${route}"]`).click();
  await page.locator('form.editor').waitFor();
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.0/2.1/2.2 A/AA and best-practice rules on the page as it is now; violations' ids and targets. */
export async function editorAxe(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; once per
  // document (the app changes screens without loading a new one), since it costs more than a run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
      // Section 9 requires notification headings at aria level 6 wherever they appear (after the
      // page's h1 too); best-practice heading-order objects to that skip, and only to that.
      rules: { 'heading-order': { enabled: false } },
    });
    // axe takes a link for a skip link only when it precedes the page's first other link, which
    // it judges with compareDocumentPosition: that link sits in the portal header's shadow root,
    // where the comparison is "disconnected", so the shell's real skip link (first on the page,
    // to #main) is called content outside a landmark. GOV.UK: keep skip links out of landmarks.
    const skipLink = document.querySelector<HTMLAnchorElement>('a.skip-link[href="#main"]');
    const realSkipLink = skipLink !== null && document.getElementById('main') !== null && document.querySelector('a[href]') === skipLink;
    return result.violations
      .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !(realSkipLink && violation.id === 'region' && JSON.stringify(node.target) === '[".skip-link"]')) }))
      .filter((violation) => violation.nodes.length > 0)
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
  });
}

/** How far the page scrolls sideways (0 when nothing sticks out). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The signing widget (the portal's `dmb-signing`) once it shows its code: the code, as the bank's app would show it. */
export async function codeShownBy(page: Page): Promise<string> {
  const code = page.locator('dmb-signing .code');
  await page.waitForFunction(() => /^\d{6}$/.test(document.querySelector('dmb-signing')?.shadowRoot?.querySelector('.code')?.textContent?.trim() ?? ''));
  return (await code.textContent())!.trim();
}

/** Signs in the widget as a customer would, with the code "the bank's app" shows; back on the overview. */
export async function signWithWidget(page: Page, language: Language): Promise<void> {
  const code = await codeShownBy(page);
  await page.locator('dmb-signing').getByLabel(signingText(language, 'codeLabel')).fill(code);
  await page.locator('dmb-signing').getByRole('button', { name: signingText(language, 'sign'), exact: true }).click();
  await page.waitForURL(/#\/card-management$/);
}

/** The notification area's heading (aria level 6) once it says `title`. */
export async function notificationTitled(page: Page, title: string): Promise<void> {
  await page.locator('.notification-area').getByRole('heading', { level: 6, name: title }).waitFor();
}
