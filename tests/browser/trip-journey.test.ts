import type { Page } from 'playwright-core';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { signingText } from '../../sandbox/portal/browser/signing-texts';
import { cardOf, control, login } from '../sandbox/support/bank-client';
import {
  CLEAN_SCREEN,
  screenReport,
  TEXTS,
  useApp,
  type Language,
  RUNS,
  SWAPPED,
  type Run,
} from './support/app-session';
import type { PageWatch } from './support/chromium';
import { codeShownBy, notificationTitled } from './support/editor-steps';

jest.setTimeout(180_000);

/**
 * Issue 35, "Going abroad", in a real Chromium against the bank sandbox (today Monday 1 March
 * 2027, no basket: each limit signed in turn). Sanne goes outside Europe from Saturday 6 to
 * Sunday 14 March with higher payment and withdrawal limits: the plan starts World and the
 * limits on Friday 5 March and ends them on Monday 15 March, and says why. Keyboard only, axe,
 * no raw key and no sideways scrolling on every state, in nl and en, at 1280 and 375 px.
 */
/** The bank without change baskets: each limit asked and signed in turn (`trip-basket.test.ts` has the basket). */
const app = useApp({ environment: { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined } });

let watched: PageWatch;

async function open(run: Run): Promise<Page> {
  const opened = await app.open({ language: run.language, viewport: run.viewport, card: 'sanne-dmc' });
  watched = opened.watched;
  return opened.page;
}

async function expectClean(page: Page, state: string): Promise<void> {
  expect({ state, ...(await screenReport(page)) }).toEqual({ state, ...CLEAN_SCREEN });
}

/** Focus by keyboard: Tab until the element named has it (at most 80 presses). */
async function tabTo(page: Page, name: RegExp | string, role: 'button' | 'radio' | 'textbox'): Promise<void> {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  for (let press = 0; press < 80; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${role} ${String(name)}`);
}

/** The plan, keyboard only: outside Europe, 06-03-2027 to 14-03-2027, payment 4000 and withdrawal 1000. */
async function planTrip(page: Page, language: Language): Promise<void> {
  const t = TEXTS[language];
  await tabTo(page, t.overview.trip.button, 'button');
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/going-abroad$/);
  await tabTo(page, t.trip.destination.insideEurope, 'radio');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, t.trip.days.firstDay, 'textbox');
  await page.keyboard.type('06032027');
  await tabTo(page, t.trip.days.lastDay, 'textbox');
  await page.keyboard.type('14032027');
  await tabTo(page, t.trip.limits.POS, 'textbox');
  await page.keyboard.type('4000');
  await tabTo(page, t.trip.limits.ATM, 'textbox');
  await page.keyboard.type('1000');
  await page.keyboard.press('Tab');
}

/** The portal's widget, signed with the code "the bank's app" shows, by keyboard. */
async function signOnce(page: Page, language: Language): Promise<void> {
  const code = await codeShownBy(page);
  await page.locator('dmb-signing').getByLabel(signingText(language, 'codeLabel')).fill(code);
  await page
    .locator('dmb-signing')
    .getByRole('button', { name: signingText(language, 'sign'), exact: true })
    .press('Enter');
}

describe.each(RUNS)('going abroad, planned and signed twice ($language, $width)', (run) => {
  it('plans with the moved dates and why, sums up before → after, signs 1 of 2 and 2 of 2, then World; the overview groups the trip', async () => {
    const t = TEXTS[run.language];
    const words = t.trip;
    const page = await open(run);
    await expectClean(page, 'overview with Going abroad');
    await planTrip(page, run.language);
    const plan = page.getByRole('region', { name: words.plan.title });
    await plan.getByRole('heading', { name: words.plan.setting.REGION }).waitFor();
    expect(await plan.innerText()).toMatch(
      run.language === 'nl'
        ? /Wereld van vrijdag 5 maart 2027 tot en met maandag 15 maart 2027/
        : /World from Friday, 5 March 2027 to Monday, 15 March 2027/,
    );
    expect(await plan.innerText()).toMatch(
      run.language === 'nl' ? /de laatste werkdag vóór je reis/ : /the last working day before your trip/,
    );
    await expectClean(page, 'plan with World and both limits');

    await tabTo(page, words.continue, 'button');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/going-abroad-summary$/);
    await page.getByText(words.summary.signing.inTurn.replaceAll('{{count}}', '2')).waitFor();
    await expectClean(page, 'summary');

    await tabTo(page, words.summary.confirm, 'button');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/signing$/);
    const progress = t.generic.tripProgress.make.signatureOf;
    await page.getByText(progress.replace('{{signature}}', '1').replace('{{signatures}}', '2')).waitFor();
    await expectClean(page, 'signing 1 of 2');
    await signOnce(page, run.language);
    await page.getByText(progress.replace('{{signature}}', '2').replace('{{signatures}}', '2')).waitFor();
    await expectClean(page, 'signing 2 of 2');
    await signOnce(page, run.language);
    await page.waitForURL(/#\/card-management$/);
    await notificationTitled(page, t.notification.success.tripSet.title);

    const trips = page.getByRole('region', { name: t.overview.trips.title });
    const dates = trips.getByRole('heading', { name: /05-03-2027.*15-03-2027/ });
    await dates.waitFor();
    // A heading, not dressed as a link: nothing happens on it (the settings tiles' titles are links).
    expect(await dates.evaluate((heading) => getComputedStyle(heading).textDecorationLine)).toBe('none');
    await expectClean(page, 'overview with the trip');
    const card = await cardOf(await login(app.url, 'sanne'), 'sanne-dmc');
    const world = card.geoProfile.temporaryGeoProfiles.find(
      (entry: { geoProfile: string }) => entry.geoProfile === 'WORLD',
    );
    expect([world?.startDate, world?.endDate]).toEqual(['2027-03-05', '2027-03-15']);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});

describe.each(SWAPPED)('going abroad: Back, Forward, sign later and a failure ($language, $width)', (run) => {
  it('keeps the answers over Back and Forward; sign later leaves the overview saying what waits; Sign now signs on', async () => {
    const t = TEXTS[run.language];
    const words = t.trip;
    const page = await open(run);
    await planTrip(page, run.language);
    await tabTo(page, words.continue, 'button');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/going-abroad-summary$/);

    await page.goBack();
    await page.waitForURL(/#\/going-abroad$/);
    expect(await page.getByRole('textbox', { name: words.days.firstDay }).inputValue()).toMatch(/^06-?03-?2027$/);
    expect(await page.getByRole('radio', { name: words.destination.outsideEurope }).isChecked()).toBe(true);
    await page.goForward();
    await page.waitForURL(/#\/going-abroad-summary$/);
    await page.getByRole('button', { name: words.summary.confirm }).waitFor();

    // A failure on the trip's first call: nothing changed, said with Try again.
    const armed = await control(app.url).send('POST', '/sandbox/faults', {
      body: { method: 'POST', path: '/**/temporary-limits', status: 503, times: 1 },
    });
    expect(armed.status).toBeLessThan(300);
    await page.getByRole('button', { name: words.summary.confirm }).press('Enter');
    await page.getByText(t.actionFailure.notDone.save).waitFor();
    await expectClean(page, 'summary after a failure');
    await page.getByRole('button', { name: t.actionFailure.tryAgain }).press('Enter');
    await page.waitForURL(/#\/signing$/);

    await page
      .locator('dmb-signing')
      .getByRole('button', { name: signingText(run.language, 'signLater') })
      .click();
    await page.waitForURL(/#\/card-management$/);
    const waits = page.locator('.notification', { hasText: t.generic.tripProgress.make.waits });
    await waits.waitFor();
    expect(await waits.getByRole('listitem').count()).toBe(2);
    // No second trip the bank would refuse while this one waits: the notice says when one can follow.
    await waits.getByText(t.generic.tripProgress.nextTrip).waitFor();
    expect(await page.getByRole('button', { name: t.overview.trip.button, exact: true }).count()).toBe(0);
    await expectClean(page, 'overview, trip waiting for its signature');
    // Back to the summary while the trip waits: no Confirm, the waiting trip said with Sign now.
    await page.goBack();
    await page.waitForURL(/#\/signing$/);
    await page.goBack();
    await page.waitForURL(/#\/going-abroad-summary$/);
    // The waiting trip said as the overview says it: which signature, what follows.
    const waitsHere = page.locator('.notification', { hasText: t.generic.tripProgress.make.waits });
    await waitsHere.getByText(t.generic.tripProgress.nextTrip).waitFor();
    expect(await waitsHere.getByRole('listitem').count()).toBe(2);
    expect(await page.getByRole('button', { name: words.summary.confirm }).count()).toBe(0);
    await expectClean(page, 'summary by Back, trip waiting for its signature');
    await page.goForward();
    await page.waitForURL(/#\/signing$/);
    await page.goForward();
    await page.waitForURL(/#\/card-management$/);
    const card = await cardOf(await login(app.url, 'sanne'), 'sanne-dmc');
    expect(card.geoProfile.temporaryGeoProfiles ?? []).toEqual([]);

    await waits.getByRole('button', { name: t.generic.pendingChange.signNow }).press('Enter');
    await page.waitForURL(/#\/signing$/);
    await signOnce(page, run.language);
    await page
      .getByText(t.generic.tripProgress.make.signatureOf.replace('{{signature}}', '2').replace('{{signatures}}', '2'))
      .waitFor();
    await signOnce(page, run.language);
    await page.waitForURL(/#\/card-management$/);
    await notificationTitled(page, t.notification.success.tripSet.title);
    // The browser logs the one injected 503 itself; nothing else went wrong.
    expect(watched).toEqual({
      cspViolations: [],
      errors: ['Failed to load resource: the server responded with a status of 503 (Service Unavailable)'],
    });
  });
});
