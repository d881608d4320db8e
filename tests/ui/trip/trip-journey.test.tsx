/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError, type Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Issue 35 end to end in the app (jsdom, fakes for the bank): overview → plan → summary → two
// signatures without the bank's basket ("1 of 2", then "2 of 2" in the same widget) →
// World made after the last → the overview with the trip's success. Today is Monday 23 November 2026.

beforeAll(fillJsdomGaps);

/** The bank without change baskets: each limit is asked and signed in turn. */
const WITHOUT_BASKET = { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined };

/** The trip's settings' days: Friday 4 to Monday 14 December (the trip is Saturday 5 to Sunday 13). */
const DAYS = { startDate: '2026-12-04', endDate: '2026-12-14' };

describe.each(LANGUAGES)('going abroad, the whole journey (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;
  const progress = texts.generic.tripProgress;
  const fill = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

  /** The trip planned from the overview, outside Europe from 5 to 13 December, and on to its summary. */
  async function toSummary(withLimits: boolean) {
    const app = await renderApp([aCard().build()], { language, environment: WITHOUT_BASKET });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trip.button }));
    await user.click(await screen.findByRole('radio', { name: words.destination.outsideEurope }));
    await user.type(screen.getByRole('textbox', { name: words.days.firstDay }), '05122026');
    await user.type(screen.getByRole('textbox', { name: words.days.lastDay }), '13122026');
    if (withLimits) {
      await user.type(screen.getByRole('textbox', { name: words.limits.POS }), '4000');
      await user.type(screen.getByRole('textbox', { name: words.limits.ATM }), '1000');
    }
    await user.click(screen.getByRole('button', { name: words.continue }));
    return { ...app, user };
  }

  /** The card as the bank holds a trip of World alone: its setting a day wider on either side. */
  function holdsWorldAlone(app: Awaited<ReturnType<typeof toSummary>>) {
    const id = app.world.cards.cards[0]!.paymentInstrumentId;
    app.world.cards.cards = [
      aCard().withId(id).withTemporaryRegion({ startDate: '2026-12-04', endDate: '2026-12-14' }).build(),
    ];
  }

  async function toSigning() {
    const app = await toSummary(true);
    await app.user.click(await screen.findByRole('button', { name: words.summary.confirm }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
    return app;
  }

  /** Sign later on the trip's first signature: the bank's card shows the withdrawal limit's change waiting, described as the sandbox's is. */
  async function signedLater() {
    const app = await toSigning();
    const { world } = app;
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    const waiting = {
      operationType: 'newTemporaryATMLimit',
      limitValue: 1000,
      startDate: '2026-12-04',
      endDate: '2026-12-14',
    };
    world.cards.cards = [aCard().withDescribedLimitChange('ATM', waiting).build()].map((card) => ({
      ...card,
      paymentInstrumentId: world.cards.cards[0]!.paymentInstrumentId,
    }));
    await act(async () => world.signing.decide('sentLater'));
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    return app;
  }

  it('signs twice (1 of 2, then 2 of 2 in the same widget), then World is made and the overview says the trip is set', async () => {
    const { world, location } = await toSigning();
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    expect(screen.getByText(fill(progress.make.signatureOf, { signature: 1, signatures: 2 }))).toBeTruthy();
    expect(screen.getByText(progress.make.then)).toBeTruthy();
    // Each date kept on one line (its own span): the item is read whole.
    const worldStep = fill(progress.step.world, { startDate: '04-12-2026', endDate: '14-12-2026' });
    expect(screen.getAllByRole('listitem').some((item) => item.textContent === worldStep)).toBe(true);
    expectNoRawKeys(document.body);

    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(world.signing.requests).toHaveLength(2));
    expect(location().pathname).toBe('/signing');
    expect(screen.getByText(fill(progress.make.signatureOf, { signature: 2, signatures: 2 }))).toBeTruthy();
    expect(world.regions.calls).toEqual([]);

    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(location().pathname).toBe('/card-management'));
    expect(world.limits.callsOf('createTemporary')).toHaveLength(2);
    expect(world.regions.callsOf('createTemporary')).toHaveLength(1);
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();
  });

  it('Back to the summary once the trip is set: says it was confirmed, lists what the card holds for its days, offers nothing to confirm', async () => {
    const { world, location, history, user } = await toSigning();
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(world.signing.requests).toHaveLength(2));
    const id = world.cards.cards[0]!.paymentInstrumentId;
    // As the bank holds the trip: its settings a day wider on either side (the bank's days).
    const days = { startDate: '2026-12-04', endDate: '2026-12-14' };
    world.cards.cards = [
      aCard()
        .withId(id)
        .withTemporaryLimit('POS', { ...days, limitValue: 4000 })
        .withTemporaryRegion(days)
        .build(),
    ];
    await act(async () => world.signing.decide('signed'));
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();

    await history(-2);
    await waitFor(() => expect(location().pathname).toBe('/going-abroad-summary'));
    expect(await screen.findByText(words.summary.confirmed)).toBeTruthy();
    const trips = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(trips).toEqual([fill(texts.overview.trips.period, { startDate: '04-12-2026', endDate: '14-12-2026' })]);
    expect(screen.getByText(texts.overview.trips.world)).toBeTruthy();
    expect(screen.getByText(texts.overview.trips.limit.POS.split('{{amount}}')[0]!, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.summary.confirm })).toBeNull();
    expect(screen.queryByText(words.summary.noTrip)).toBeNull();
    expectNoRawKeys(document.body);
    await user.click(screen.getByRole('button', { name: words.summary.toOverview }));
    await waitFor(() => expect(location().pathname).toBe('/card-management'));
    expect(world.limits.callsOf('createTemporary')).toHaveLength(2);
  });

  it('Back to the summary once a trip of World alone is set: says it was confirmed, with the World setting the card holds', async () => {
    const app = await toSummary(false);
    const { user } = app;
    holdsWorldAlone(app);
    await user.click(await screen.findByRole('button', { name: words.summary.confirmWithoutSigning }));
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();
    await app.history(-1);
    expect(await screen.findByText(words.summary.confirmed)).toBeTruthy();
    expect(screen.getByText(texts.overview.trips.world)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.summary.confirmWithoutSigning })).toBeNull();
  });

  it('Confirm refused as the same trip was set in another tab meanwhile: said confirmed, focus on the heading', async () => {
    const app = await toSummary(false);
    const { user } = app;
    holdsWorldAlone(app);
    app.world.regions.failNext('createTemporary', serviceError('TEMPORARY_GEO_PROFILE_OVERLAPS'));
    await user.click(await screen.findByRole('button', { name: words.summary.confirmWithoutSigning }));
    expect(await screen.findByText(words.summary.confirmed)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('sign later: the overview says the trip is not fully set, which signature waits and what follows it', async () => {
    const { world, location, user } = await signedLater();
    const notice = (await screen.findByText(progress.make.waits)).closest('.notification') as HTMLElement;
    expect(within(notice).getByText(fill(progress.make.signatureOf, { signature: 1, signatures: 2 }))).toBeTruthy();
    expect(within(notice).getAllByRole('listitem')).toHaveLength(2);
    expect(world.regions.calls).toEqual([]);
    // Issue 35 gap 3: no second trip the bank would refuse while this one waits; the notice says when.
    expect(within(notice).getByText(progress.nextTrip)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.overview.trip.button })).toBeNull();
    // One signature, one Sign now: the tile marks its change waiting; the trip's notice offers the signature.
    expect(document.querySelector('.settings-tile__pending')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: texts.generic.pendingChange.signNow })).toHaveLength(1);
    expectNoRawKeys(document.body);
    await user.click(within(notice).getByRole('button', { name: texts.generic.pendingChange.signNow }));
    await waitFor(() => expect(location().pathname).toBe('/signing'));
  });

  it('the trip’s signature given in another tab meanwhile: this tab still names World as following it, and Sign now sets it', async () => {
    const { world, location, user } = await signedLater();
    await screen.findByText(progress.make.waits);
    // Signed elsewhere: the bank's card holds the withdrawal limit and waits for nothing.
    const id = world.cards.cards[0]!.paymentInstrumentId;
    world.cards.cards = [
      aCard()
        .withId(id)
        .withTemporaryLimit('ATM', { limitValue: 1000, ...DAYS })
        .build(),
    ];
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(document.querySelector('.settings-tile__pending')).toBeNull());
    const notice = (await screen.findByText(progress.make.waits)).closest('.notification') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain(worldStep);
    await user.click(within(notice).getByRole('button', { name: texts.generic.pendingChange.signNow }));
    await waitFor(() => expect(location().pathname).toBe('/signing'));
    // The portal's widget, on an item signed already, answers as signed (the sandbox's: "already signed", Continue).
    await waitFor(() => expect(world.signing.requests).toHaveLength(2));
    await act(async () => world.signing.decide('signed'));
    // The trip goes on from there: the payment limit (2 of 2), then World.
    expect(await screen.findByText(fill(progress.make.signatureOf, { signature: 2, signatures: 2 }))).toBeTruthy();
    await waitFor(() => expect(world.signing.requests).toHaveLength(3));
    await act(async () => world.signing.decide('signed'));
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();
    expect(world.regions.callsOf('createTemporary')).toHaveLength(1);
    expect(screen.queryByText(progress.make.waits)).toBeNull();
  });

  const worldStep = fill(progress.step.world, { startDate: '04-12-2026', endDate: '14-12-2026' });

  // Sign later while the trip waits, then Back to the plan or the summary: no second trip, no
  // Confirm; the waiting trip said as the overview says it (which signature, what follows), with Sign now.
  it.each([
    ['the plan', -3, '/going-abroad', words.continue],
    ['the summary', -2, '/going-abroad-summary', words.summary.confirm],
  ])(
    'Back to %s while the trip waits for its signature: the waiting trip said with Sign now',
    async (_screen, steps, path, offered) => {
      const { location, history, user } = await signedLater();
      await history(steps);
      await waitFor(() => expect(location().pathname).toBe(path));
      const notice = (await screen.findByText(progress.make.waits)).closest('.notification') as HTMLElement;
      expect(within(notice).getByText(fill(progress.make.signatureOf, { signature: 1, signatures: 2 }))).toBeTruthy();
      expect(
        within(notice)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toContain(worldStep);
      expect(within(notice).getByText(progress.nextTrip)).toBeTruthy();
      expect(screen.queryByRole('button', { name: offered })).toBeNull();
      await user.click(within(notice).getByRole('button', { name: texts.generic.pendingChange.signNow }));
      await waitFor(() => expect(location().pathname).toBe('/signing'));
      expectNoRawKeys(document.body);
    },
  );

  it('a failure after the first signature says the signature was given and names what is not set, never that it still waits', async () => {
    const { world } = await toSigning();
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    world.limits.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await act(async () => world.signing.decide('signed'));
    expect(await screen.findByText(progress.make.halfSet)).toBeTruthy();
    expect(screen.getByText(progress.make.notDone)).toBeTruthy();
    // The second limit (the failed call) and World after it: not set; the first, signed, is not named.
    const missing = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(missing).toHaveLength(2);
    expect(missing[1]).toBe(worldStep);
    expect(screen.queryByText(texts.signing.unavailable)).toBeNull();
    expect(screen.queryByText(fill(progress.make.signatureOf, { signature: 1, signatures: 2 }))).toBeNull();
    // The signature given is no failure: a warning names what is not set, no red error.
    expect(screen.getByText(progress.make.halfSet).closest('.notification--warning')).toBeTruthy();
    expect(document.querySelector('.notification--system-error, .notification--negative')).toBeNull();
    expectNoRawKeys(document.body);
  });

  it('the warning that World was not set after the last signature leaves focus on the page heading, not <body>', async () => {
    const { world } = await toSigning();
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(world.signing.requests).toHaveLength(2));
    // The portal's widget holds focus (its code field) and removes itself once it has answered.
    const widget = document.createElement('input');
    document.querySelector('.signing__host')!.append(widget);
    widget.focus();
    world.regions.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await act(async () => {
      widget.remove();
      world.signing.decide('signed');
    });
    expect(await screen.findByText(progress.make.halfSet)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('World failing after the last signature: the overview names it with Try again, which sets it and ends the trip', async () => {
    const { world, location, user } = await toSigning();
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(world.signing.requests).toHaveLength(2));
    world.regions.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await act(async () => world.signing.decide('signed'));
    expect(await screen.findByText(progress.make.halfSet)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([worldStep]);

    await user.click(screen.getByRole('button', { name: texts.signing.backToOverview }));
    await waitFor(() => expect(location().pathname).toBe('/card-management'));
    const words = texts.overview.trip.unfinished.make;
    const notice = (await screen.findByText(words.title)).closest('.notification') as HTMLElement;
    expect(within(notice).getByText(words.body)).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([worldStep]);
    expectNoRawKeys(document.body);

    await user.click(within(notice).getByRole('button', { name: texts.actionFailure.tryAgain }));
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();
    expect(world.regions.callsOf('createTemporary')).toHaveLength(2);
    expect(world.limits.callsOf('createTemporary')).toHaveLength(2);
    expect(screen.queryByText(words.title)).toBeNull();
    // The overview stays: the card as the bank has it now, not an empty page under the notification.
    expect(await screen.findByRole('heading', { name: texts.overview.settings.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.overview.actions.block })).toBeTruthy();
  });

  it('World refused after the last signature as the card is World by default now (set in another tab): the trip is set, nothing named as missing', async () => {
    const { world, location } = await toSigning();
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(world.signing.requests).toHaveLength(2));
    world.regions.failNext('createTemporary', serviceError('MESSAGE_BAI540_1024'));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(location().pathname).toBe('/card-management'));
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();
    expect(screen.queryByText(progress.make.halfSet)).toBeNull();
    expect(screen.queryByText(texts.overview.trip.unfinished.make.title)).toBeNull();
    expectNoRawKeys(document.body);
  });

  it('Try again on the overview failing again keeps the card shown and names World, without a red error', async () => {
    const { world, user } = await toSigning();
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(world.signing.requests).toHaveLength(2));
    world.regions.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await act(async () => world.signing.decide('signed'));
    await user.click(await screen.findByRole('button', { name: texts.signing.backToOverview }));
    const words = texts.overview.trip.unfinished.make;
    const notice = (await screen.findByText(words.title)).closest('.notification') as HTMLElement;

    world.regions.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await user.click(within(notice).getByRole('button', { name: texts.actionFailure.tryAgain }));
    await waitFor(() => expect(world.regions.callsOf('createTemporary')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: texts.overview.settings.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.overview.actions.block })).toBeTruthy();
    const still = (await screen.findByText(words.title)).closest('.notification') as HTMLElement;
    expect(
      within(still)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([worldStep]);
    expect(document.querySelector('.notification--system-error, .notification--negative')).toBeNull();
    expectNoRawKeys(document.body);
  });
});
