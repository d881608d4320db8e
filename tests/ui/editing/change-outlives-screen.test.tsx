/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError, type PaymentInstrument } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp, type RenderedApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 108: Back while a Save is on its way. The Save was cancelled with the screen, though the
// bank may already have had it: the overview then read the card before the bank had made the
// change and went on showing it as it was (seen walking Sanne's card in Chromium: "Europa", while
// the bank had World). A change now outlives its screen: its answer is taken where the customer
// is, without moving them, and the overview reads the card the bank has then.

beforeAll(fillJsdomGaps);

describe.each(LANGUAGES)('a change answered after Back (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.editRegion;
  const overviewHeading = () =>
    screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title }, { timeout: 5000 });
  const tile = async (title: string) =>
    (await screen.findByRole('link', { name: new RegExp(title) })).closest('li') as HTMLElement;
  const regionTile = () => tile(texts.overview.settings.region.title);
  const save = () => userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));

  /** The overview, then the region editor with World for good chosen and its Save on its way; then Back. */
  async function worldSavedThenBack(
    arrange?: (app: RenderedApp) => void,
  ): Promise<RenderedApp & { release: () => Promise<void> }> {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.region.title) }));
    await userEvent.click(await screen.findByRole('radio', { name: texts.generic.regions.WORLD }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('radio', { name: words.duration.continuously }));
    const held = app.world.regions.holdNext('changeDefault');
    arrange?.(app);
    await save();
    expect(app.world.regions.callsOf('changeDefault')).toEqual([['a', 'WORLD']]);
    await app.history(-1);
    await overviewHeading();
    expect(within(await regionTile()).getByText(texts.generic.regions.EUR)).toBeTruthy();
    return { ...app, release: () => act(async () => held()) };
  }

  /** The bank has the card as `card` from now on (it made the change it was sent). */
  const bankHas = (app: RenderedApp, card: PaymentInstrument) => (app.world.cards.cards = [card]);

  it('made by the bank: the overview says so and shows World, and the customer stays where they went', async () => {
    const app = await worldSavedThenBack();
    const visited = app.visited().length;
    bankHas(app, aCard().withId('a').withDefaultRegion('WORLD').build());
    await app.release();
    expect(await screen.findByText(texts.notification.success.changedDefaultGeoProfile.content)).toBeTruthy();
    await waitFor(async () => expect(within(await regionTile()).getByText(texts.generic.regions.WORLD)).toBeTruthy());
    expect(app.location().pathname).toBe('/card-management');
    expect(app.visited()).toHaveLength(visited);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('refused by the bank: nothing changed, and the overview says nothing of a screen that is gone', async () => {
    const app = await worldSavedThenBack((it) =>
      it.world.regions.failNext('changeDefault', serviceError('MESSAGE_BAI540_1015')),
    );
    await app.release();
    await app.settled();
    await waitFor(() => expect(app.world.regions.calls).toHaveLength(1));
    expect(screen.queryByText(texts.errorMessages['message:MESSAGE_BAI540_1015'])).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(await regionTile()).getByText(texts.generic.regions.EUR)).toBeTruthy();
    expect(app.location().pathname).toBe('/card-management');
  });

  // Reading 110: as if its answer had come, there too.
  it('its answer lost on the way, made all the same: the overview reads the card, shows World and says it is changed, with no failure', async () => {
    const app = await worldSavedThenBack((it) =>
      it.world.regions.failNext('changeDefault', serviceError('NETWORK_UNAVAILABLE')),
    );
    const reads = app.world.cards.callsOf('details').length;
    bankHas(app, aCard().withId('a').withDefaultRegion('WORLD').build());
    await app.release();
    await waitFor(async () => expect(within(await regionTile()).getByText(texts.generic.regions.WORLD)).toBeTruthy());
    expect(await screen.findByText(texts.notification.success.changedDefaultGeoProfile.content)).toBeTruthy();
    expect(app.world.cards.callsOf('details').length).toBeGreaterThan(reads);
    expect(screen.queryByText(texts.actionFailure.why)).toBeNull();
    expect(app.location().pathname).toBe('/card-management');
  });

  it('a limit change taken to sign: the overview shows it waiting with Sign now, not the signing page unasked', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }));
    const amount = await screen.findByLabelText(texts.widgets.limitSlider.amount, undefined, { timeout: 5000 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    const held = app.world.limits.holdNext('changeDefault');
    await save();
    await app.history(-1);
    await overviewHeading();
    bankHas(
      app,
      aCard()
        .withId('a')
        .withDescribedLimitChange('POS', { operationType: 'changedDefaultPOSLimit', limitValue: 3000 })
        .build(),
    );
    await act(async () => held());
    expect(await screen.findByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
    const payment = await tile(texts.overview.settings.payment.title);
    await userEvent.click(within(payment).getByRole('button', { name: texts.generic.pendingChange.signNow }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
    expect(app.visited().filter((path) => path === '/signing')).toHaveLength(1);
  });

  it('answered while another card is chosen: nothing is said over that card, and the changed one shows it when chosen', async () => {
    const app = await renderApp([aCard().withId('a').build(), aCard().withId('b').build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.region.title) }));
    await userEvent.click(await screen.findByRole('radio', { name: texts.generic.regions.WORLD }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('radio', { name: words.duration.continuously }));
    const held = app.world.regions.holdNext('changeDefault');
    await save();
    await app.history(-1);
    await overviewHeading();
    const picker = screen.getByRole('combobox', { name: texts.overview.picker.label }) as HTMLSelectElement;
    await userEvent.selectOptions(picker, 'b');
    await waitFor(async () => expect(within(await regionTile()).getByText(texts.generic.regions.EUR)).toBeTruthy());
    app.world.cards.cards = [aCard().withId('a').withDefaultRegion('WORLD').build(), aCard().withId('b').build()];
    await act(async () => held());
    await app.settled();
    expect(app.world.regions.callsOf('changeDefault')).toEqual([['a', 'WORLD']]);
    expect(screen.queryByText(texts.notification.success.changedDefaultGeoProfile.content)).toBeNull();
    expect(within(await regionTile()).getByText(texts.generic.regions.EUR)).toBeTruthy();
    await userEvent.selectOptions(picker, 'a');
    await waitFor(async () => expect(within(await regionTile()).getByText(texts.generic.regions.WORLD)).toBeTruthy());
  });

  it('answered on the same editor opened again: the form starts over on the card as the bank has it', async () => {
    const app = await worldSavedThenBack();
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.region.title) }));
    const world = () => screen.getByRole('radio', { name: texts.generic.regions.WORLD }) as HTMLInputElement;
    await waitFor(() => expect(world().checked).toBe(false));
    bankHas(app, aCard().withId('a').withDefaultRegion('WORLD').build());
    await app.release();
    await waitFor(() => expect(world().checked).toBe(true));
    expect(app.location().pathname).toBe('/edit-region');
  });

  it('Close while the Save is on its way: leaves at once, without "not saved yet", and the answer comes on the overview', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.region.title) }));
    await userEvent.click(await screen.findByRole('radio', { name: texts.generic.regions.WORLD }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('radio', { name: words.duration.continuously }));
    const held = app.world.regions.holdNext('changeDefault');
    await save();
    await userEvent.click(screen.getByRole('button', { name: texts.shell.toolbar.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await overviewHeading();
    bankHas(app, aCard().withId('a').withDefaultRegion('WORLD').build());
    await act(async () => held());
    expect(await screen.findByText(texts.notification.success.changedDefaultGeoProfile.content)).toBeTruthy();
  });

  it('a replacement of a temporary setting half made after Back: said on the overview, with the card as it is', async () => {
    const app = await renderApp([aCard().withId('a').withTemporaryRegion().build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.region.title) }));
    await userEvent.click(
      await screen.findByRole('radio', { name: words.duration.temporarilyWithLimit }, { timeout: 5000 }),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: words.durationActive }),
      texts.generic.temporaryOptions.onlyToday,
    );
    const held = app.world.regions.holdNext('createTemporary');
    app.world.regions.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await save();
    await waitFor(() => expect(app.world.regions.callsOf('createTemporary')).toHaveLength(1));
    await app.history(-1);
    await overviewHeading();
    bankHas(app, aCard().withId('a').build());
    await act(async () => held());
    const said = texts.errorMessages['message:TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE'];
    expect(await screen.findByText(said)).toBeTruthy();
    expect(app.location().pathname).toBe('/card-management');
  });
});
