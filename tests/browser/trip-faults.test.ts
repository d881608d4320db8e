import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { cardOf, login } from '../sandbox/support/bank-client';
import { TEXTS, useApp, RUNS, SWAPPED } from './support/app-session';
import { expectSignatureFailed, notificationTitled, tryAgainInWidget } from './support/editor-steps';
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
 * Issue 35, a failure injected on each call of the trip, the bank without baskets (each limit
 * signed in turn; the first limit's call failing is in trip-journey.test.ts): the signature
 * itself, the second limit after the first signature, World after the last. Each time the screen
 * says what is set and what is not, and Try again sets the rest. nl and en, 1280 and 375 px.
 */
const app = useApp({ environment: { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined } });

const WORLD = { startDate: '05-03-2027', endDate: '15-03-2027' };
const temporaryOf = (card: { limits: { limitType: string; temporaryLimits?: unknown[] }[] }, limitType: string) =>
  card.limits.find((limit) => limit.limitType === limitType)?.temporaryLimits ?? [];

describe.each(RUNS)(
  'going abroad, the signature and the second limit failing ($language, $width)',
  ({ language, viewport }) => {
    it('a failed signature keeps 1 of 2 waiting; the second limit failing names it and World as not set; Try again signs it and sets World', async () => {
      const t = TEXTS[language];
      const progress = t.generic.tripProgress;
      const { page, watched } = await app.open({ language, viewport, card: 'sanne-dmc' });
      await planToSummary(page, language);
      await page.getByRole('button', { name: t.trip.summary.confirm, exact: true }).click();
      const first = progress.make.signatureOf.replace('{{signature}}', '1').replace('{{signatures}}', '2');
      await page.getByText(first).waitFor();

      // The signature itself: the widget says it failed, the trip's first signature still waits.
      await failNext(app.url, 'POST', '/**/signature');
      await signInWidget(page, language);
      await expectSignatureFailed(page, language);
      expect(await page.getByText(first).isVisible()).toBe(true);
      expect(await page.getByText(progress.make.halfSet).count()).toBe(0);
      await expectClean(page, 'signing 1 of 2 after a failed signature');

      // The second limit's call, after the first signature (Try again sends the code still typed):
      // the withdrawal limit is set, the rest named.
      await failNext(app.url, 'POST', '/**/temporary-limits');
      await tryAgainInWidget(page, language);
      await page.getByText(progress.make.halfSet).waitFor();
      await page.getByText(progress.make.notDone).waitFor();
      const payment = t.overview.settings.payment.title;
      const notSet = await listed(page, '.signing .trip-progress__waiting');
      expect(notSet).toHaveLength(2);
      expect(notSet[0]).toContain(payment);
      expect(notSet[1]).toBe(stepText(progress.step.world, WORLD));
      await expectClean(page, 'signing page, second limit failed');
      let card = await cardOf(await login(app.url, 'sanne'), 'sanne-dmc');
      expect(temporaryOf(card, 'ATM')).toHaveLength(1);
      expect(temporaryOf(card, 'POS')).toEqual([]);
      expect(card.geoProfile.temporaryGeoProfiles ?? []).toEqual([]);

      // The overview keeps naming what is missing, with Try again.
      await page.getByRole('button', { name: t.signing.backToOverview }).click();
      await page.waitForURL(/#\/card-management$/);
      const notice = page.locator('.notification', { hasText: t.overview.trip.unfinished.make.title });
      await notice.waitFor();
      expect(await notice.getByRole('listitem').count()).toBe(2);
      await expectClean(page, 'overview, trip half set');
      await notice.getByRole('button', { name: t.actionFailure.tryAgain }).click();
      await page.waitForURL(/#\/signing$/);
      await page
        .getByText(progress.make.signatureOf.replace('{{signature}}', '2').replace('{{signatures}}', '2'))
        .waitFor();
      await signInWidget(page, language);
      await notificationTitled(page, t.notification.success.tripSet.title);
      expect(await page.getByText(t.overview.trip.unfinished.make.title).count()).toBe(0);
      card = await cardOf(await login(app.url, 'sanne'), 'sanne-dmc');
      expect(temporaryOf(card, 'POS')).toHaveLength(1);
      expect(card.geoProfile.temporaryGeoProfiles).toEqual([
        expect.objectContaining({ geoProfile: 'WORLD', startDate: '2027-03-05', endDate: '2027-03-15' }),
      ]);
      expect(watched).toEqual({ cspViolations: [], errors: injected(2) });
    });
  },
);

describe.each(SWAPPED)(
  'going abroad, World failing after the last signature ($language, $width)',
  ({ language, viewport }) => {
    it('both limits are set and World named as not set, on the signing page and the overview, after a reload too; Try again sets it', async () => {
      const t = TEXTS[language];
      const progress = t.generic.tripProgress;
      const { page, watched } = await app.open({ language, viewport, card: 'sanne-dmc' });
      await planToSummary(page, language);
      await page.getByRole('button', { name: t.trip.summary.confirm, exact: true }).click();
      await page
        .getByText(progress.make.signatureOf.replace('{{signature}}', '1').replace('{{signatures}}', '2'))
        .waitFor();
      await signInWidget(page, language);
      await page
        .getByText(progress.make.signatureOf.replace('{{signature}}', '2').replace('{{signatures}}', '2'))
        .waitFor();
      await failNext(app.url, 'POST', '/**/temporary-geo-profiles');
      await signInWidget(page, language);
      await page.getByText(progress.make.halfSet).waitFor();
      expect(await listed(page, '.signing .trip-progress__waiting')).toEqual([stepText(progress.step.world, WORLD)]);
      expect(await page.getByText(t.notification.success.tripSet.title).count()).toBe(0);
      await expectClean(page, 'signing page, World failed');

      await page.getByRole('button', { name: t.signing.backToOverview }).click();
      const notice = page.locator('.notification', { hasText: t.overview.trip.unfinished.make.title });
      await notice.waitFor();
      expect(await notice.getByRole('listitem').allInnerTexts()).toEqual([stepText(progress.step.world, WORLD)]);
      await expectClean(page, 'overview, World missing');
      // A reload (or the tab's next app start) still names what is missing, with Try again.
      await page.reload();
      await notice.waitFor();
      expect(await notice.getByRole('listitem').allInnerTexts()).toEqual([stepText(progress.step.world, WORLD)]);
      await expectClean(page, 'overview after a reload, World missing');
      await notice.getByRole('button', { name: t.actionFailure.tryAgain }).click();
      await notificationTitled(page, t.notification.success.tripSet.title);
      const card = await cardOf(await login(app.url, 'sanne'), 'sanne-dmc');
      expect(temporaryOf(card, 'POS')).toHaveLength(1);
      expect(temporaryOf(card, 'ATM')).toHaveLength(1);
      expect(card.geoProfile.temporaryGeoProfiles).toEqual([
        expect.objectContaining({ geoProfile: 'WORLD', startDate: '2027-03-05', endDate: '2027-03-15' }),
      ]);
      expect(watched).toEqual({ cspViolations: [], errors: injected(1) });
    });
  },
);
