/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError, type Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';
import { TripPresenter } from '../../../ui/trip/trip.presenter';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 108 for the trip: Back while the trip's Confirm is on its way. Seen walking "Going abroad"
// in Chromium with the Confirm held: Back, then Forward to the summary offered Confirm again; a
// second Confirm was refused (409, the same trip set) and the summary said "Niet gelukt" of a trip
// that was made. With one Back, a trip of World alone said "Reis ingesteld" above the plan still
// filled, whose Verder then said there was no trip to check. Today is Monday 23 November 2026.

beforeAll(fillJsdomGaps);

const WITHOUT_BASKET = { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined };
/** The trip's settings' days as the bank holds them: Friday 4 to Monday 14 December (the trip is 5 to 13). */
const DAYS = { startDate: '2026-12-04', endDate: '2026-12-14' };

describe.each(LANGUAGES)('going abroad, a Confirm answered after Back (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;
  const summaryPath = '/going-abroad-summary';

  /** Planned outside Europe from 5 to 13 December (with higher limits, or World alone), Confirm held on its way, then Back. */
  async function confirmedThenBack(withLimits: boolean) {
    const app = await renderApp([aCard().withId('a').build()], { language, environment: WITHOUT_BASKET });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trip.button }));
    await user.click(await screen.findByRole('radio', { name: words.destination.outsideEurope }));
    await user.type(screen.getByRole('textbox', { name: words.days.firstDay }), '05122026');
    await user.type(screen.getByRole('textbox', { name: words.days.lastDay }), '13122026');
    if (withLimits) await user.type(screen.getByRole('textbox', { name: words.limits.ATM }), '1000');
    await user.click(screen.getByRole('button', { name: words.continue }));
    const port = withLimits ? app.world.limits : app.world.regions;
    const held = port.holdNext('createTemporary');
    const confirm = withLimits ? words.summary.confirm : words.summary.confirmWithoutSigning;
    await user.click(await screen.findByRole('button', { name: confirm }));
    expect(port.callsOf('createTemporary')).toHaveLength(1);
    await app.history(-1);
    await waitFor(() => expect(app.location().pathname).toBe('/going-abroad'));
    return { ...app, user, port, confirm, release: () => act(async () => held()) };
  }

  const bankHasWorld = (app: Awaited<ReturnType<typeof renderApp>>) =>
    (app.world.cards.cards = [aCard().withId('a').withTemporaryRegion(DAYS).build()]);

  it('Forward to the summary while the Confirm is on its way: shown busy, a press sends nothing; made: says it is confirmed', async () => {
    const app = await confirmedThenBack(false);
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe(summaryPath));
    const button = await screen.findByRole('button', { name: app.confirm });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(words.summary.saving)).toBeTruthy();
    await app.user.click(button);
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);

    bankHasWorld(app);
    await app.release();
    expect(await screen.findByText(words.summary.confirmed)).toBeTruthy();
    expect(screen.getByText(texts.overview.trips.world)).toBeTruthy();
    expect(screen.getByText(texts.notification.success.tripSet.content)).toBeTruthy();
    expect(screen.queryByRole('button', { name: app.confirm })).toBeNull();
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(screen.queryByText(words.summary.noTrip)).toBeNull();
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);
    expect(app.location().pathname).toBe(summaryPath);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('its first limit taken to sign after Back and Forward: the summary says the trip waits for its signature, with Sign now', async () => {
    const app = await confirmedThenBack(true);
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe(summaryPath));
    expect((await screen.findByRole('button', { name: app.confirm })).getAttribute('aria-disabled')).toBe('true');
    const waiting = { operationType: 'newTemporaryATMLimit', limitValue: 1000, ...DAYS };
    app.world.cards.cards = [aCard().withId('a').withDescribedLimitChange('ATM', waiting).build()];
    await app.release();
    expect(await screen.findByText(texts.generic.tripProgress.make.waits)).toBeTruthy();
    expect(screen.queryByRole('button', { name: app.confirm })).toBeNull();
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(app.location().pathname).toBe(summaryPath);
    await app.user.click(screen.getByRole('button', { name: texts.generic.pendingChange.signNow }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);
  });

  it('its answer lost after Back and Forward, the trip made all the same: the summary reads the card and says it is confirmed', async () => {
    const app = await confirmedThenBack(false);
    app.port.failNext('createTemporary', serviceError('NETWORK_UNAVAILABLE'));
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe(summaryPath));
    bankHasWorld(app);
    await app.release();
    expect(await screen.findByText(words.summary.confirmed)).toBeTruthy();
    expect(screen.getByText(texts.overview.trips.world)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: app.confirm })).toBeNull();
  });

  // Reading 110: the app gave the answer up (15 s) after Back; the bank had taken the first limit.
  it('its first limit taken though its answer was lost after Back: the summary reached again says the trip waits, with Sign now, and its signature leads on to World', async () => {
    const app = await confirmedThenBack(true);
    app.port.failNext('createTemporary', serviceError('REQUEST_TIMEOUT'));
    const waiting = { operationType: 'newTemporaryATMLimit', limitValue: 1000, ...DAYS };
    app.world.cards.cards = [aCard().withId('a').withDescribedLimitChange('ATM', waiting).build()];
    await app.release();
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe(summaryPath));
    expect(await screen.findByText(texts.generic.tripProgress.make.waits)).toBeTruthy();
    expect(screen.queryByRole('button', { name: app.confirm })).toBeNull();
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(screen.queryByText(texts.actionFailure.notDone.save)).toBeNull();
    expectNoRawKeys(document.body);
    await app.user.click(screen.getByRole('button', { name: texts.generic.pendingChange.signNow }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
    expect(app.world.app.changes.pendingSignature?.trip?.waiting.map((step) => step.kind)).toEqual(['createRegion']);
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));
    await act(async () => app.world.signing.decide('signed'));
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    expect(app.world.regions.callsOf('createTemporary')).toHaveLength(1);
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);
  });

  it('a second Confirm after a lost answer, refused as the same trip is set (409): says it is confirmed, not "failed"', async () => {
    const app = await confirmedThenBack(false);
    app.port.failNext('createTemporary', serviceError('NETWORK_UNAVAILABLE'));
    await app.history(1);
    await waitFor(() => expect(app.location().pathname).toBe(summaryPath));
    await app.release();
    // The card read anew before the bank had made it: Confirm is offered again.
    const button = await screen.findByRole('button', { name: app.confirm });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    bankHasWorld(app);
    app.port.failNext('createTemporary', serviceError('TEMPORARY_GEO_PROFILE_OVERLAPS'));
    await app.user.click(button);
    expect(await screen.findByText(words.summary.confirmed)).toBeTruthy();
    expect(app.port.callsOf('createTemporary')).toHaveLength(2);
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expectNoRawKeys(document.body);
  });

  it('World alone made after one Back: the plan starts over under "trip set", and Verder asks for a new trip', async () => {
    const app = await confirmedThenBack(false);
    bankHasWorld(app);
    await app.release();
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();
    const outside = screen.getByRole('radio', { name: words.destination.outsideEurope }) as HTMLInputElement;
    await waitFor(() => expect(outside.checked).toBe(false));
    expect((screen.getByRole('textbox', { name: words.days.firstDay }) as HTMLInputElement).value).toBe('');
    await app.user.click(screen.getByRole('button', { name: words.continue }));
    expect(app.location().pathname).toBe('/going-abroad');
    expect(screen.queryByText(words.summary.noTrip)).toBeNull();
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);
    expectNoRawKeys(document.body);
  });

  // Reading 111: the plan of a trip being confirmed is not planned again while its Confirm is on its way.
  const expectBusyPlan = () => {
    expect(screen.getByRole('status').textContent).toContain(words.summary.saving);
    expect(screen.getByRole('heading', { name: words.plan.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.plan.setting.REGION })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: words.continue })).toBeNull();
  };

  it('the plan reached by Back while the Confirm is on its way: the status and the plan, read-only; no fields, no Continue', async () => {
    const app = await confirmedThenBack(true);
    expect(await screen.findByText(words.summary.saving)).toBeTruthy();
    expectBusyPlan();
    expect(screen.getByRole('heading', { name: words.plan.setting.ATM })).toBeTruthy();
    expect(screen.queryByRole('button', { name: app.confirm })).toBeNull();
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('Continue pressed (review) while the Confirm is on its way does nothing: no summary, nothing asked, nothing sent', async () => {
    const app = await confirmedThenBack(false);
    const presenter = app.world.container.get(TripPresenter);
    expect(presenter.review()).toBeUndefined();
    const view = presenter.viewModel;
    expect(view.kind).toBe('tripBusy');
    expect(app.location().pathname).toBe('/going-abroad');
    expect(screen.queryByRole('alert')).toBeNull();

    await app.release();
    await waitFor(() => expect(screen.queryByText(words.summary.saving)).toBeNull());
    const after = presenter.viewModel;
    expect(after.kind === 'trip' ? after.unanswered : undefined).toEqual([]);
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);
  });

  it('its first limit taken to sign while the busy plan is shown: the plan says the trip waits, with Sign now', async () => {
    const app = await confirmedThenBack(true);
    expect(await screen.findByText(words.summary.saving)).toBeTruthy();
    const waiting = { operationType: 'newTemporaryATMLimit', limitValue: 1000, ...DAYS };
    app.world.cards.cards = [aCard().withId('a').withDescribedLimitChange('ATM', waiting).build()];
    await app.release();
    expect(await screen.findByText(texts.generic.tripProgress.make.waits)).toBeTruthy();
    expect(screen.queryByText(words.summary.saving)).toBeNull();
    expect(screen.queryByRole('button', { name: words.continue })).toBeNull();
    expect(screen.queryByText(texts.notification.types.negative)).toBeNull();
    expect(app.location().pathname).toBe('/going-abroad');
    expectNoRawKeys(document.body);
    await app.user.click(screen.getByRole('button', { name: texts.generic.pendingChange.signNow }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);
  });

  it('not made while the busy plan is shown: the plan is editable again as it was planned, and Continue leads to the summary', async () => {
    const app = await confirmedThenBack(false);
    expectBusyPlan();
    app.port.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await app.release();
    const outside = (await screen.findByRole('radio', { name: words.destination.outsideEurope })) as HTMLInputElement;
    expect(outside.checked).toBe(true);
    expect(screen.queryByText(words.summary.saving)).toBeNull();
    await app.user.click(screen.getByRole('button', { name: words.continue }));
    await waitFor(() => expect(app.location().pathname).toBe(summaryPath));
    expect(await screen.findByRole('button', { name: app.confirm })).toBeTruthy();
    expect(app.port.callsOf('createTemporary')).toHaveLength(1);
  });
});

describe.each(LANGUAGES)('going abroad on two cards at once (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;

  /** A trip of World alone outside Europe, 5 to 13 December, to its summary, and its Confirm pressed with the call held. */
  async function confirmHeld(app: Awaited<ReturnType<typeof renderApp>>, user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: texts.overview.trip.button }));
    await user.click(await screen.findByRole('radio', { name: words.destination.outsideEurope }));
    await user.type(screen.getByRole('textbox', { name: words.days.firstDay }), '05122026');
    await user.type(screen.getByRole('textbox', { name: words.days.lastDay }), '13122026');
    await user.click(screen.getByRole('button', { name: words.continue }));
    const held = app.world.regions.holdNext('createTemporary');
    await user.click(await screen.findByRole('button', { name: words.summary.confirmWithoutSigning }));
    return held;
  }

  it('one card’s Confirm answered while another card’s is on its way: that one stays busy, and nothing is sent twice', async () => {
    const app = await renderApp([aCard().withId('a').build(), aCard().withId('b').build()], {
      language,
      environment: WITHOUT_BASKET,
    });
    const user = userEvent.setup();
    const made = () => app.world.regions.callsOf('createTemporary');
    const heldA = await confirmHeld(app, user);
    await app.history(-2);
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    await user.selectOptions(await screen.findByRole('combobox', { name: texts.overview.picker.label }), 'b');
    const heldB = await confirmHeld(app, user);
    expect(made().map(([card]) => card)).toEqual(['a', 'b']);

    app.world.cards.cards = [aCard().withId('a').withTemporaryRegion(DAYS).build(), aCard().withId('b').build()];
    await act(async () => heldA());
    await app.settled();
    // Card a's trip is set, but card b is shown: nothing is said of a over it (reading 108).
    expect(screen.queryByText(texts.notification.success.tripSet.content)).toBeNull();
    expect(screen.getByText(words.summary.saving)).toBeTruthy();
    const button = screen.getByRole('button', { name: words.summary.confirmWithoutSigning });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(made()).toHaveLength(2);

    app.world.cards.cards = [
      aCard().withId('a').withTemporaryRegion(DAYS).build(),
      aCard().withId('b').withTemporaryRegion(DAYS).build(),
    ];
    await act(async () => heldB());
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();
    expect(made()).toHaveLength(2);
  });
});
