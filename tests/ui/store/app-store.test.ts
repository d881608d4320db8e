import { afterPaint } from '../../support/screens/after-paint';
import { fail, ok, serviceError, type PaymentInstrument, type Result, type ServiceError } from '../../../domain/index';
import { OverviewPresenter } from '../../../ui/overview/overview.presenter';
import { ReplaceCardPresenter } from '../../../ui/replace/replace-card.presenter';
import { ShellPresenter } from '../../../ui/shell/shell.presenter';
import { aCard } from '../../support/builders/card';
import { fakeWorld } from '../../support/fakes/fake-world';
import { bindLazyScreens } from '../../support/screens/lazy-bindings';
import {
  changeCardState,
  changeEcommerceLimit,
  changeRegion,
  changeSpendingLimit,
  deleteTemporaryLimit,
  deleteTemporaryRegion,
  replaceCard,
  sign,
} from '../../support/screens/screen-actions';

// The store the screens share, split by concern (ui/store/), driven as the screens drive it: the
// presenters call the use cases and hand the store their outcome.

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/** The app on the overview with these cards, every lazily loaded screen bound (as once its chunk arrived). */
const overview = async (...cards: PaymentInstrument[]) => {
  const world = fakeWorld(cards);
  await bindLazyScreens(world.container);
  await world.cardLoader.load();
  return world;
};

describe('the store: session and shell', () => {
  it('renders only after the session check: session.checked, which can be cleared', async () => {
    const { app, container } = fakeWorld();
    expect(app.session.checked).toBe(false);
    await container.get(ShellPresenter).start();
    expect(app.session.checked).toBe(true);
    app.session.setChecked(false);
    expect(app.session.checked).toBe(false);
  });

  it('stays unchecked and silent while the page goes to login; shows the error when it stays', async () => {
    const world = fakeWorld();
    world.session.checkResult = fail({ kind: 'redirecting', to: 'login' });
    await world.container.get(ShellPresenter).start();
    expect(world.app.session.checked).toBe(false);
    expect(world.app.notifications.notification).toBeUndefined();
    world.session.checkResult = fail({ kind: 'failed', error: serviceError('SUBJECT_UNAUTHENTICATED') });
    await world.container.get(ShellPresenter).start();
    expect(world.app.session.checked).toBe(false);
    expect(world.app.notifications.error?.error.code).toBe('SUBJECT_UNAUTHENTICATED');
  });

  it('tracks the page view and cancels the previous screen on every screen', async () => {
    const world = await overview(aCard().build());
    await world.container.get(OverviewPresenter).load();
    await world.presenter(ReplaceCardPresenter).load();
    expect(world.analytics.pageViews).toEqual(['/card-management', '/replace-card']);
    expect(world.navigation.screenChanges).toBe(2);
  });

  it('keeps the plain layout flag as enforcePlain says', async () => {
    const { app, sessionStore, navigation, container } = fakeWorld();
    navigation.address = { ...navigation.address, search: '?enforcePlain=true' };
    await container.get(ShellPresenter).start();
    expect(app.session.plainLayout).toBe(true);
    expect(sessionStore.plain).toBe(true);
    navigation.address = { ...navigation.address, search: '' };
    const shell = container.get(ShellPresenter);
    await shell.start();
    expect(app.session.plainLayout).toBe(true);
    shell.applyRouteQuery('?enforcePlain=false');
    expect(app.session.plainLayout).toBe(false);
  });

  it('shows the first active disturbance, and nothing when that call fails', async () => {
    const world = fakeWorld();
    world.disturbances.messages = [{ status: 'ACTIVE', header: 'Storing', details: 'Even geduld.' }];
    const shell = world.container.get(ShellPresenter);
    shell.loadChrome(false);
    await afterPaint();
    expect(shell.disturbance?.header).toBe('Storing');
    world.disturbances.failNext('list', serviceError('INTERNAL_SERVER_ERROR'));
    const next = world.container.get(ShellPresenter);
    next.loadChrome(false);
    await afterPaint();
    expect(next.disturbance).toBeUndefined();
    expect(world.app.notifications.notification).toBeUndefined();
    // The session-timeout warning's watch, started with the first card, ends with the shell.
    for (const presenter of [shell, next]) presenter.warning.stop();
  });
});

describe('the store: loading', () => {
  it('counts overlapping calls: loading until the last one ends', async () => {
    const world = await overview(aCard().withId('a').build());
    const details = deferred<Result<PaymentInstrument, ServiceError>>();
    world.cards.details = () => details.promise;
    const reloading = world.cardLoader.reloadSelected();
    const preparing = world.presenter(ReplaceCardPresenter).load();
    expect(world.app.loading.active).toBe(true);
    await preparing;
    expect(world.app.loading.active).toBe(true);
    details.resolve(ok(aCard().withId('a').build()));
    await reloading;
    expect(world.app.loading.active).toBe(false);
  });

  it('ends loading when a call fails', async () => {
    const world = fakeWorld([aCard().build()]);
    world.cards.failNext('list', serviceError('INTERNAL_SERVER_ERROR'));
    await world.cardLoader.load();
    expect(world.app.loading.active).toBe(false);
  });
});

describe('the store: overview', () => {
  it('loads the cards, selects the first and loads its details', async () => {
    const { app } = await overview(
      aCard().withId('b').withIban('NL02DMBK0000000002').build(),
      aCard().withId('a').withIban('NL01DMBK0000000001').build(),
    );
    expect(app.cards.list.map((card) => card.paymentInstrumentId)).toEqual(['a', 'b']);
    expect(app.cards.selectedId).toBe('a');
    expect(app.cards.selected?.paymentLimit?.limitType).toBe('POS');
  });

  it('keeps the selected card across a reload of the page (a new store, the same session storage)', async () => {
    const cards = [aCard().withId('a').build(), aCard().withId('b').build()];
    const first = await overview(...cards);
    await first.cardLoader.select('b');
    const second = fakeWorld(cards, first.sessionStore);
    await second.cardLoader.load();
    expect(second.app.cards.selected?.paymentInstrumentId).toBe('b');
  });

  it('an empty list is MESSAGE_FED001_0001: non-recoverable, content hidden, titled information without a code', async () => {
    const { app, analytics } = await overview();
    expect(app.notifications.error?.error.code).toBe('MESSAGE_FED001_0001');
    expect(app.notifications.isContentHidden).toBe(true);
    expect(app.notifications.cardPickerHint).toBeUndefined();
    expect(app.notifications.notification).toMatchObject({
      type: 'info',
      title: { key: 'title:MESSAGE_FED001_0001', fallbackKey: 'somethingWentWrong' },
    });
    expect(app.notifications.notification?.code).toBeUndefined();
    expect(analytics.exceptions.map((error) => error.code)).toEqual(['MESSAGE_FED001_0001']);
  });

  it('a recoverable error keeps the page and asks for another card; choosing one clears it', async () => {
    const world = fakeWorld([aCard().withId('a').build(), aCard().withId('b').build()]);
    world.cards.failNext('details', serviceError('SUBJECT_NOT_ALLOWED'));
    await world.cardLoader.load();
    expect(world.app.notifications.isContentHidden).toBe(false);
    expect(world.app.notifications.cardPickerHint).toBe('SELECT_ANOTHER_CARD');
    expect(world.app.notifications.notification?.content.key).toBe('message:SUBJECT_NOT_ALLOWED');
    await world.cardLoader.select('b');
    expect(world.app.notifications.error).toBeUndefined();
    expect(world.app.notifications.notification).toBeUndefined();
    expect(world.app.cards.selected?.paymentInstrumentId).toBe('b');
  });

  it('blocks, reloads the card and shows blockedCard; unblocks and shows deblockedCard', async () => {
    const { app, container } = await overview(aCard().withId('a').build());
    await changeCardState(container, 'block');
    expect(app.cards.selected?.isCardBlocked).toBe(true);
    expect(app.notifications.notification?.content.key).toBe('blockedCard');
    await changeCardState(container, 'unblock');
    expect(app.cards.selected?.isCardBlocked).toBe(false);
    expect(app.notifications.notification?.content.key).toBe('deblockedCard');
  });

  it('without the link: the catalogue notification, no call, the page stays', async () => {
    const world = await overview(aCard().withId('a').withoutLinks('SUSPEND_INSTRUMENT').build());
    await changeCardState(world.container, 'block');
    expect(world.app.notifications.notification?.content.key).toBe('message:MESSAGE_BAI540_1027');
    expect(world.cards.callsOf('block')).toEqual([]);
    expect(world.app.notifications.isContentHidden).toBe(false);
  });

  it('a new notification gets a new id, so it is announced again; close and reset clear it', async () => {
    const { app, container } = await overview(aCard().withId('a').build());
    await changeCardState(container, 'block');
    const first = app.notifications.notification?.id;
    await changeCardState(container, 'unblock');
    expect(app.notifications.notification?.id).not.toBe(first);
    app.notifications.close();
    expect(app.notifications.notification).toBeUndefined();
    app.notifications.showError(serviceError('MESSAGE_BAI540_1029'));
    app.notifications.resetError();
    expect(app.notifications.error).toBeUndefined();
    expect(app.notifications.notification).toBeUndefined();
  });
});

describe('the store: replace', () => {
  it('prepares the address and fee, replaces, and shows reissuedDebitCard', async () => {
    const world = await overview(aCard().withId('a').build());
    const screen = world.presenter(ReplaceCardPresenter);
    await screen.load();
    expect(screen.viewModel).toMatchObject({ fee: 7.5, address: { cityName: 'Amsterdam' } });
    expect(await replaceCard(world.container, 'DEFECT')).toBe('/card-management');
    expect(world.app.notifications.notification?.content.key).toBe('reissuedDebitCard');
    expect(screen.addressChangeUrl('nl')).toContain('edit=address');
    screen.startAddressChange('nl');
    expect(world.sessionStore.addressChange?.process).toBe('address');
  });

  it('asks for a card to act on when none is selected', async () => {
    const { app, container } = fakeWorld();
    await bindLazyScreens(container);
    expect(await replaceCard(container, 'LOST')).toBeUndefined();
    expect(app.notifications.error?.error.code).toBe('SELECT_ANOTHER_CARD');
  });
});

describe('the store: limits and signing', () => {
  it('a limit change keeps the sign item and operationType for signing; signing shows its notification', async () => {
    const world = await overview(aCard().withId('a').build());
    world.app.notifications.showError(serviceError('MESSAGE_BAI540_1029'));
    expect(await changeEcommerceLimit(world.container, 800)).toBe('/signing');
    expect(world.app.notifications.error).toBeUndefined();
    expect(world.app.changes.signItem).toEqual({ sourceId: 'source-1', tpsId: 'tps-1' });
    expect(world.app.changes.operationType).toBe('changedEcommerceLimit');

    const signing = sign(world.container);
    await Promise.resolve();
    await Promise.resolve();
    expect(world.signing.requests[0]?.items).toEqual([{ adapterId: 'source-1', signItemId: 'tps-1' }]);
    expect(world.app.loading.active).toBe(false);
    world.signing.decide('signed');
    expect(await signing).toBe('/card-management');
    expect(world.app.notifications.notification?.content.key).toBe('changedEcommerceLimit');
    expect(world.app.changes.signItem).toBeUndefined();
  });

  it('the pending signature survives a reload of the signing page', async () => {
    const world = await overview(aCard().withId('a').build());
    // Refused (TEMPORARY_LIMIT_NOT_FOUND): the card has none, which is said as gone (reading 95).
    await deleteTemporaryLimit(world.container, 'POS');
    expect(world.app.notifications.notification?.content.key).toBe('temporaryPOSLimitGone');
    await changeSpendingLimit(world.container, { limitType: 'ATM', durationType: 'continuously', limitValue: 600 });
    const reloaded = fakeWorld([], world.sessionStore).app;
    expect(reloaded.changes.operationType).toBe('changedDefaultATMLimit');
    expect(reloaded.changes.signItem).toEqual(world.app.changes.signItem);
  });

  it('sign later returns without a notification', async () => {
    const world = await overview(aCard().withId('a').build());
    await changeEcommerceLimit(world.container, 900);
    const signing = sign(world.container);
    await Promise.resolve();
    world.signing.decide('sentLater');
    expect(await signing).toBe('/card-management');
    expect(world.app.notifications.notification).toBeUndefined();
  });
});

describe('the store: region', () => {
  it('changes the region: the notification shows and the screen goes to the overview', async () => {
    const { app, container } = await overview(aCard().withId('a').build());
    expect(await changeRegion(container, { region: 'WORLD', durationType: 'continuously' })).toBe('/card-management');
    expect(app.notifications.notification?.content.key).toBe('changedDefaultGeoProfile');
  });

  it('a replacement that deleted the old setting but failed to create the new one says so and reloads the card', async () => {
    const world = await overview(aCard().withId('a').withTemporaryRegion().build());
    world.regions.failNext('createTemporary', serviceError('MESSAGE_BAI540_1020'));
    const detailsBefore = world.cards.callsOf('details').length;
    expect(
      await changeRegion(world.container, { region: 'WORLD', durationType: 'temporarily', option: 'onlyToday' }),
    ).toBeUndefined();
    expect(world.app.notifications.error?.error.code).toBe('TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE');
    expect(world.app.notifications.isContentHidden).toBe(false);
    expect(world.cards.callsOf('details').length).toBe(detailsBefore + 1);
  });

  it('deletes the temporary region: deletedTemporaryGeoProfile', async () => {
    const { app, container } = await overview(aCard().withId('a').withTemporaryRegion().build());
    expect(await deleteTemporaryRegion(container)).toBe('/card-management');
    expect(app.notifications.notification?.content.key).toBe('deletedTemporaryGeoProfile');
  });
});

describe('the store: a changed card is outdated until its fresh details arrive', () => {
  /** Holds the next details calls until the test releases them. */
  const holdDetails = (world: ReturnType<typeof fakeWorld>) => {
    const release = deferred<void>();
    const original = world.cards.details.bind(world.cards);
    world.cards.details = async (id) => {
      await release.promise;
      return original(id);
    };
    return () => release.resolve();
  };

  it('block: the notification comes with the mark, the reload clears it with the blocked card', async () => {
    const world = await overview(aCard().withId('a').build());
    expect(world.app.cards.outdated).toBe(false);
    const release = holdDetails(world);
    const blocking = changeCardState(world.container, 'block');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(world.app.notifications.notification?.content.key).toBe('blockedCard');
    expect(world.app.cards.outdated).toBe(true);
    expect(world.app.loading.active).toBe(true);
    release();
    await blocking;
    expect(world.app.cards.outdated).toBe(false);
    expect(world.app.cards.selected?.isCardBlocked).toBe(true);
  });

  it('a reload that fails after the change: its error replaces the notification, and no card is left marked', async () => {
    const world = await overview(aCard().withId('a').build());
    world.cards.failNext('details', serviceError('SUBJECT_NOT_ALLOWED'));
    await changeCardState(world.container, 'unblock');
    expect(world.cards.callsOf('unblock')).toHaveLength(1);
    expect(world.app.notifications.notification?.content.key).toBe('message:SUBJECT_NOT_ALLOWED');
    expect(world.app.notifications.cardPickerHint).toBe('SELECT_ANOTHER_CARD');
    expect(world.app.cards.selected).toBeUndefined();
    expect(world.app.cards.outdated).toBe(false);
  });

  it('a card list that fails after the change: its error shows, and neither the old card nor the mark stays', async () => {
    const world = await overview(aCard().withId('a').build());
    expect(await replaceCard(world.container, 'DEFECT')).toBe('/card-management');
    expect(world.app.cards.outdated).toBe(true);
    world.cards.failNext('list', serviceError('MESSAGE_BAI540_1027'));
    await world.cardLoader.load();
    expect(world.app.notifications.notification?.content.key).toBe('message:MESSAGE_BAI540_1027');
    expect(world.app.cards.selected).toBeUndefined();
    expect(world.app.cards.outdated).toBe(false);
  });

  it('a limit change marks the card in progress and outdated the moment the bank takes it, until the card is loaded again; signing then marks it again', async () => {
    const world = await overview(aCard().withId('a').build());
    expect(world.app.cards.selected?.isLimitInProgress).toBe(false);
    await changeEcommerceLimit(world.container, 900);
    // Issue 12: an editor opened again (Back) must not offer the card as it was before the save.
    expect(world.app.cards.selected?.isLimitInProgress).toBe(true);
    expect(world.app.cards.outdated).toBe(true);
    const later = sign(world.container);
    await Promise.resolve();
    world.signing.decide('sentLater');
    await later;
    expect(world.app.cards.outdated).toBe(true);
    await world.cardLoader.load();
    expect(world.app.cards.outdated).toBe(false);

    await changeEcommerceLimit(world.container, 800);
    const signing = sign(world.container);
    await Promise.resolve();
    world.signing.decide('signed');
    await signing;
    expect(world.app.notifications.notification?.content.key).toBe('changedEcommerceLimit');
    expect(world.app.cards.outdated).toBe(true);
    await world.cardLoader.load();
    expect(world.app.cards.outdated).toBe(false);
    expect(world.app.notifications.notification?.content.key).toBe('changedEcommerceLimit');
  });

  it('region changes and a replacement mark the card; choosing a card clears the mark', async () => {
    const world = await overview(aCard().withId('a').withTemporaryRegion().build(), aCard().withId('b').build());
    expect(await changeRegion(world.container, { region: 'WORLD', durationType: 'continuously' })).toBe(
      '/card-management',
    );
    expect(world.app.cards.outdated).toBe(true);
    await world.cardLoader.load();
    expect(await deleteTemporaryRegion(world.container)).toBe('/card-management');
    expect(world.app.cards.outdated).toBe(true);
    await world.cardLoader.load();
    expect(await replaceCard(world.container, 'DEFECT')).toBe('/card-management');
    expect(world.app.cards.outdated).toBe(true);
    await world.cardLoader.select('b');
    expect(world.app.cards.outdated).toBe(false);
  });

  it('a failure does not mark the card, not even one that changed it (which reloads it itself)', async () => {
    const world = await overview(aCard().withId('a').withTemporaryRegion().build());
    world.regions.failNext('createTemporary', serviceError('MESSAGE_BAI540_1020'));
    expect(
      await changeRegion(world.container, { region: 'WORLD', durationType: 'temporarily', option: 'onlyToday' }),
    ).toBeUndefined();
    world.cards.failNext('block', serviceError('MESSAGE_BAI540_1027'));
    await changeCardState(world.container, 'block');
    expect(world.app.notifications.notification?.content.key).toBe('message:MESSAGE_BAI540_1027');
    expect(world.app.cards.outdated).toBe(false);
  });
});
