/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatEuro,
  LANGUAGES,
  localeOf,
  serviceError,
  type Language,
  type PaymentInstrument,
} from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Issue 35: a card's trip (World and a payment limit of 4.000 sharing 4 to 14 December) grouped
// on the overview, and "Cancel trip": the limit's deletion signed, then World deleted.

beforeAll(fillJsdomGaps);

/** The bank without change baskets: each limit is asked and signed in turn. */
const WITHOUT_BASKET = { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined };

const DATES = { startDate: '2026-12-04', endDate: '2026-12-14' };
const withTrip = () =>
  aCard()
    .withTemporaryLimit('POS', { limitValue: 4000, ...DATES })
    .withTemporaryRegion({ geoProfile: 'WORLD', ...DATES });

/** Reading 106: a trip of World alone (11 to 15 January) beside the card's earlier temporary World. */
const withWorldTripBeside = (card: PaymentInstrument) => {
  const later = {
    temporaryGeoProfileId: 'trip-geo',
    geoProfile: 'WORLD',
    startDate: '2027-01-11',
    endDate: '2027-01-15',
  };
  return { ...card.geoProfile!, temporaryGeoProfiles: [...card.geoProfile!.temporaryGeoProfiles!, later] };
};

describe.each(LANGUAGES)('a trip on the card, and cancelling it (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const trips = texts.overview.trips;
  const fill = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);
  const period = fill(trips.period, { startDate: '04-12-2026', endDate: '14-12-2026' });
  const payment = fill(trips.limit.POS, { amount: formatEuro(4000, localeOf(language)) }).replace(/\s+/g, ' ');

  async function open() {
    const app = await renderApp([withTrip().build()], { language, environment: WITHOUT_BASKET });
    return { ...app, user: userEvent.setup() };
  }

  it('groups the trip’s settings under its dates, with Cancel trip', async () => {
    await open();
    const section = await screen.findByRole('region', { name: trips.title });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(period);
    expect(within(section).getByText(trips.world)).toBeTruthy();
    expect(within(section).getByText(payment)).toBeTruthy();
    expect(within(section).getByRole('button', { name: trips.cancel })).toBeTruthy();
    expectNoRawKeys(document.body);
  });

  it('a trip of World alone made beside an earlier temporary World (its tile shows only the first): listed, and cancelled', async () => {
    const card = aCard().withTemporaryRegion().build();
    const geoProfile = withWorldTripBeside(card);
    const { user, world, location } = await (async () => {
      const app = await renderApp([{ ...card, geoProfile }], { language, environment: WITHOUT_BASKET });
      return { ...app, user: userEvent.setup() };
    })();
    const section = await screen.findByRole('region', { name: trips.title });
    const heading = fill(trips.period, { startDate: '11-01-2027', endDate: '15-01-2027' });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(heading);
    expect(within(section).getByText(trips.world)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: trips.cancel }));
    const confirm = await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm });
    // Nothing of it is signed: World alone is deleted at once.
    expect(screen.queryByText(texts.trip.cancelTrip.signing)).toBeNull();
    await user.click(confirm);
    await waitFor(() => expect(location().pathname).toBe('/card-management'));
    expect(world.regions.callsOf('deleteTemporary')).toEqual([[expect.any(String), 'trip-geo']]);
    expect(await screen.findByText(texts.notification.success.tripCancelled.content)).toBeTruthy();
  });

  it('shows no trip for a lone temporary setting', async () => {
    await renderApp([aCard().withTemporaryLimit('POS', DATES).build()], { language });
    expect(screen.queryByRole('region', { name: trips.title })).toBeNull();
  });

  it('cancels: the limit’s deletion signed, then World deleted, and the overview says the trip is cancelled', async () => {
    const { user, world, location, missingKeys } = await open();
    await user.click(await screen.findByRole('button', { name: trips.cancel }));
    await user.click(await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm }));
    await waitFor(() => expect(location().pathname).toBe('/signing'));
    expect(world.limits.callsOf('deleteTemporary')).toEqual([[expect.any(String), 'temporary-POS']]);
    expect(screen.getByText(texts.generic.tripProgress.cancel.signature)).toBeTruthy();
    expect(screen.getByText(texts.generic.tripProgress.cancel.then)).toBeTruthy();
    expect(screen.getByText(texts.generic.tripProgress.step.deleteWorld)).toBeTruthy();
    expect(world.regions.calls).toEqual([]);
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(location().pathname).toBe('/card-management'));
    expect(world.regions.callsOf('deleteTemporary')).toHaveLength(1);
    expect(await screen.findByText(texts.notification.success.tripCancelled.content)).toBeTruthy();
    expect(missingKeys).toEqual([]);
  });

  it('World deleted meanwhile (another tab) when the signature is given: the trip is cancelled, nothing named as still set', async () => {
    const { user, world, location } = await open();
    await user.click(await screen.findByRole('button', { name: trips.cancel }));
    await user.click(await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm }));
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    world.regions.failNext('deleteTemporary', serviceError('TEMPORARY_GEO_PROFILE_NOT_FOUND'));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(location().pathname).toBe('/card-management'));
    expect(await screen.findByText(texts.notification.success.tripCancelled.content)).toBeTruthy();
    expect(screen.queryByText(texts.generic.tripProgress.cancel.halfSet)).toBeNull();
    expect(screen.queryByText(texts.overview.trip.unfinished.cancel.title)).toBeNull();
    expectNoRawKeys(document.body);
  });

  it('after "sign later", the overview says the cancellation waits and offers no second Cancel trip', async () => {
    const { user, world, location } = await open();
    await user.click(await screen.findByRole('button', { name: trips.cancel }));
    await user.click(await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm }));
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    // The bank's card shows the limit's deletion waiting for its signature, as the sandbox's does.
    world.cards.cards = [withTrip().withPendingLimitChange('POS').build()].map((card) => ({
      ...card,
      paymentInstrumentId: world.cards.cards[0]!.paymentInstrumentId,
    }));
    await act(async () => world.signing.decide('sentLater'));
    await waitFor(() => expect(location().pathname).toBe('/card-management'));
    expect(await screen.findByText(texts.generic.tripProgress.cancel.waits)).toBeTruthy();
    const section = await screen.findByRole('region', { name: trips.title });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(period);
    expect(screen.queryByRole('button', { name: trips.cancel })).toBeNull();
    expect(world.regions.calls).toEqual([]);
    expectNoRawKeys(document.body);
  });

  it('a bank failure on the first deletion says nothing was deleted, with Try again', async () => {
    const { user, world, location } = await open();
    world.limits.failNext('deleteTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await user.click(await screen.findByRole('button', { name: trips.cancel }));
    await user.click(await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm }));
    expect(await screen.findByText(texts.actionFailure.notDone.delete)).toBeTruthy();
    expect(location().pathname).toBe('/cancel-trip');
    await user.click(screen.getByRole('button', { name: texts.actionFailure.tryAgain }));
    await waitFor(() => expect(location().pathname).toBe('/signing'));
  });

  it('refused as the trip was cancelled in another tab meanwhile: said gone, no failure, focus on the heading', async () => {
    const { user, world, location } = await open();
    await user.click(await screen.findByRole('button', { name: trips.cancel }));
    const id = world.cards.cards[0]!.paymentInstrumentId;
    world.cards.cards = [aCard().withId(id).build()];
    world.limits.failNext('deleteTemporary', serviceError('TEMPORARY_LIMIT_NOT_FOUND'));
    await user.click(await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm }));
    expect(await screen.findByText(texts.notification.success.tripGone.content)).toBeTruthy();
    expect(screen.getByText(texts.trip.cancelTrip.noTrip)).toBeTruthy();
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(location().pathname).toBe('/cancel-trip');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('the limit’s deletion taken though its answer was lost (reading 103): on to its signature, World after it', async () => {
    const { user, world, location } = await open();
    await user.click(await screen.findByRole('button', { name: trips.cancel }));
    // The bank takes the deletion to sign, and its answer is lost on the way back.
    const id = world.cards.cards[0]!.paymentInstrumentId;
    world.cards.cards = [
      withTrip()
        .withId(id)
        .withDescribedLimitChange('POS', { operationType: 'deletedTemporaryPOSLimit', limitValue: 4000, ...DATES })
        .build(),
    ];
    world.limits.failNext('deleteTemporary', serviceError('REQUEST_TIMEOUT'));
    await user.click(await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm }));
    await waitFor(() => expect(location().pathname).toBe('/signing'));
    expect(screen.getByText(texts.generic.tripProgress.cancel.then)).toBeTruthy();
    expect(screen.getByText(texts.generic.tripProgress.step.deleteWorld)).toBeTruthy();
    expect(screen.queryByText(texts.actionFailure.notDone.delete)).toBeNull();
    expect(world.regions.calls).toEqual([]);
  });

  it('a trip of World alone whose deletion the bank took, its answer lost (reading 103): said cancelled, not "gone" or failed', async () => {
    const card = aCard().withTemporaryRegion().build();
    const geoProfile = withWorldTripBeside(card);
    const app = await renderApp([{ ...card, geoProfile }], { language, environment: WITHOUT_BASKET });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: trips.cancel }));
    // The bank deletes the trip's World, and its answer is lost on the way back.
    app.world.cards.cards = [card];
    app.world.regions.failNext('deleteTemporary', serviceError('NETWORK_UNAVAILABLE'));
    await user.click(await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm }));
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    expect(await screen.findByText(texts.notification.success.tripCancelled.content)).toBeTruthy();
    expect(screen.queryByText(texts.notification.success.tripGone.content)).toBeNull();
    expect(screen.queryByText(texts.actionFailure.notDone.delete)).toBeNull();
  });
});
