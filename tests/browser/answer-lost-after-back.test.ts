import type { Page } from 'playwright-core';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { openApp, signIn, TEXTS, useApp, NAMED_RUNS } from './support/app-session';
import { planToSummary } from './support/trip-fault-steps';

jest.setTimeout(120_000);

/** The app gives a call up after this long (config.json's `timeouts.requestMs`; 15 s in production). */
const GIVES_UP_MS = 4_000;

/**
 * Reading 110 in a real Chromium against the bank sandbox (without baskets: the trip's first call
 * is a limit's POST). Sanne's trip is confirmed; the bank makes its first limit at once, but its
 * answer never reaches the page, which gives the call up; meanwhile the customer went Back to the
 * plan. The plan reads the card, finds the limit waiting for its signature, and says the trip
 * waits, with Sign now; Forward, the summary says so too, and offers no second Confirm (seen
 * before: Confirm offered again, refused by the bank, "Niet gelukt"; the signature no longer led
 * on to World). nl at 1280 px, en at 375 px; the service worker kept out.
 */
const app = useApp({
  environment: {
    ...DEFAULT_ENVIRONMENT,
    changeBasketPath: undefined,
    timeouts: { ...DEFAULT_ENVIRONMENT.timeouts, requestMs: GIVES_UP_MS },
  },
});

/** The bank gets the POST and makes it; its answer is kept from the page until the page is closed. */
async function answerLost(page: Page): Promise<number[]> {
  const made: number[] = [];
  const closed = new Promise((resolve) => page.once('close', resolve));
  await page.route(/\/temporary-limits$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch();
    made.push(answer.status());
    await closed;
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  return made;
}

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];

  it('the trip’s first limit made, its answer lost after Back: the plan and the summary say the trip waits for its signature, with Sign now', async () => {
    const { context, page } = await app.newPage(viewport, { serviceWorkers: 'block' });
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language, card: 'sanne-dmc' });
    await planToSummary(page, language);
    const made = await answerLost(page);
    const confirm = page.getByRole('button', { name: t.trip.summary.confirm, exact: true });
    await confirm.click();
    await page.getByText(t.trip.summary.saving).waitFor();
    await page.goBack();
    await page.waitForURL(/#\/going-abroad$/);

    // Once the app has given the call up, the plan reads the card: the limit waits to be signed.
    const waits = page.getByText(t.generic.tripProgress.make.waits);
    await waits.waitFor({ timeout: GIVES_UP_MS + 10_000 });
    expect(made).toEqual([201]);
    expect(await page.getByText(t.notification.types.negative, { exact: true }).count()).toBe(0);

    await page.goForward();
    await page.waitForURL(/#\/going-abroad-summary$/);
    await waits.waitFor();
    expect(await confirm.count()).toBe(0);
    expect(await page.getByText(t.notification.types.negative, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: t.generic.pendingChange.signNow }).click();
    await page.waitForURL(/#\/signing$/);
    await page.getByText(t.generic.tripProgress.make.then).waitFor();
    expect(made).toEqual([201]);
  });
});
