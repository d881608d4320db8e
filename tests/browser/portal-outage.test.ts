import type { Request, Route } from 'playwright-core';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { pendingSignItems } from '../sandbox/support/bank-client';
import { openApp, pickCard, signIn, TEXTS, useApp, type AppPage } from './support/app-session';
import { openEditor } from './support/editor-steps';

jest.setTimeout(90_000);

/**
 * Issue 8: the app survives a slow or dead portal. Each of the portal's scripts — header, footer
 * and chat, the signing script — is made dead (the request fails) and slow (it answers only once
 * the app has given up on it) in turn, in both languages: the overview still shows the cards and
 * the page says what is missing; the signing page says signing is not possible while the change
 * waits. The app's own timeouts: shorter ones, which every call and script shares, gave up on
 * the healthy parts too on a busy machine (2 s for the other scripts, 2.5 s sent the session check
 * to login). The disturbance call: its own file.
 */
const app = useApp();
const { en } = TEXTS;
type Language = keyof typeof TEXTS;
type Mode = 'dead' | 'slow';

/** The page the test opened last, its context and what it did wrong (CSP violations, console errors). */
let { context, page, watched } = {} as AppPage;

beforeEach(async () => {
  ({ context, page, watched } = await app.newPage('desktop'));
});

/** Slow answers held back until the test lets them go (at the latest at its end, so none outlives the file). */
const heldBack = new Set<() => void>();
const letLateAnswersGo = () => {
  for (const release of heldBack) release();
};
afterEach(letLateAnswersGo);

/** The request fails outright, or answers only when the test lets it: once the app has given up on it. */
async function breakRequests(pattern: string, mode: Mode): Promise<void> {
  await context.route(pattern, async (route: Route) => {
    if (mode === 'dead') return route.abort('failed');
    await new Promise<void>((resolve) => {
      const release = () => {
        heldBack.delete(release);
        resolve();
      };
      heldBack.add(release);
    });
    // The page may be gone by then; a late answer to nobody is fine.
    await route.continue().catch(() => undefined);
  });
}

/**
 * The held answer for `path` let through once the page has said it gave up (not after a fixed
 * time, which a slow page's own timer can outlast), and delivered.
 */
async function lateAnswer(path: string): Promise<void> {
  const ended = (request: Request) => new URL(request.url()).pathname === path;
  // One of the two comes; the other gives up when the page closes.
  const delivered = Promise.race([
    page.waitForEvent('requestfinished', ended).catch(() => undefined),
    page.waitForEvent('requestfailed', ended).catch(() => undefined),
  ]);
  letLateAnswersGo();
  await delivered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * No uncaught error and no console error of the app's own: Chromium itself logs a request that
 * failed, which is what a dead portal is.
 */
const appErrors = () => watched.errors.filter((error) => error !== 'Failed to load resource: net::ERR_FAILED');

/** The overview with the customer's cards: the picker and the selected card's details. */
async function expectCards(language: Language): Promise<void> {
  await page.locator('#card-picker').waitFor();
  await page.locator('.overview').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(TEXTS[language].routes.cardManagement.title);
}

const SCRIPTS = {
  header: DEFAULT_ENVIRONMENT.portal.headerScript,
  footer: DEFAULT_ENVIRONMENT.portal.footerScript,
  chat: DEFAULT_ENVIRONMENT.portal.chatClientScript,
} as const;
type Part = keyof typeof SCRIPTS;

/** Where each part says it is missing: the header in the banner, the footer in the page's footer, the chat in "Need help?". */
const unavailableIn = (part: Part) =>
  ({
    header: page.getByRole('banner').locator('.portal-unavailable'),
    footer: page.getByRole('contentinfo').locator('.portal-unavailable'),
    chat: page.locator('.contact-block .portal-unavailable'),
  })[part];

const element = (part: Part) =>
  page.locator({ header: 'dmb-header', footer: 'dmb-footer', chat: 'dmb-chat-client' }[part]);

const CASES = (['header', 'footer', 'chat'] as const).flatMap((part) =>
  (['dead', 'slow'] as const).flatMap((mode) => (['nl', 'en'] as const).map((language) => ({ part, mode, language }))),
);

describe.each(CASES)('the portal’s $part script, $mode ($language)', ({ part, mode, language }) => {
  it('leaves the overview with its cards, says the part is unavailable, and loads the other parts', async () => {
    await breakRequests(`**${SCRIPTS[part]}`, mode);
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language });
    await expectCards(language);
    const said = unavailableIn(part);
    await said.waitFor();
    expect(await said.innerText()).toBe(TEXTS[language].shell.portalUnavailable[part]);
    expect(await element(part).count()).toBe(0);
    for (const other of (['header', 'footer', 'chat'] as const).filter((name) => name !== part)) {
      await element(other).waitFor({ state: 'attached' });
      expect(await unavailableIn(other).count()).toBe(0);
    }
    if (mode === 'slow') {
      // The script that arrives after all changes nothing: the page stays as it said.
      await lateAnswer(SCRIPTS[part]);
      expect(await said.innerText()).toBe(TEXTS[language].shell.portalUnavailable[part]);
      expect(await element(part).count()).toBe(0);
    }
    expect(appErrors()).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
  });
});

it('with the whole portal dead at once, the overview still shows the cards and says each part is unavailable (en)', async () => {
  for (const script of Object.values(SCRIPTS)) await breakRequests(`**${script}`, 'dead');
  await breakRequests('**/disturbancemessages*', 'dead');
  await signIn(context, app.url, 'sanne');
  await openApp(page, app.url, { language: 'en' });
  await expectCards('en');
  for (const part of ['header', 'footer', 'chat'] as const) {
    await unavailableIn(part).waitFor();
    expect(await unavailableIn(part).innerText()).toBe(en.shell.portalUnavailable[part]);
  }
  expect(await page.getByRole('link', { name: en.shell.contact.options.link }).count()).toBe(1);
  expect(appErrors()).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
});

describe.each(
  (['dead', 'slow'] as const).flatMap((mode) => (['nl', 'en'] as const).map((language) => ({ mode, language }))),
)('the signing script, $mode ($language)', ({ mode, language }) => {
  it('the signing page says signing is not possible and the change stays pending, shown on the overview', async () => {
    const t = TEXTS[language];
    await breakRequests(`**${DEFAULT_ENVIRONMENT.portal.signingScript}`, mode);
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language });
    await pickCard(page, 'sanne-dmc');
    await openEditor(page, '/edit-ecommerce-limit');
    await page.getByLabel(t.widgets.limitSlider.amount).fill('1600');
    await page.getByRole('button', { name: t.generic.buttons.save }).click();
    await page.waitForURL(/#\/signing$/);
    await page.getByText(t.signing.unavailable).waitFor();
    expect(await page.locator('dmb-signing').count()).toBe(0);
    expect((await pendingSignItems(app.url, 'sanne')).map((item) => item.change.newValue)).toEqual([1600]);
    if (mode === 'slow') {
      await lateAnswer(DEFAULT_ENVIRONMENT.portal.signingScript);
      expect(await page.locator('dmb-signing').count()).toBe(0);
    }
    await page.getByRole('button', { name: t.signing.backToOverview }).click();
    await page.waitForURL(/#\/card-management$/);
    await page.getByText(t.generic.pendingUpdates.inProgress).waitFor();
    expect(appErrors()).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
  });
});
