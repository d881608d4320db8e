import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Language } from '../../../domain/index';
import { appPathFor, type Segment } from '../../../application/segment';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/start-sandbox';
import { ALL_TEXTS } from '../../../ui/i18n/all-texts';
import { env, login, reset, TODAY } from '../../sandbox/support/bank-client';
import { axeViolations, useChromium, watch, type PageWatch } from './chromium';
import { builtApp } from './built-app';

/**
 * The app as a customer meets it: the production build served by the bank sandbox (fixed date,
 * ephemeral port), opened in Chromium in a language, segment and viewport.
 *
 *   const app = useApp();                           // a sandbox with the built app and a Chromium per test file
 *   const { context, page, watched } = await app.newPage('desktop');
 *   await signIn(context, app.url, 'sanne');        // or signInOnLoginPage(page, 'sanne')
 *   await openApp(page, app.url, { language: 'en', route: '/card-management' });
 *   const opened = await app.open({ language: 'en', card: 'sanne-dmc' });  // all of the above at once
 */

export type { Language };

/** The app's own words (every part), so a test reads what the customer reads. */
export const TEXTS = ALL_TEXTS;

/** Section 9: mobile is below 768 px. 320 px is the narrowest phone the layout must fit without scrolling sideways. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
  narrow: { width: 320, height: 640 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** A journey's run: its language and width. */
export type Run = { readonly language: Language; readonly viewport: ViewportSize; readonly width: string };
/** Two runs that cover both languages and both widths between them: nl at 1280 px, en at 375 px. */
export const RUNS: readonly Run[] = [
  { language: 'nl', viewport: VIEWPORTS.desktop, width: 'desktop' },
  { language: 'en', viewport: VIEWPORTS.mobile, width: '375 px' },
];
/** RUNS by viewport name (nl at `desktop`, en at `mobile`), for a file that opens pages by name. */
export const NAMED_RUNS = [
  { language: 'nl', viewport: 'desktop' },
  { language: 'en', viewport: 'mobile' },
] as const satisfies readonly { readonly language: Language; readonly viewport: ViewportName }[];
/** The same the other way round (en at 1280 px, nl at 375 px), for a file's second journey. */
export const SWAPPED: readonly Run[] = [
  { language: 'en', viewport: VIEWPORTS.desktop, width: 'desktop' },
  { language: 'nl', viewport: VIEWPORTS.mobile, width: '375 px' },
];

export type AppSandbox = { sandbox: RunningSandbox; url: string };

/** Builds the app (once per sources, see built-app) and starts a sandbox serving it, on the tests' date unless told otherwise. */
export async function startAppSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ today: TODAY, appDir: await builtApp(), ...options });
}

/** startAppSandbox for the test file; closed after. */
export function useAppSandbox(options: SandboxOptions = {}): AppSandbox {
  const started = {} as AppSandbox;
  beforeAll(async () => {
    started.sandbox = await startAppSandbox(options);
    started.url = started.sandbox.url;
  }, 120_000);
  afterAll(async () => {
    await started.sandbox?.close();
  });
  return started;
}

/** A portal session for the browser context without the login page (the control API's sign-in). */
export async function signIn(context: BrowserContext, baseUrl: string, customer: string): Promise<void> {
  const client = await login(baseUrl, customer);
  const [name, value] = client.cookie!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: baseUrl, httpOnly: true, sameSite: 'Strict' }]);
}

export type AppAddress = {
  readonly language?: Language;
  readonly segment?: Segment;
  /** The hash route, `/card-management` by default; '' for none. */
  readonly route?: string;
  /** The page's query, e.g. `enforcePlain=true`. */
  readonly query?: string;
  /** The card the overview's picker is set to once the app is open. */
  readonly card?: string;
};

/** Where the app lives for a language and segment: `/en-business/debit-cards/?q#/route`. */
export function appUrl(
  baseUrl: string,
  { language = 'nl', segment = 'private', route = '/card-management', query }: AppAddress = {},
): string {
  return `${baseUrl}${appPathFor(language, segment, env)}${query ? `?${query}` : ''}${route ? `#${route}` : ''}`;
}

/** The page's h1 (title bar or toolbar), which every screen has once the session check is done. */
export const pageHeading = (page: Page) => page.locator('h1[data-page-heading]');

/** Opens the app and waits for its page heading (and, given a card, picks it on the overview). */
export async function openApp(page: Page, baseUrl: string, address: AppAddress = {}): Promise<void> {
  await page.goto(appUrl(baseUrl, address));
  await appShown(page);
  if (address.card) await pickCard(page, address.card);
}

/**
 * The app's own page, once the first module's paint of the first card (issue 14) has given way:
 * until then both are in the document (the app's unseen), with the same ids.
 */
export async function appShown(page: Page): Promise<void> {
  await pageHeading(page).waitFor();
  await page.locator('#first-paint').waitFor({ state: 'detached' });
}

/**
 * Sets the overview's card picker and waits for the card's settings tiles. A card already chosen
 * is left as it is: a browser's select fires no change for it, where selectOption would, and the
 * app would load the card's details again while the test goes on.
 */
export async function pickCard(page: Page, card: string): Promise<void> {
  const picker = page.locator('#card-picker');
  if ((await picker.inputValue()) !== card) await picker.selectOption(card);
  await page.locator('.settings-tile__link').first().waitFor();
}

export type AppPage = { readonly context: BrowserContext; readonly page: Page; readonly watched: PageWatch };

export type SignedInOptions = {
  readonly customer?: string;
  readonly language?: Language;
  /** The portal area the app is opened in (private unless told). */
  readonly segment?: Segment;
  readonly viewport?: ViewportSize;
  /** A touch screen (a phone): taps, no hover. */
  readonly touch?: boolean;
  /** The card the overview's picker is set to. */
  readonly card?: string;
  /** The sandbox's date, which the browser's clock is fixed to. */
  readonly today?: string;
  /** Before the app is opened: init scripts, routes. */
  readonly prepare?: (context: BrowserContext) => Promise<void>;
};

export type ViewportSize = { readonly width: number; readonly height: number };

/**
 * A customer's browser on the app's overview (as the portal's link opens it): signed in through
 * the control API, in the language's locale, the clock on the sandbox's date, the page watched.
 */
export async function openSignedIn(browser: Browser, baseUrl: string, options: SignedInOptions = {}): Promise<AppPage> {
  const {
    customer = 'sanne',
    language = 'nl',
    segment,
    viewport = VIEWPORTS.desktop,
    touch,
    card,
    today = TODAY,
  } = options;
  const context = await browser.newContext({
    viewport,
    hasTouch: touch,
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
    timezoneId: 'Europe/Amsterdam',
  });
  // The app's calendar rules read the device's date; it must be the bank's.
  await context.clock.setFixedTime(new Date(`${today}T10:00:00+01:00`));
  await signIn(context, baseUrl, customer);
  await options.prepare?.(context);
  const page = await context.newPage();
  const watched = await watch(page);
  await openApp(page, baseUrl, { language, segment, route: '', card });
  return { context, page, watched };
}

export type AppHarness = {
  readonly url: string;
  /**
   * A fresh browser context and page at a viewport, watched, not signed in; closed after the test.
   * `serviceWorkers: 'block'` for a test that routes the page's own requests: what the worker
   * routes (once it controls the page) the page's routing does not see.
   */
  newPage(viewport: ViewportName, options?: { readonly serviceWorkers?: 'allow' | 'block' }): Promise<AppPage>;
  /** openSignedIn in a fresh context; closed after the test. */
  open(options?: SignedInOptions): Promise<AppPage>;
};

/**
 * A test file's sandbox serving the built app and its Chromium (one of each), the bank's data
 * reset before every test and every page the test opened closed after it.
 */
export function useApp(options: SandboxOptions = {}): AppHarness {
  const app = useAppSandbox(options);
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];
  beforeEach(() => reset(app.url));
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return {
    get url() {
      return app.url;
    },
    async newPage(viewport, pageOptions = {}) {
      const context = await chromium.browser.newContext({ viewport: VIEWPORTS[viewport], ...pageOptions });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page, watched: await watch(page) };
    },
    async open(signedIn) {
      const opened = await openSignedIn(chromium.browser, app.url, { today: options.today, ...signedIn });
      contexts.push(opened.context);
      return opened;
    },
  };
}

/**
 * On the sandbox's real login page (where the app sent the browser): signs in as a demo
 * customer with the page's own button; the page returns to where the app was.
 */
export async function signInOnLoginPage(page: Page, customerName: string, language: Language): Promise<void> {
  const label = language === 'nl' ? `Inloggen als ${customerName}` : `Sign in as ${customerName}`;
  await page.getByRole('button', { name: label }).click();
}

/**
 * axe on an app screen: WCAG 2.0/2.1/2.2 A and AA plus best practice, except one rule. Section
 * 2.2 (and section 9) require a notification's title at aria level 6 whatever the page's other
 * headings, which best practice's `heading-order` (no skipped levels) reports; nothing else is
 * left out.
 */
export const appAxeViolations = (page: Page): Promise<string[]> =>
  axeViolations(page, { disabledRules: ['heading-order'] });

/** A part's text as shown (innerText: hidden parts left out, CSS capitals applied), its white space collapsed. */
export const shownText = async (locator: Locator): Promise<string> =>
  (await locator.innerText()).replace(/\s+/g, ' ').trim();

/**
 * The parts of a notification (section 2.2): type label, title at aria level 6, content; its live
 * role; and, for a failure that hides the content, its code line (section 8).
 */
export async function notificationParts(
  notification: Locator,
): Promise<{ role: string | null; type: string; title: string | undefined; content: string; code?: string }> {
  const title = notification.getByRole('heading', { level: 6 });
  const code = notification.locator('.notification__code');
  return {
    role: await notification.getAttribute('role'),
    type: ((await notification.locator('.notification__type').textContent()) ?? '').trim(),
    title: (await title.count()) > 0 ? await shownText(title) : undefined,
    content: await shownText(notification.locator('.notification__content')),
    ...((await code.count()) > 0 ? { code: await shownText(code) } : {}),
  };
}

/** How far the page scrolls sideways; 0 when the layout fits the viewport. */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth,
  );

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

export type ScreenReport = {
  /** appAxeViolations. */
  readonly axe: readonly string[];
  /** Shown texts that look like an i18next key or a catalogue lookup (`overview.status.x`, `message:CODE`): a missing text. */
  readonly rawKeys: readonly string[];
  /** Sideways scrolling at the page's own width and at 320 px (the viewport is narrowed for a moment). */
  readonly overflow: number;
  readonly overflowAt320: number;
};

/**
 * What every screen state must pass: axe, no untranslated key, and no sideways scrolling at its
 * width nor at 320 px.
 * `expect(await screenReport(page)).toEqual(CLEAN_SCREEN)` names what failed.
 */
export async function screenReport(page: Page): Promise<ScreenReport> {
  const axe = await appAxeViolations(page);
  const rawKeys =
    (await page.locator('body').innerText()).match(/\b[a-z]\w*(?:\.[a-zA-Z_]\w*){2,}\b|\b(?:message|title):\w+/g) ?? [];
  const overflow = await horizontalOverflow(page);
  const size = page.viewportSize();
  let overflowAt320 = overflow;
  if (size && size.width !== VIEWPORTS.narrow.width) {
    await page.setViewportSize({ width: VIEWPORTS.narrow.width, height: size.height });
    await nextFrames(page);
    overflowAt320 = await horizontalOverflow(page);
    await page.setViewportSize(size);
    await nextFrames(page);
  }
  return { axe, rawKeys, overflow, overflowAt320 };
}

export const CLEAN_SCREEN: ScreenReport = { axe: [], rawKeys: [], overflow: 0, overflowAt320: 0 };
