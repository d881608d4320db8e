/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro, LANGUAGES, localeOf, serviceError, type PaymentInstrument } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { held, holdCardDetails } from '../support/hold';
import { renderApp, type World } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// After a change the bank acknowledged, the overview shows the success notification together with
// its loading state, never with the card as it was; the fresh details replace the loading state.

beforeAll(fillJsdomGaps);

/** Holds the next details calls until released; `then` is the card the bank has by then. */
function holdDetails(world: World, then: PaymentInstrument) {
  const release = held<void>();
  const original = world.cards.details.bind(world.cards);
  world.cards.details = async (id) => {
    await release.promise;
    world.cards.cards = [then];
    return original(id);
  };
  return () => act(async () => release.settle());
}

describe.each(LANGUAGES)('the overview after a change (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const euro = (amount: number) => formatEuro(amount, localeOf(language));
  const status = (heading: string) => screen.queryByRole('heading', { level: 2, name: heading });
  const anyStatus = () => document.querySelector('.status-panel');
  const settings = () => screen.queryByRole('heading', { level: 2, name: texts.overview.settings.title });
  const tile = (title: string) =>
    screen.getByRole('heading', { level: 3, name: title }).closest('a') as HTMLAnchorElement;
  const notificationArea = () => document.querySelector('.notification-area') as HTMLElement;
  const picker = () => screen.getByRole('combobox', { name: texts.overview.picker.label });

  async function open(card: PaymentInstrument) {
    const app = await renderApp([card], { language });
    await waitFor(() => expect(anyStatus()).not.toBeNull());
    return app;
  }

  /** The notification area says the change succeeded, with its aria-level 6 heading. */
  const saysSucceeded = (key: keyof typeof texts.notification.success) => {
    const area = notificationArea();
    expect(within(area).getByRole('heading', { level: 6, name: texts.notification.success[key].title })).toBeTruthy();
    expect(area.textContent).toContain(texts.notification.success[key].content);
  };

  it('block: "blocked" with the loading state, not the active card; then the blocked card with focus on its status', async () => {
    const card = aCard().withId('card-a').withOnlyLinks('SUSPEND_INSTRUMENT').build();
    const app = await open(card);
    const release = holdDetails(
      app.world,
      aCard().withId('card-a').blocked().withOnlyLinks('RESUME_INSTRUMENT').build(),
    );
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
    );

    await waitFor(() => saysSucceeded('blockedCard'));
    expect(anyStatus()).toBeNull();
    expect(settings()).toBeNull();
    expect(screen.queryByRole('button', { name: texts.overview.details.show })).toBeNull();
    expect(picker()).toBeTruthy();
    // The modal keeps its "Blocking card" until the card is known again (section 2.3).
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe(texts.overview.spinner.blocking);

    await release();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(status(texts.overview.status.blocked.heading));
    expect(screen.getByRole('button', { name: texts.overview.actions.unblock })).toBeTruthy();
    saysSucceeded('blockedCard');
    expectNoRawKeys(document.body);
  });

  // Issue 14 paints the card from the list; a slow phone's customer may confirm before its details came.
  it.each([
    ['once they have', false],
    ['also when the bank failed to send them', true],
  ])('block confirmed before the card’s details came: blocked %s, never "select a different card"', async (_, lost) => {
    let release!: () => void;
    const app = await renderApp([aCard().withId('card-a').build()], {
      language,
      arrange: (world) => {
        release = holdCardDetails(world);
        if (lost) world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.block }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
    );
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe(texts.overview.spinner.blocking);
    await act(async () => release());
    await waitFor(() => saysSucceeded('blockedCard'));
    expect(app.world.cards.callsOf('block')).toEqual([['card-a']]);
    expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.blocked.heading })).toBeTruthy();
    expect(document.body.textContent).not.toContain(texts.errorMessages['message:SELECT_ANOTHER_CARD']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unblock: "unblocked" with the loading state, not the blocked card; then the active card with its settings', async () => {
    const app = await open(aCard().withId('card-a').blocked().build());
    const release = holdDetails(app.world, aCard().withId('card-a').build());
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.unblock }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.unblockModal.confirm }),
    );

    await waitFor(() => saysSucceeded('deblockedCard'));
    expect(status(texts.overview.status.blocked.heading)).toBeNull();
    expect(anyStatus()).toBeNull();
    expect(document.querySelector('.card-image__overlay')).toBeNull();

    await release();
    expect(document.activeElement).toBe(status(texts.overview.status.active.heading));
    expect(settings()).toBeTruthy();
    saysSucceeded('deblockedCard');
  });

  it('a signed payment-limit change: the notification with "loading your card details", then the new limit on its tile', async () => {
    const app = await open(aCard().withId('card-a').build());
    expect(tile(texts.overview.settings.payment.title).textContent).toContain(euro(2500));
    await userEvent.click(tile(texts.overview.settings.payment.title));
    const amount = await screen.findByRole('textbox', { name: texts.widgets.limitSlider.amount }, { timeout: 5000 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));

    const release = holdDetails(
      app.world,
      aCard().withId('card-a').withLimit('POS', { defaultLimitValue: 3000 }).build(),
    );
    await act(async () => app.world.signing.decide('signed'));
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    await screen.findByText(texts.overview.spinner.loadingCard);
    saysSucceeded('changedDefaultPOSLimit');
    expect(settings()).toBeNull();
    expect(anyStatus()).toBeNull();
    expect(picker()).toBeTruthy();
    // Focus stays on the page's heading, where navigation put it, while the card loads and after.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);

    await release();
    expect(screen.queryByText(texts.overview.spinner.loadingCard)).toBeNull();
    expect(tile(texts.overview.settings.payment.title).textContent).toContain(euro(3000));
    expect(document.activeElement).toBe(heading);
    saysSucceeded('changedDefaultPOSLimit');
  }, 20_000);

  it('a region change: the notification with the loading state, then World on the tile', async () => {
    const app = await open(aCard().withId('card-a').build());
    expect(tile(texts.overview.settings.region.title).textContent).toContain(texts.generic.regions.EUR);
    await userEvent.click(tile(texts.overview.settings.region.title));
    await userEvent.click(await screen.findByRole('radio', { name: texts.generic.regions.WORLD }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('radio', { name: texts.editRegion.duration.continuously }));

    const release = holdDetails(app.world, aCard().withId('card-a').withDefaultRegion('WORLD').build());
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    await waitFor(() => expect(app.location().pathname).toBe('/card-management'));
    await screen.findByText(texts.overview.spinner.loadingCard);
    saysSucceeded('changedDefaultGeoProfile');
    expect(settings()).toBeNull();
    expect(anyStatus()).toBeNull();

    await release();
    expect(tile(texts.overview.settings.region.title).querySelector('.settings-tile__value')!.textContent).toBe(
      texts.generic.regions.WORLD,
    );
    saysSucceeded('changedDefaultGeoProfile');
    expectNoRawKeys(document.body);
  }, 20_000);
});
