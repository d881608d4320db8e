import { cardOf, login, pendingSignItems } from '../sandbox/support/bank-client';
import { CLEAN_SCREEN, screenReport, TEXTS, useApp, RUNS, SWAPPED } from './support/app-session';
import { notificationTitled, signWithWidget } from './support/editor-steps';

jest.setTimeout(120_000);

/**
 * Issue 35 with the bank's change basket (the sandbox's default Environment names it): both
 * limits of a trip under one signature, World made once it is given. nl at 1280 px, en at 375 px.
 */
const app = useApp();

describe.each(RUNS)('going abroad with the basket ($language, $width)', ({ language, viewport }) => {
  it('says one signature for both limits, signs once, and the card has the whole trip', async () => {
    const t = TEXTS[language];
    const { page, watched } = await app.open({ language, viewport, card: 'sanne-dmc' });
    await page.getByRole('button', { name: t.overview.trip.button, exact: true }).click();
    await page.getByRole('radio', { name: t.trip.destination.outsideEurope }).check();
    await page.getByRole('textbox', { name: t.trip.days.firstDay }).fill('06-03-2027');
    await page.getByRole('textbox', { name: t.trip.days.lastDay }).fill('14-03-2027');
    await page.getByRole('textbox', { name: t.trip.limits.POS }).fill('4000');
    await page.getByRole('textbox', { name: t.trip.limits.ATM }).fill('1000');
    await page.getByRole('button', { name: t.trip.continue, exact: true }).click();
    await page.getByText(t.trip.summary.signing.once_other.replace('{{count}}', '2')).waitFor();
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await page.getByRole('button', { name: t.trip.summary.confirm, exact: true }).click();
    await page.waitForURL(/#\/signing$/);
    await page.getByText(t.generic.tripProgress.make.signature).waitFor();
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await signWithWidget(page, language);
    await notificationTitled(page, t.notification.success.tripSet.title);
    const card = await cardOf(await login(app.url, 'sanne'), 'sanne-dmc');
    const temporary = (limitType: string) =>
      card.limits.find((limit: { limitType: string }) => limit.limitType === limitType).temporaryLimits;
    expect(temporary('POS')).toEqual([
      expect.objectContaining({ limitValue: 4000, startDate: '2027-03-05', endDate: '2027-03-15' }),
    ]);
    expect(temporary('ATM')).toEqual([
      expect.objectContaining({ limitValue: 1000, startDate: '2027-03-05', endDate: '2027-03-15' }),
    ]);
    expect(card.geoProfile.temporaryGeoProfiles).toEqual([
      expect.objectContaining({ geoProfile: 'WORLD', startDate: '2027-03-05', endDate: '2027-03-15' }),
    ]);
    expect(await pendingSignItems(app.url, 'sanne')).toEqual([]);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});

describe.each(SWAPPED)('the demo trip, cancelled ($language, $width)', ({ language, viewport }) => {
  it('groups Maarten’s trip on the overview; Cancel trip deletes its settings together under one signature', async () => {
    const t = TEXTS[language];
    const { page, watched } = await app.open({ language, viewport, customer: 'maarten', card: 'maarten-trip' });
    const trips = page.getByRole('region', { name: t.overview.trips.title });
    await trips.getByText(t.overview.trips.world).waitFor();
    expect(await trips.getByRole('listitem').count()).toBe(4);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await trips.getByRole('button', { name: t.overview.trips.cancel }).click();
    await page.waitForURL(/#\/cancel-trip$/);
    expect(await screenReport(page)).toEqual(CLEAN_SCREEN);
    await page.getByRole('button', { name: t.trip.cancelTrip.confirm }).click();
    await page.waitForURL(/#\/signing$/);
    await page.getByText(t.generic.tripProgress.cancel.signature).waitFor();
    await signWithWidget(page, language);
    await notificationTitled(page, t.notification.success.tripCancelled.title);
    const card = await cardOf(await login(app.url, 'maarten'), 'maarten-trip');
    expect(card.limits.flatMap((limit: { temporaryLimits?: unknown[] }) => limit.temporaryLimits ?? [])).toEqual([]);
    expect(card.geoProfile.temporaryGeoProfiles ?? []).toEqual([]);
    expect(watched).toEqual({ cspViolations: [], errors: [] });
  });
});
