import { cardOf, login } from '../sandbox/support/bank-client';
import { openApp, signIn, TEXTS, useApp, NAMED_RUNS } from './support/app-session';
import { holdOnItsWay } from './support/hold-on-its-way';

jest.setTimeout(120_000);

/**
 * Reading 109 for Cancel trip, in a real Chromium against the bank sandbox: Maarten's demo trip
 * (its limits' deletions in one basket, signed, then World deleted). Cancel is pressed with the
 * basket's POST held on its way; Back, then Forward to the cancel screen: busy at the trip, one
 * call. Once the bank has answered, the deletion waits for its signature, and the screen says so
 * with Sign now (seen before: the trip listed again with Cancel enabled, whose press the bank
 * would refuse). nl at 1280 px, en at 375 px; the service worker kept out.
 */
const app = useApp();

describe.each(NAMED_RUNS)('$language at $viewport', ({ language, viewport }) => {
  const t = TEXTS[language];

  it('Cancel pressed, Back and Forward while its first call is on its way: busy, one call; then the deletion waits for its signature, with Sign now', async () => {
    const { context, page } = await app.newPage(viewport, { serviceWorkers: 'block' });
    await signIn(context, app.url, 'maarten');
    await openApp(page, app.url, { language, card: 'maarten-trip' });
    const trips = page.getByRole('region', { name: t.overview.trips.title });
    await trips.getByRole('button', { name: t.overview.trips.cancel }).press('Enter');
    await page.waitForURL(/#\/cancel-trip$/);
    const basket = await holdOnItsWay(page, 'POST', /\/change-baskets$/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/change-baskets')) posts.push(request.url());
    });
    const button = page.getByRole('button', { name: t.trip.cancelTrip.confirm, exact: true });
    await button.click();
    await page.getByText(t.trip.cancelTrip.busy).waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.hash.includes('cancel-trip'));
    await page.goForward();
    await page.waitForURL(/#\/cancel-trip$/);

    // Well within the app's 15 s before it gives the answer up as lost: still on its way.
    await page.getByText(t.trip.cancelTrip.busy).waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await button.click({ force: true });
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);

    basket.deliver();
    await page.getByText(t.generic.tripProgress.cancel.waits).waitFor();
    expect(basket.answered).toEqual(['POST 201']);
    expect(posts).toHaveLength(1);
    expect(await button.count()).toBe(0);
    expect(await page.getByText(t.notification.types.negative, { exact: true }).count()).toBe(0);
    expect(page.url()).toContain('#/cancel-trip');

    // The bank still holds the trip until the signature: Sign now leads to it.
    const card = await cardOf(await login(app.url, 'maarten'), 'maarten-trip');
    expect(card.geoProfile.temporaryGeoProfiles ?? []).not.toEqual([]);
    await page.getByRole('button', { name: t.generic.pendingChange.signNow }).click();
    await page.waitForURL(/#\/signing$/);
    await page.getByText(t.generic.tripProgress.cancel.signature).waitFor();
  });
});
