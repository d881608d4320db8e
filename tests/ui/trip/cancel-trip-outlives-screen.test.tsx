/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, type Language, type PaymentInstrument } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 109 for "Cancel trip": Back while the trip's cancellation is on its way, then Forward to
// the cancel screen. Its busy state was the screen's own: the screen shown again offered Cancel,
// a second cancellation went to the bank, and could say "Niet gelukt" of a trip that was cancelled.

beforeAll(fillJsdomGaps);

const WITHOUT_BASKET = { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined };

/** Reading 106: a trip of World alone (11 to 15 January) beside the card's earlier temporary World. */
const withWorldTripBeside = (card: PaymentInstrument): PaymentInstrument => {
  const later = {
    temporaryGeoProfileId: 'trip-geo',
    geoProfile: 'WORLD',
    startDate: '2027-01-11',
    endDate: '2027-01-15',
  };
  return {
    ...card,
    geoProfile: { ...card.geoProfile!, temporaryGeoProfiles: [...card.geoProfile!.temporaryGeoProfiles!, later] },
  };
};

describe.each(LANGUAGES)('Cancel trip, its cancellation answered after Back (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip.cancelTrip;

  /** The trip's Cancel pressed with its deletion held on its way, then Back to the overview. */
  async function cancelledThenBack() {
    const card = aCard().withId('a').withTemporaryRegion().build();
    const app = await renderApp([withWorldTripBeside(card)], { language, environment: WITHOUT_BASKET });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }));
    const held = app.world.regions.holdNext('deleteTemporary');
    await user.click(await screen.findByRole('button', { name: words.confirm }));
    expect(app.world.regions.callsOf('deleteTemporary')).toHaveLength(1);
    await app.history(-1);
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    /** The bank deletes the trip's World: the card holds its earlier temporary World alone. */
    const bankCancels = () => (app.world.cards.cards = [card]);
    return { ...app, user, bankCancels, release: () => act(async () => held()) };
  }

  it('Forward to the cancel screen while it is on its way: busy, a press sends nothing; answered: the trip is gone, not failed', async () => {
    const app = await cancelledThenBack();
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe('/cancel-trip'));
    const button = await screen.findByRole('button', { name: words.confirm });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(words.busy)).toBeTruthy();
    await app.user.click(button);
    expect(app.world.regions.callsOf('deleteTemporary')).toHaveLength(1);

    app.bankCancels();
    await app.release();
    expect(await screen.findByText(words.noTrip)).toBeTruthy();
    expect(screen.getByText(texts.notification.success.tripCancelled.content)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.confirm })).toBeNull();
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(screen.queryByText(texts.actionFailure.notDone.delete)).toBeNull();
    expect(app.world.regions.callsOf('deleteTemporary')).toHaveLength(1);
    expect(app.location().pathname).toBe('/cancel-trip');
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('answered on the overview, then Forward: the cancel screen says there is no trip, with no Cancel', async () => {
    const app = await cancelledThenBack();
    app.bankCancels();
    await app.release();
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe('/cancel-trip'));
    expect(await screen.findByText(words.noTrip)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.confirm })).toBeNull();
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(app.world.regions.callsOf('deleteTemporary')).toHaveLength(1);
  });
});

/** A trip of World and a payment limit of 4.000, 4 to 14 December: its cancellation starts with the limit's deletion, to be signed. */
const withLimitTrip = () => {
  const dates = { startDate: '2026-12-04', endDate: '2026-12-14' };
  return aCard()
    .withId('a')
    .withTemporaryLimit('POS', { limitValue: 4000, ...dates })
    .withTemporaryRegion({ geoProfile: 'WORLD', ...dates })
    .build();
};

describe.each(LANGUAGES)('Cancel trip, its signature asked after Back (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip.cancelTrip;
  const waits = texts.generic.tripProgress.cancel.waits;

  /** The limit's deletion held on its way, then Back to the overview. */
  async function cancelledThenBack() {
    const app = await renderApp([withLimitTrip()], { language, environment: WITHOUT_BASKET });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }));
    const held = app.world.limits.holdNext('deleteTemporary');
    await user.click(await screen.findByRole('button', { name: words.confirm }));
    expect(app.world.limits.callsOf('deleteTemporary')).toHaveLength(1);
    await app.history(-1);
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    return { ...app, user, release: () => act(async () => held()) };
  }

  /** The cancel screen says the deletion waits for its signature, with Sign now, and offers no second cancellation. */
  async function expectWaiting(app: Awaited<ReturnType<typeof cancelledThenBack>>) {
    expect(await screen.findByText(waits)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.confirm })).toBeNull();
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(screen.queryByText(texts.actionFailure.notDone.delete)).toBeNull();
    expect(app.world.limits.callsOf('deleteTemporary')).toHaveLength(1);
    expect(app.world.regions.calls).toEqual([]);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: texts.generic.pendingChange.signNow }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
  }

  it('Forward while it is on its way, then answered: the cancel screen says the signature waits, with Sign now', async () => {
    const app = await cancelledThenBack();
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe('/cancel-trip'));
    expect(await screen.findByText(words.busy)).toBeTruthy();
    await app.release();
    await expectWaiting(app);
  });

  it('answered on the overview, then Forward: the cancel screen says the signature waits, with Sign now', async () => {
    const app = await cancelledThenBack();
    await app.release();
    expect(await screen.findByText(waits)).toBeTruthy();
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe('/cancel-trip'));
    await expectWaiting(app);
  });
});

describe.each(LANGUAGES)('Cancel trip on two cards at once (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip.cancelTrip;

  it('one card’s cancellation answered while another card’s is on its way: that one stays busy, and nothing is sent twice', async () => {
    const a = aCard().withId('a').withTemporaryRegion().build();
    const b = aCard().withId('b').withTemporaryRegion().build();
    const app = await renderApp([withWorldTripBeside(a), withWorldTripBeside(b)], {
      language,
      environment: WITHOUT_BASKET,
    });
    const user = userEvent.setup();
    const deletions = () => app.world.regions.callsOf('deleteTemporary');
    await user.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }));
    const heldA = app.world.regions.holdNext('deleteTemporary');
    await user.click(await screen.findByRole('button', { name: words.confirm }));
    await app.history(-1);
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    await user.selectOptions(await screen.findByRole('combobox', { name: texts.overview.picker.label }), 'b');
    await user.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }));
    const heldB = app.world.regions.holdNext('deleteTemporary');
    await user.click(await screen.findByRole('button', { name: words.confirm }));
    expect(deletions().map(([card]) => card)).toEqual(['a', 'b']);

    // The bank cancels card a's trip and answers it, card b's still on its way.
    app.world.cards.cards = [a, withWorldTripBeside(b)];
    await act(async () => heldA());
    await app.settled();
    // Card a's trip is cancelled, but card b is shown: nothing is said of a over it (reading 108).
    expect(screen.queryByText(texts.notification.success.tripCancelled.content)).toBeNull();
    expect(screen.getByText(words.busy)).toBeTruthy();
    const button = screen.getByRole('button', { name: words.confirm });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(deletions()).toHaveLength(2);

    app.world.cards.cards = [a, b];
    await act(async () => heldB());
    expect(await screen.findByText(texts.notification.success.tripCancelled.content)).toBeTruthy();
    expect(deletions()).toHaveLength(2);
  });
});
