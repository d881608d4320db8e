import { fail, ok, serviceError, type PaymentInstrument, type Result, type ServiceError } from '../../domain/index';
import { aCard } from '../support/builders/card';
import { fakeWorld } from '../support/fakes/fake-world';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const overview = async (...cards: PaymentInstrument[]) => {
  const world = fakeWorld(cards);
  await world.app.loadOverview();
  return world;
};

describe('AppStore: session and shell', () => {
  it('renders only after the session check: sessionChecked, which can be cleared', async () => {
    const { app } = fakeWorld();
    expect(app.sessionChecked).toBe(false);
    expect(await app.checkSession()).toBe(true);
    expect(app.sessionChecked).toBe(true);
    app.setSessionChecked(false);
    expect(app.sessionChecked).toBe(false);
  });

  it('stays unchecked and silent while the page goes to login; shows the error when it stays', async () => {
    const world = fakeWorld();
    world.session.checkResult = fail({ kind: 'redirecting', to: 'login' });
    expect(await world.app.checkSession()).toBe(false);
    expect(world.app.notification).toBeUndefined();
    world.session.checkResult = fail({ kind: 'failed', error: serviceError('SUBJECT_UNAUTHENTICATED') });
    await world.app.checkSession();
    expect(world.app.sessionChecked).toBe(false);
    expect(world.app.error?.error.code).toBe('SUBJECT_UNAUTHENTICATED');
  });

  it('tracks the page view and cancels the previous screen on every screen', () => {
    const { app, analytics, navigation } = fakeWorld();
    app.enterScreen('/card-management');
    app.enterScreen('/replace-card');
    expect(analytics.pageViews).toEqual(['/card-management', '/replace-card']);
    expect(navigation.screenChanges).toBe(2);
  });

  it('keeps the plain layout flag as enforcePlain says', () => {
    const { app, sessionStore } = fakeWorld();
    expect(app.applyPlainLayout('true')).toBe(true);
    expect(sessionStore.plain).toBe(true);
    expect(app.applyPlainLayout(null)).toBe(true);
    expect(app.applyPlainLayout('false')).toBe(false);
  });

  it('shows the first active disturbance, and nothing when that call fails', async () => {
    const world = fakeWorld();
    world.disturbances.messages = [{ status: 'ACTIVE', header: 'Storing', details: 'Even geduld.' }];
    await world.app.loadDisturbance();
    expect(world.app.disturbance?.header).toBe('Storing');
    world.disturbances.failNext('list', serviceError('INTERNAL_SERVER_ERROR'));
    await world.app.loadDisturbance();
    expect(world.app.disturbance).toBeUndefined();
    expect(world.app.notification).toBeUndefined();
  });
});

describe('AppStore: loading', () => {
  it('counts overlapping calls: loading until the last one ends', async () => {
    const world = await overview(aCard().withId('a').build());
    const details = deferred<Result<PaymentInstrument, ServiceError>>();
    world.cards.details = () => details.promise;
    const reloading = world.app.reloadSelectedCard();
    const preparing = world.replacement.prepareReplacement();
    expect(world.app.isLoading).toBe(true);
    await preparing;
    expect(world.app.isLoading).toBe(true);
    details.resolve(ok(aCard().withId('a').build()));
    await reloading;
    expect(world.app.isLoading).toBe(false);
  });

  it('ends loading when a call fails', async () => {
    const world = fakeWorld([aCard().build()]);
    world.cards.failNext('list', serviceError('INTERNAL_SERVER_ERROR'));
    await world.app.loadOverview();
    expect(world.app.isLoading).toBe(false);
  });
});

describe('AppStore: overview', () => {
  it('loads the cards, selects the first and loads its details', async () => {
    const { app } = await overview(aCard().withId('b').withIban('NL02DMBK0000000002').build(), aCard().withId('a').withIban('NL01DMBK0000000001').build());
    expect(app.cards.map((card) => card.paymentInstrumentId)).toEqual(['a', 'b']);
    expect(app.selectedCardId).toBe('a');
    expect(app.selectedCard?.paymentLimit?.limitType).toBe('POS');
  });

  it('keeps the selected card across a reload of the page (a new store, the same session storage)', async () => {
    const cards = [aCard().withId('a').build(), aCard().withId('b').build()];
    const first = await overview(...cards);
    await first.app.selectCard('b');
    const second = fakeWorld(cards, first.sessionStore);
    await second.app.loadOverview();
    expect(second.app.selectedCard?.paymentInstrumentId).toBe('b');
  });

  it('an empty list is MESSAGE_FED001_0001: non-recoverable, content hidden, titled notification', async () => {
    const { app, analytics } = await overview();
    expect(app.error?.error.code).toBe('MESSAGE_FED001_0001');
    expect(app.isContentHidden).toBe(true);
    expect(app.cardPickerHint).toBeUndefined();
    expect(app.notification).toMatchObject({ type: 'negative', title: { key: 'somethingWentWrong', values: { code: 'MESSAGE_FED001_0001' } } });
    expect(analytics.exceptions.map((error) => error.code)).toEqual(['MESSAGE_FED001_0001']);
  });

  it('a recoverable error keeps the page and asks for another card; choosing one clears it', async () => {
    const world = fakeWorld([aCard().withId('a').build(), aCard().withId('b').build()]);
    world.cards.failNext('details', serviceError('SUBJECT_NOT_ALLOWED'));
    await world.app.loadOverview();
    expect(world.app.isContentHidden).toBe(false);
    expect(world.app.cardPickerHint).toBe('SELECT_ANOTHER_CARD');
    expect(world.app.notification?.content.key).toBe('message:SUBJECT_NOT_ALLOWED');
    await world.app.selectCard('b');
    expect(world.app.error).toBeUndefined();
    expect(world.app.notification).toBeUndefined();
    expect(world.app.selectedCard?.paymentInstrumentId).toBe('b');
  });

  it('blocks, reloads the card and shows blockedCard; unblocks and shows deblockedCard', async () => {
    const { app } = await overview(aCard().withId('a').build());
    expect(await app.blockCard()).toBe(true);
    expect(app.selectedCard?.isCardBlocked).toBe(true);
    expect(app.notification?.content.key).toBe('blockedCard');
    expect(await app.unblockCard()).toBe(true);
    expect(app.selectedCard?.isCardBlocked).toBe(false);
    expect(app.notification?.content.key).toBe('deblockedCard');
  });

  it('without the link: the catalogue notification, no call, the page stays', async () => {
    const world = await overview(aCard().withId('a').withoutLinks('SUSPEND_INSTRUMENT').build());
    expect(await world.app.blockCard()).toBe(false);
    expect(world.app.notification?.content.key).toBe('message:MESSAGE_BAI540_1027');
    expect(world.cards.callsOf('block')).toEqual([]);
    expect(world.app.isContentHidden).toBe(false);
  });

  it('a new notification gets a new id, so it is announced again; close and reset clear it', async () => {
    const { app } = await overview(aCard().withId('a').build());
    await app.blockCard();
    const first = app.notification?.id;
    await app.unblockCard();
    expect(app.notification?.id).not.toBe(first);
    app.closeNotification();
    expect(app.notification).toBeUndefined();
    app.showError(serviceError('MESSAGE_BAI540_1029'));
    app.resetError();
    expect(app.error).toBeUndefined();
    expect(app.notification).toBeUndefined();
  });
});

describe('AppStore: replace', () => {
  it('prepares the address and fee, replaces, and shows reissuedDebitCard', async () => {
    const world = await overview(aCard().withId('a').build());
    expect(await world.replacement.prepareReplacement()).toMatchObject({ fee: 7.5, address: { cityName: 'Amsterdam' } });
    expect(await world.replacement.replaceCard('DEFECT')).toBe(true);
    expect(world.app.notification?.content.key).toBe('reissuedDebitCard');
    expect(world.replacement.startAddressChange('nl')).toContain('edit=address');
    expect(world.sessionStore.addressChange?.process).toBe('address');
  });

  it('asks for a card to act on when none is selected', async () => {
    const { app, replacement } = fakeWorld();
    expect(await replacement.replaceCard('LOST')).toBe(false);
    expect(app.error?.error.code).toBe('SELECT_ANOTHER_CARD');
  });
});

describe('AppStore: limits and signing', () => {
  it('a limit change keeps the sign item and operationType for signing; signing shows its notification', async () => {
    const world = await overview(aCard().withId('a').build());
    world.app.showError(serviceError('MESSAGE_BAI540_1029'));
    expect(await world.limitChanges.changeEcommerceLimit(800)).toBe(true);
    expect(world.app.error).toBeUndefined();
    expect(world.app.signItem).toEqual({ sourceId: 'source-1', tpsId: 'tps-1' });
    expect(world.app.operationType).toBe('changedEcommerceLimit');

    const signing = world.app.sign({});
    await Promise.resolve();
    await Promise.resolve();
    expect(world.signing.requests[0]?.items).toEqual([{ adapterId: 'source-1', signItemId: 'tps-1' }]);
    expect(world.app.isLoading).toBe(false);
    world.signing.decide('signed');
    expect(await signing).toBe('signed');
    expect(world.app.notification?.content.key).toBe('changedEcommerceLimit');
    expect(world.app.signItem).toBeUndefined();
  });

  it('the pending signature survives a reload of the signing page', async () => {
    const world = await overview(aCard().withId('a').build());
    await world.limitChanges.deleteTemporaryLimit('POS');
    expect(world.app.error?.error.code).toBe('TEMPORARY_LIMIT_NOT_FOUND');
    await world.limitChanges.changeSpendingLimit({ limitType: 'ATM', durationType: 'continuously', limitValue: 600 });
    const reloaded = fakeWorld([], world.sessionStore).app;
    expect(reloaded.operationType).toBe('changedDefaultATMLimit');
    expect(reloaded.signItem).toEqual(world.app.signItem);
  });

  it('sign later returns without a notification', async () => {
    const world = await overview(aCard().withId('a').build());
    await world.limitChanges.changeEcommerceLimit(900);
    const signing = world.app.sign({});
    await Promise.resolve();
    world.signing.decide('sentLater');
    expect(await signing).toBe('sentLater');
    expect(world.app.notification).toBeUndefined();
  });
});

describe('AppStore: region', () => {
  it('changes the region: the notification shows and the screen goes to the overview', async () => {
    const { app, regionChanges } = await overview(aCard().withId('a').build());
    expect(await regionChanges.changeRegion({ region: 'WORLD', durationType: 'continuously' })).toBe(true);
    expect(app.notification?.content.key).toBe('changedDefaultGeoProfile');
  });

  it('a replacement that deleted the old setting but failed to create the new one says so and reloads the card', async () => {
    const world = await overview(aCard().withId('a').withTemporaryRegion().build());
    world.regions.failNext('createTemporary', serviceError('MESSAGE_BAI540_1020'));
    const detailsBefore = world.cards.callsOf('details').length;
    expect(await world.regionChanges.changeRegion({ region: 'WORLD', durationType: 'temporarily', option: 'onlyToday' })).toBe(false);
    expect(world.app.error?.error.code).toBe('TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE');
    expect(world.app.isContentHidden).toBe(false);
    expect(world.cards.callsOf('details').length).toBe(detailsBefore + 1);
  });

  it('deletes the temporary region: deletedTemporaryGeoProfile', async () => {
    const { app, regionChanges } = await overview(aCard().withId('a').withTemporaryRegion().build());
    expect(await regionChanges.deleteTemporaryRegion()).toBe(true);
    expect(app.notification?.content.key).toBe('deletedTemporaryGeoProfile');
  });
});

describe('AppStore: a changed card is outdated until its fresh details arrive', () => {
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
    expect(world.app.selectedCardOutdated).toBe(false);
    const release = holdDetails(world);
    const blocking = world.app.blockCard();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(world.app.notification?.content.key).toBe('blockedCard');
    expect(world.app.selectedCardOutdated).toBe(true);
    expect(world.app.isLoading).toBe(true);
    release();
    expect(await blocking).toBe(true);
    expect(world.app.selectedCardOutdated).toBe(false);
    expect(world.app.selectedCard?.isCardBlocked).toBe(true);
  });

  it('a reload that fails after the change: its error replaces the notification, and no card is left marked', async () => {
    const world = await overview(aCard().withId('a').build());
    world.cards.failNext('details', serviceError('SUBJECT_NOT_ALLOWED'));
    expect(await world.app.unblockCard()).toBe(true);
    expect(world.app.notification?.content.key).toBe('message:SUBJECT_NOT_ALLOWED');
    expect(world.app.cardPickerHint).toBe('SELECT_ANOTHER_CARD');
    expect(world.app.selectedCard).toBeUndefined();
    expect(world.app.selectedCardOutdated).toBe(false);
  });

  it('a card list that fails after the change: its error shows, and neither the old card nor the mark stays', async () => {
    const world = await overview(aCard().withId('a').build());
    expect(await world.replacement.replaceCard('DEFECT')).toBe(true);
    expect(world.app.selectedCardOutdated).toBe(true);
    world.cards.failNext('list', serviceError('MESSAGE_BAI540_1027'));
    await world.app.loadOverview();
    expect(world.app.notification?.content.key).toBe('message:MESSAGE_BAI540_1027');
    expect(world.app.selectedCard).toBeUndefined();
    expect(world.app.selectedCardOutdated).toBe(false);
  });

  it('a signed limit change marks the card until the overview has loaded it again; signing later does not', async () => {
    const world = await overview(aCard().withId('a').build());
    await world.limitChanges.changeEcommerceLimit(900);
    const later = world.app.sign({});
    await Promise.resolve();
    world.signing.decide('sentLater');
    await later;
    expect(world.app.selectedCardOutdated).toBe(false);

    await world.limitChanges.changeEcommerceLimit(800);
    const signing = world.app.sign({});
    await Promise.resolve();
    world.signing.decide('signed');
    await signing;
    expect(world.app.notification?.content.key).toBe('changedEcommerceLimit');
    expect(world.app.selectedCardOutdated).toBe(true);
    await world.app.loadOverview();
    expect(world.app.selectedCardOutdated).toBe(false);
    expect(world.app.notification?.content.key).toBe('changedEcommerceLimit');
  });

  it('region changes and a replacement mark the card; choosing a card clears the mark', async () => {
    const world = await overview(aCard().withId('a').withTemporaryRegion().build(), aCard().withId('b').build());
    expect(await world.regionChanges.changeRegion({ region: 'WORLD', durationType: 'continuously' })).toBe(true);
    expect(world.app.selectedCardOutdated).toBe(true);
    await world.app.loadOverview();
    expect(await world.regionChanges.deleteTemporaryRegion()).toBe(true);
    expect(world.app.selectedCardOutdated).toBe(true);
    await world.app.loadOverview();
    expect(await world.replacement.replaceCard('DEFECT')).toBe(true);
    expect(world.app.selectedCardOutdated).toBe(true);
    await world.app.selectCard('b');
    expect(world.app.selectedCardOutdated).toBe(false);
  });

  it('a failure does not mark the card, not even one that changed it (which reloads it itself)', async () => {
    const world = await overview(aCard().withId('a').withTemporaryRegion().build());
    world.regions.failNext('createTemporary', serviceError('MESSAGE_BAI540_1020'));
    expect(await world.regionChanges.changeRegion({ region: 'WORLD', durationType: 'temporarily', option: 'onlyToday' })).toBe(false);
    world.cards.failNext('block', serviceError('MESSAGE_BAI540_1027'));
    expect(await world.app.blockCard()).toBe(false);
    expect(world.app.selectedCardOutdated).toBe(false);
  });
});
