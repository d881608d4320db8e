import { env } from '../sandbox/support/bank-client';
import {
  CLEAN_SCREEN,
  openApp,
  pageHeading,
  pickCard,
  screenReport,
  signIn,
  TEXTS,
  useApp,
  type AppPage,
} from './support/app-session';
import { axeViolations, watch } from './support/chromium';

jest.setTimeout(150_000);

/**
 * WCAG 2.2.1 in a real Chromium against a sandbox whose portal sessions end after 48 idle
 * seconds; config.json tells the app the 36 s a session is sure of after any answer (a use
 * within 12 s of the last recorded one is not recorded again): the warning opens a third of that
 * before the end (12 s), "Stay signed in" keeps the session alive past its first end, and an
 * ignored warning signs out to the login page with the way back.
 */
const IDLE_SECONDS = 48;
const SURE_SECONDS = 36;
const WARNING_SECONDS = 12;
const app = useApp({ sessionIdleSeconds: IDLE_SECONDS });

/** The page the test opened last, its context and what it did wrong (CSP violations, console errors). */
let { context, page, watched } = {} as AppPage;

beforeEach(async () => {
  ({ context, page, watched } = await app.newPage('desktop'));
});

/** The portal's own session check, from inside the page (same origin, same cookie). */
const sessionStatus = () =>
  page.evaluate(
    async (header) => (await fetch('/session', { headers: { [header]: 'v3' }, credentials: 'same-origin' })).status,
    `x-${env.brandAbbreviation}-serviceversion`,
  );

it('warns before the session ends; "Stay signed in" keeps it alive past its first end and gives focus back (nl)', async () => {
  await signIn(context, app.url, 'sanne');
  await openApp(page, app.url, { language: 'nl' });
  const openedAt = Date.now();
  // The card's own buttons, once its details are in: before that the first button on the page can
  // be the chat's, and a button focused while the card still loads is replaced by the loaded one.
  const cardButton = page.locator('main').getByRole('button', { name: 'Pas deblokkeren' });
  await cardButton.focus();
  const before = await page.evaluate(() => document.activeElement?.outerHTML);
  expect(before).toContain('Pas deblokkeren');

  const dialog = page.getByRole('dialog', { name: 'Je wordt bijna uitgelogd' });
  await dialog.waitFor({ timeout: IDLE_SECONDS * 1000 });
  const shownAfter = (Date.now() - openedAt) / 1000;
  // Two thirds of the sure idle time after the app's last call (its last call came just after the page opened).
  expect(shownAfter).toBeGreaterThan(SURE_SECONDS - WARNING_SECONDS - 3);
  expect(shownAfter).toBeLessThan(SURE_SECONDS - WARNING_SECONDS + 4);
  expect(await dialog.innerText()).toMatch(/Over ([1-9]|1[0-2]) seconden word je automatisch uitgelogd\./);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Je wordt bijna uitgelogd');
  expect(await screenReport(page)).toEqual(CLEAN_SCREEN);

  await dialog.getByRole('button', { name: 'Ingelogd blijven' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(before);

  // Past the end the session had before it was extended: still alive, and the overview still works.
  await page.waitForTimeout(Math.max(0, openedAt + (IDLE_SECONDS + 2) * 1000 - Date.now()));
  expect(page.url()).toContain(env.appPaths.nl);
  expect(await sessionStatus()).toBe(200);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
});

it('an ignored warning signs out at the end, to the login page with the way back, which says why (en)', async () => {
  await signIn(context, app.url, 'sanne');
  await openApp(page, app.url, { language: 'en', route: '/card-management' });
  const dialog = page.getByRole('dialog', { name: 'You will soon be signed out' });
  await dialog.waitFor({ timeout: IDLE_SECONDS * 1000 });
  expect(await dialog.getByRole('status').innerText()).toBe('');
  await page.waitForURL((url) => url.pathname === env.loginPaths.en, { timeout: 25_000 });
  expect(new URL(page.url()).searchParams.get(`${env.brandAbbreviation}Url`)).toBe(
    `${env.appPaths.en}#/card-management`,
  );
  // Issue 33: the login page says the customer was logged out for being inactive.
  const why = page.getByRole('status').filter({ hasText: 'You have been logged out' });
  expect(await why.innerText()).toMatch(/You were inactive for a while/);
  expect(await axeViolations(page)).toEqual([]);
  expect(await sessionStatus()).toBe(401);
  expect(watched.cspViolations).toEqual([]);
});

it('"Sign out" ends the session at once and goes to the login page (en)', async () => {
  await signIn(context, app.url, 'sanne');
  await openApp(page, app.url, { language: 'en' });
  const dialog = page.getByRole('dialog', { name: 'You will soon be signed out' });
  await dialog.waitFor({ timeout: IDLE_SECONDS * 1000 });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === env.loginPaths.en, { timeout: 10_000 });
  // The customer signed out: nothing to explain.
  expect(await page.getByText('You have been logged out').count()).toBe(0);
  expect(await sessionStatus()).toBe(401);
});

it('two tabs of one browser: working in one keeps the other, left alone, from warning or signing out (nl)', async () => {
  await signIn(context, app.url, 'sanne');
  await openApp(page, app.url, { language: 'nl' });
  // The idle tab notes any dialog that opens, however briefly.
  await page.evaluate(() => {
    const idle = window as unknown as { warned?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('dialog')) idle.warned = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const openedAt = Date.now();
  const idleTab = async () => ({
    warned: await page.evaluate(() => (window as unknown as { warned?: boolean }).warned ?? false),
    path: new URL(page.url()).pathname,
  });

  const busy = await context.newPage();
  const busyWatched = await watch(busy);
  const bankAnswers: number[] = [];
  busy.on('response', (response) => {
    if (response.request().resourceType() === 'fetch') bankAnswers.push(Date.now());
  });
  await openApp(busy, app.url, { language: 'nl', card: 'sanne-dmc' });
  // A card chosen about every 10 s: each one a call to the bank, well inside the 36 s.
  const until = openedAt + (IDLE_SECONDS + 4) * 1000;
  for (let turn = 0; Date.now() < until; turn += 1) {
    await busy.waitForTimeout(Math.min(10_000, until - Date.now()));
    expect(await idleTab()).toEqual({ warned: false, path: env.appPaths.nl });
    await pickCard(busy, turn % 2 === 0 ? 'sanne-travel' : 'sanne-dmc');
  }
  const busyGaps = bankAnswers.slice(1).map((at, index) => at - bankAnswers[index]!);
  expect(Math.max(...busyGaps)).toBeLessThan(SURE_SECONDS * 1000 - 12_000);

  // Past the idle tab's own end (and the session's): no warning ever opened there, it is still on
  // the app, and the session is alive for both.
  expect(await idleTab()).toEqual({ warned: false, path: env.appPaths.nl });
  await expect(pageHeading(page).isVisible()).resolves.toBe(true);
  expect(new URL(busy.url()).pathname).toBe(env.appPaths.nl);
  expect(await sessionStatus()).toBe(200);
  expect(watched).toEqual({ cspViolations: [], errors: [] });
  expect(busyWatched).toEqual({ cspViolations: [], errors: [] });
});

/**
 * Reading 44 in a real Chromium: a bank whose sessions last 20 s however busy (idle 48 s, so the
 * absolute end comes first). The warning opens its lead (12 s) before that end and is final:
 * OK and "Sign out", never "Stay signed in", since nothing can move the end.
 */
describe('the final warning, when the session’s absolute end comes first', () => {
  const LIFETIME_SECONDS = 20;
  const shortLived = useApp({ sessionIdleSeconds: IDLE_SECONDS, sessionLifetimeSeconds: LIFETIME_SECONDS });
  const finalBody = (language: 'nl' | 'en') =>
    new RegExp(`^${TEXTS[language].sessionTimeout.finalBody.replace('{{time}}', '\\d+ \\w+').replace('?', '\\?')}$`);

  it('offers OK and Sign out; OK closes it for good, focus back where it was, and the end still signs out to the login page (nl)', async () => {
    const t = TEXTS.nl;
    const opened = await shortLived.newPage('desktop');
    await signIn(opened.context, shortLived.url, 'sanne');
    const signedInAt = Date.now();
    await openApp(opened.page, shortLived.url, { language: 'nl', card: 'sanne-dmc' });
    const cardButton = opened.page.locator('main').getByRole('button', { name: t.overview.actions.block });
    await cardButton.focus();

    const dialog = opened.page.getByRole('dialog', { name: t.sessionTimeout.title });
    await dialog.waitFor({ timeout: LIFETIME_SECONDS * 1000 });
    const shownAfter = (Date.now() - signedInAt) / 1000;
    expect(shownAfter).toBeGreaterThan(LIFETIME_SECONDS - WARNING_SECONDS - 3);
    expect(shownAfter).toBeLessThan(LIFETIME_SECONDS - WARNING_SECONDS + 3);
    expect((await dialog.locator('p').first().innerText()).trim()).toMatch(finalBody('nl'));
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(
      expect.arrayContaining([t.generic.buttons.ok, t.sessionTimeout.signOut]),
    );
    expect(await dialog.getByRole('button', { name: t.sessionTimeout.stay }).count()).toBe(0);
    expect(await screenReport(opened.page)).toEqual(CLEAN_SCREEN);

    await dialog.getByRole('button', { name: t.generic.buttons.ok, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await opened.page.evaluate(() => document.activeElement?.textContent)).toBe(t.overview.actions.block);
    // It stays closed while the count runs on, and the end still comes.
    await opened.page.waitForTimeout(3_000);
    expect(await dialog.count()).toBe(0);
    await opened.page.waitForURL((url) => url.pathname === env.loginPaths.nl, { timeout: LIFETIME_SECONDS * 1000 });
    expect(new URL(opened.page.url()).searchParams.get(`${env.brandAbbreviation}Url`)).toBe(
      `${env.appPaths.nl}#/card-management`,
    );
    expect(opened.watched.cspViolations).toEqual([]);
  });

  it('by keyboard: focus on its heading, Escape closes it as OK does; opened again in a new tab, Sign out ends the session at once (en)', async () => {
    const t = TEXTS.en;
    const opened = await shortLived.newPage('mobile');
    await signIn(opened.context, shortLived.url, 'sanne');
    await openApp(opened.page, shortLived.url, { language: 'en' });
    const dialog = opened.page.getByRole('dialog', { name: t.sessionTimeout.title });
    await dialog.waitFor({ timeout: LIFETIME_SECONDS * 1000 });
    expect(await opened.page.evaluate(() => document.activeElement?.textContent)).toBe(t.sessionTimeout.title);
    expect((await dialog.locator('p').first().innerText()).trim()).toMatch(finalBody('en'));
    expect(await screenReport(opened.page)).toEqual(CLEAN_SCREEN);
    await opened.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A second tab of the same browser counts to the same end and warns as well; there, Sign out.
    const second = await opened.context.newPage();
    await openApp(second, shortLived.url, { language: 'en' });
    const secondDialog = second.getByRole('dialog', { name: t.sessionTimeout.title });
    await secondDialog.waitFor({ timeout: LIFETIME_SECONDS * 1000 });
    await secondDialog.getByRole('button', { name: t.sessionTimeout.signOut }).click();
    await second.waitForURL((url) => url.pathname === env.loginPaths.en, { timeout: 10_000 });
    expect(
      await second.evaluate(
        async (header) => (await fetch('/session', { headers: { [header]: 'v3' }, credentials: 'same-origin' })).status,
        `x-${env.brandAbbreviation}-serviceversion`,
      ),
    ).toBe(401);
    expect(opened.watched.cspViolations).toEqual([]);
  });
});
