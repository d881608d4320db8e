import { cardOf, login, pendingSignItems } from '../sandbox/support/bank-client';
import { TEXTS, useApp, RUNS } from './support/app-session';
import { notificationTitled } from './support/editor-steps';
import {
  expectClean,
  failNext,
  injected,
  listed,
  planToSummary,
  signInWidget,
  stepText,
} from './support/trip-fault-steps';

jest.setTimeout(180_000);

/**
 * Issue 35, a failure injected on each call of the trip, with the bank's basket (the sandbox's
 * default Environment): the basket's call (nothing set, Try again), then World after the one
 * signature (both limits set, World named as not set, Try again sets it). nl and en, 1280 and 375 px.
 */
const app = useApp();

const WORLD = { startDate: '05-03-2027', endDate: '15-03-2027' };

describe.each(RUNS)('going abroad with the basket, its calls failing ($language, $width)', ({ language, viewport }) => {
  it('the basket failing sets nothing and offers Try again; World failing after the signature is named, on the signing page and the overview', async () => {
    const t = TEXTS[language];
    const progress = t.generic.tripProgress;
    const { page, watched } = await app.open({ language, viewport, card: 'sanne-dmc' });
    await planToSummary(page, language);

    await failNext(app.url, 'POST', '/**/change-baskets');
    await page.getByRole('button', { name: t.trip.summary.confirm, exact: true }).click();
    await page.getByText(t.actionFailure.notDone.save).waitFor();
    expect(await pendingSignItems(app.url, 'sanne')).toEqual([]);
    await expectClean(page, 'summary after the basket failed');

    await page.getByRole('button', { name: t.actionFailure.tryAgain }).click();
    await page.waitForURL(/#\/signing$/);
    await page.getByText(progress.make.signature).waitFor();
    await failNext(app.url, 'POST', '/**/temporary-geo-profiles');
    await signInWidget(page, language);
    await page.getByText(progress.make.halfSet).waitFor();
    expect(await listed(page, '.signing .trip-progress__waiting')).toEqual([stepText(progress.step.world, WORLD)]);
    await expectClean(page, 'signing page, World failed after the basket');

    await page.getByRole('button', { name: t.signing.backToOverview }).click();
    const notice = page.locator('.notification', { hasText: t.overview.trip.unfinished.make.title });
    await notice.waitFor();
    expect(await notice.getByRole('listitem').allInnerTexts()).toEqual([stepText(progress.step.world, WORLD)]);
    await notice.getByRole('button', { name: t.actionFailure.tryAgain }).click();
    await notificationTitled(page, t.notification.success.tripSet.title);
    const card = await cardOf(await login(app.url, 'sanne'), 'sanne-dmc');
    expect(card.geoProfile.temporaryGeoProfiles).toEqual([
      expect.objectContaining({ geoProfile: 'WORLD', startDate: '2027-03-05', endDate: '2027-03-15' }),
    ]);
    expect(watched).toEqual({ cspViolations: [], errors: injected(2) });
  });
});
