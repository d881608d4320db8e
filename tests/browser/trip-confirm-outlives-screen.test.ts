import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { openApp, signIn, TEXTS, useApp, NAMED_RUNS } from './support/app-session';
import { planToSummary } from './support/trip-fault-steps';
import { holdOnItsWay } from './support/hold-on-its-way';

jest.setTimeout(120_000);

/**
 * Reading 108 for the trip, in a real Chromium against the bank sandbox (without baskets: the
 * trip's first call is its withdrawal limit's POST). Sanne's trip is confirmed and the POST held
 * on its way; Back: the plan is read-only (reading 111); Forward to the summary: its Confirm is
 * busy, as on the summary that asked, and no second one is sent (seen before: Confirm enabled
 * again, the second refused with a 409 and "Niet gelukt" said of a trip that was made). Once the
 * bank has answered, the summary says the trip waits for its signature. nl at 1280 px, en at 375 px; the service worker kept out.
 */
const app = useApp({ environment: { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined } });

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];

  it('the trip confirmed, Back and Forward while its first call is on its way: busy, one call; then the trip waits for its signature', async () => {
    const { context, page } = await app.newPage(viewport, { serviceWorkers: 'block' });
    await signIn(context, app.url, 'sanne');
    await openApp(page, app.url, { language, card: 'sanne-dmc' });
    await planToSummary(page, language);
    const confirm = await holdOnItsWay(page, 'POST', /\/temporary-limits$/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/temporary-limits')) posts.push(request.url());
    });
    const button = page.getByRole('button', { name: t.trip.summary.confirm, exact: true });
    await button.click();
    await page.getByText(t.trip.summary.saving).waitFor();
    await page.goBack();
    await page.waitForURL(/#\/going-abroad$/);
    // Reading 111: the plan reached meanwhile is read-only, with the summary's status.
    await page.getByText(t.trip.summary.saving).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: t.trip.continue, exact: true }).count()).toBe(0);
    await page.goForward();
    await page.waitForURL(/#\/going-abroad-summary$/);

    // Well within the app's 15 s before it gives the answer up as lost: still on its way.
    await page.getByText(t.trip.summary.saving).waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    // Pressed all the same (Playwright would wait for it to be enabled): nothing is sent.
    await button.click({ force: true });
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    confirm.deliver();
    await page.getByText(t.generic.tripProgress.make.waits).waitFor();
    expect(confirm.answered).toEqual(['POST 201']);
    expect(posts).toHaveLength(1);
    expect(await button.count()).toBe(0);
    expect(await page.getByText(t.notification.types.negative, { exact: true }).count()).toBe(0);
    expect(page.url()).toContain('#/going-abroad-summary');
  });
});
