/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor } from '@testing-library/react';
import { fail, LANGUAGES, serviceError, type IsoDate, type Language } from '../../../domain/index';
import { bindTrips } from '../../../adapters/composition/trips';
import { MakeTrip } from '../../../application/use-cases/make-trip';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { fakeWorld } from '../../support/fakes/fake-world';
import { bindLazyScreens } from '../../support/screens/lazy-bindings';
import SigningScreen from '../../../ui/signing/signing.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen, type EditorWorld } from '../../support/screens/render-screen';
import { changeEcommerceLimit, changeSpendingLimit, deleteTemporaryLimit } from '../../support/screens/screen-actions';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';

// Section 2.8: the portal's signing widget (a fake Signing port plays it) with the stored sign item.

const PATH = '/signing';

const changes = {
  changedEcommerceLimit: (world: EditorWorld) => changeEcommerceLimit(world.container, 900),
  newTemporaryPOSLimit: (world: EditorWorld) =>
    changeSpendingLimit(world.container, {
      limitType: 'POS',
      durationType: 'temporarily',
      limitValue: 3000,
      option: 'onlyToday',
    }),
  deletedTemporaryATMLimit: (world: EditorWorld) => deleteTemporaryLimit(world.container, 'ATM'),
} as const;

async function open(language: Language, change?: keyof typeof changes) {
  const world = await editorWorld(aCard().withId('card-a').withTemporaryLimit('ATM').build());
  if (change) expect(await changes[change](world)).toBe('/signing');
  return { world, ...(await renderScreen(language, world, PATH, { [PATH]: <SigningScreen /> })) };
}

describe.each(LANGUAGES)('the signing page (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('shows the widget with the stored sign item and "sign later" enabled, while saying it loads', async () => {
    const { world, container, missingKeys } = await open(language, 'changedEcommerceLimit');
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    const request = world.signing.requests[0]!;
    expect(request.items).toEqual([{ adapterId: 'source-1', signItemId: 'tps-1' }]);
    expect(request.signLater).toBe(true);
    expect(container.contains(request.host as Node)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(texts.signing.loading);
    expect(world.analytics.pageViews).toContain(PATH);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it.each(Object.keys(changes) as (keyof typeof changes)[])(
    'signing %s shows its notification and returns to the overview',
    async (operationType) => {
      const { world, where, container } = await open(language, operationType);
      await waitFor(() => expect(world.signing.requests).toHaveLength(1));
      await act(async () => world.signing.decide('signed'));
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(screen.getByRole('heading', { name: texts.notification.success[operationType].title })).toBeTruthy();
      expect(screen.getByText(texts.notification.success[operationType].content)).toBeTruthy();
      expect(world.app.changes.pendingSignature).toBeUndefined();
      expectNoRawKeys(container);
    },
  );

  it('sign later returns to the overview without a notification', async () => {
    const { world, where } = await open(language, 'newTemporaryPOSLimit');
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('sentLater'));
    await waitFor(() => expect(where.current).toBe('/card-management'));
    expect(world.app.notifications.notification).toBeUndefined();
  });

  it('a widget that cannot be shown: the error, a word that the change waits, and the way back', async () => {
    const { world, where, user, container } = await open(language, 'changedEcommerceLimit');
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide(fail(serviceError('NETWORK_UNAVAILABLE'))));
    expect(await screen.findByText(texts.signing.unavailable)).toBeTruthy();
    expect(screen.getByText(texts.errorMessages['message:NETWORK_UNAVAILABLE'])).toBeTruthy();
    expectNoRawKeys(container);
    await user.click(screen.getByRole('button', { name: texts.signing.backToOverview }));
    await waitFor(() => expect(where.current).toBe('/card-management'));
  });

  it('with nothing to sign (Back after signing): said neutrally with the way back, never as a failure (issue 33.1)', async () => {
    const { world } = await open(language);
    expect(await screen.findByText(texts.signing.nothingToSign)).toBeTruthy();
    expect(screen.queryByText(texts.errorMessages['message:SIGN_ITEM_NOT_FOUND'])).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: texts.signing.backToOverview })).toBeTruthy();
    expect(screen.queryByText(texts.signing.unavailable)).toBeNull();
    expect(world.signing.requests).toEqual([]);
  });

  it('a trip without a basket asks its second signature at once, then sets World and says the trip is set (issue 35)', async () => {
    // Without a basket (an Environment without `changeBasketPath`): one signature per limit.
    const { changeBasketPath: _withoutBaskets, ...environment } = DEFAULT_ENVIRONMENT;
    const world = fakeWorld([aCard().withId('card-a').build()], undefined, { environment });
    await bindLazyScreens(world.container);
    await world.cardLoader.load();
    bindTrips(world.container);
    const trip = {
      destination: 'outsideEurope',
      firstDay: '2026-12-07' as IsoDate,
      lastDay: '2026-12-18' as IsoDate,
      withdrawalLimit: 1500,
      paymentLimit: 4000,
    } as const;
    await world.cardLoader.select('card-a');
    const outcome = await world.container.get(MakeTrip).execute({ card: world.app.cards.selected!, trip });
    expect(await world.app.settle(outcome)).toBe('/signing');
    const { where, container } = await renderScreen(language, world, PATH, { [PATH]: <SigningScreen /> });
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(world.signing.requests).toHaveLength(2));
    expect(world.signing.requests[1]!.items).toEqual([{ adapterId: 'source-2', signItemId: 'tps-2' }]);
    expect(world.regions.calls).toEqual([]);
    await act(async () => world.signing.decide('signed'));
    await waitFor(() => expect(where.current).toBe('/card-management'));
    expect(world.regions.callsOf('createTemporary')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: texts.notification.success.tripSet.title })).toBeTruthy();
    expectNoRawKeys(container);
  });

  it('leaving the page before deciding ends the widget', async () => {
    const { world, unmount } = await open(language, 'changedEcommerceLimit');
    await waitFor(() => expect(world.signing.requests).toHaveLength(1));
    unmount();
    expect(world.signing.requests[0]!.signal?.aborted).toBe(true);
  });
});
