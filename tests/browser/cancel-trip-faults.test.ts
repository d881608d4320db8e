import { cardOf, login } from '../sandbox/support/bank-client';
import { TEXTS, useApp, RUNS } from './support/app-session';
import { expectSignatureFailed, notificationTitled, tryAgainInWidget } from './support/editor-steps';
import { expectClean, failNext, injected, listed, signInWidget } from './support/trip-fault-steps';

jest.setTimeout(180_000);

/**
 * Issue 35, Cancel trip with a failure injected on each call after the confirmation (Maarten's
 * demo trip, the bank's basket: both limits' deletions under one signature, then World deleted):
 * the signature itself fails, then World's deletion after the signature. Each time the screen
 * says what is deleted and what is still set — never "failed" for what succeeded — and Try again
 * deletes the rest. nl and en, 1280 and 375 px.
 */
const app = useApp();

const temporaryLimits = (card: { limits: { temporaryLimits?: unknown[] }[] }) =>
  card.limits.flatMap((limit) => limit.temporaryLimits ?? []);

describe.each(RUNS)(
  'cancelling a trip, the signature and World failing ($language, $width)',
  ({ language, viewport }) => {
    it('a failed signature keeps the cancellation waiting; World failing after it is named as still set; Try again deletes it', async () => {
      const t = TEXTS[language];
      const progress = t.generic.tripProgress;
      const { page, watched } = await app.open({ language, viewport, customer: 'maarten', card: 'maarten-trip' });
      const trips = page.getByRole('region', { name: t.overview.trips.title });
      // By keyboard: on a busy host a click here was lost once in four runs while the overview's
      // lazy parts were still arriving (cause not pinned down: no layout shift was recorded).
      await trips.getByRole('button', { name: t.overview.trips.cancel }).press('Enter');
      await page.waitForURL(/#\/cancel-trip$/);
      await page.getByRole('button', { name: t.trip.cancelTrip.confirm }).click();
      await page.waitForURL(/#\/signing$/);
      await page.getByText(progress.cancel.signature).waitFor();

      // The signature itself: the widget says it failed, nothing is deleted, the cancellation still waits.
      await failNext(app.url, 'POST', '/**/signature');
      await signInWidget(page, language);
      await expectSignatureFailed(page, language);
      expect(await page.getByText(progress.cancel.signature).isVisible()).toBe(true);
      expect(await page.getByText(progress.cancel.halfSet).count()).toBe(0);
      await expectClean(page, 'cancellation signing after a failed signature');
      let card = await cardOf(await login(app.url, 'maarten'), 'maarten-trip');
      expect(temporaryLimits(card)).not.toEqual([]);
      expect(card.geoProfile.temporaryGeoProfiles ?? []).not.toEqual([]);

      // World's deletion after the signature (Try again sends the code still typed): the limits are
      // deleted, World named as still set.
      await failNext(app.url, 'DELETE', '/**/temporary-geo-profiles/*');
      await tryAgainInWidget(page, language);
      await page.getByText(progress.cancel.halfSet).waitFor();
      await page.getByText(progress.cancel.notDone).waitFor();
      expect(await listed(page, '.signing .trip-progress__waiting')).toEqual([progress.step.deleteWorld]);
      await expectClean(page, 'cancellation signing page, World failed');
      card = await cardOf(await login(app.url, 'maarten'), 'maarten-trip');
      expect(temporaryLimits(card)).toEqual([]);
      expect(card.geoProfile.temporaryGeoProfiles ?? []).not.toEqual([]);

      // The overview keeps naming what is still set, with Try again.
      await page.getByRole('button', { name: t.signing.backToOverview }).click();
      await page.waitForURL(/#\/card-management$/);
      const notice = page.locator('.notification', { hasText: t.overview.trip.unfinished.cancel.title });
      await notice.waitFor();
      expect(await notice.getByRole('listitem').allInnerTexts()).toEqual([progress.step.deleteWorld]);
      await expectClean(page, 'overview, trip half cancelled');
      await notice.getByRole('button', { name: t.actionFailure.tryAgain }).click();
      await notificationTitled(page, t.notification.success.tripCancelled.title);
      expect(await page.getByText(t.overview.trip.unfinished.cancel.title).count()).toBe(0);
      card = await cardOf(await login(app.url, 'maarten'), 'maarten-trip');
      expect(card.geoProfile.temporaryGeoProfiles ?? []).toEqual([]);
      expect(watched).toEqual({ cspViolations: [], errors: injected(2) });
    });
  },
);
