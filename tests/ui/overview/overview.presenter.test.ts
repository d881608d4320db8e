import { ok, serviceError, type PaymentInstrument, type Result, type ServiceError } from '../../../domain/index';
import { OverviewPresenter } from '../../../ui/overview/overview.presenter';
import { aCard, TODAY } from '../../support/builders/card';
import { fakeWorld } from '../../support/fakes/fake-world';
import { bindLazyScreens } from '../../support/screens/lazy-bindings';
import { changeEcommerceLimit, sign } from '../../support/screens/screen-actions';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { held } from '../support/hold';

function overview(cards = [aCard().build()], store = new InMemorySessionStore()) {
  const world = fakeWorld(cards, store);
  return { world, presenter: world.container.get(OverviewPresenter) };
}

describe('OverviewPresenter (section 2.3)', () => {
  it('is a new presenter per screen', () => {
    const { world } = overview();
    expect(world.container.get(OverviewPresenter)).not.toBe(world.container.get(OverviewPresenter));
  });

  it('enters the screen, then lists the cards, selects the first and loads its details', async () => {
    const first = aCard().withIban('NL02DMBK0000000001').build();
    const second = aCard().withIban('NL02DMBK0000000002').build();
    const { world, presenter } = overview([second, first]);
    expect(presenter.viewModel.spinner).toBeUndefined();
    const loading = presenter.load();
    expect(presenter.viewModel.spinner).toBe('loadingCards');
    await loading;
    expect(world.analytics.pageViews).toEqual(['/card-management']);
    expect(world.navigation.screenChanges).toBe(1);
    const vm = presenter.viewModel;
    expect(vm.picker?.options.map((option) => option.id)).toEqual([
      first.paymentInstrumentId,
      second.paymentInstrumentId,
    ]);
    expect(vm.picker?.selectedId).toBe(first.paymentInstrumentId);
    expect(vm.card?.details).toEqual({
      userName: 'J. de Vries',
      cardNumber: '**** 1234',
      expirationDate: '31-03-2029',
      accountNumber: 'NL02 DMBK 0000 0000 01',
      passNumber: '101',
    });
    expect(vm.spinner).toBeUndefined();
  });

  it('keeps the card chosen before (also across a reload)', async () => {
    const cards = [aCard().withIban('NL02DMBK0000000001').build(), aCard().withIban('NL02DMBK0000000002').build()];
    const store = new InMemorySessionStore();
    store.selectedId = cards[1]!.paymentInstrumentId;
    const { presenter } = overview(cards, store);
    await presenter.load();
    expect(presenter.viewModel.picker?.selectedId).toBe(cards[1]!.paymentInstrumentId);
  });

  it('shows "loading your card details" while another card loads, and no card meanwhile', async () => {
    const cards = [aCard().build(), aCard().blocked().build()];
    const { presenter } = overview(cards);
    await presenter.load();
    expect(presenter.viewModel.card?.status).toBe('active');
    const selecting = presenter.select(cards[1]!.paymentInstrumentId);
    expect(presenter.viewModel.spinner).toBe('loadingCard');
    expect(presenter.viewModel.card).toBeUndefined();
    await selecting;
    expect(presenter.viewModel.picker?.selectedId).toBe(cards[1]!.paymentInstrumentId);
    expect(presenter.viewModel.card?.status).toBe('blocked');
  });

  it('paints the first card from the list while its details load; its settings come with the details (issue 14)', async () => {
    const card = aCard().build();
    const { presenter, world } = overview([card]);
    const details = held<Result<PaymentInstrument, ServiceError>>();
    world.cards.details = () => details.promise;
    const loading = presenter.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(presenter.viewModel.card).toMatchObject({ status: 'active', settings: undefined, actions: { block: true } });
    expect(presenter.viewModel.spinner).toBe('loadingCard');
    details.settle(ok(card));
    await loading;
    expect(presenter.viewModel.card?.settings?.length).toBeGreaterThan(0);
  });

  it('shows no card once its details failed, not the listed one (issue 14), and Try again loads them (issue 34)', async () => {
    const card = aCard().build();
    const { presenter, world } = overview([card]);
    world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
    await presenter.load();
    expect(presenter.viewModel.card).toBeUndefined();
    expect(presenter.viewModel.failure).toEqual({
      action: 'loadCard',
      code: 'INTERNAL_SERVER_ERROR',
      helpAtOnce: true,
    });
    expect(presenter.viewModel.picker?.options).toHaveLength(1);
    await presenter.tryAgain();
    expect(presenter.viewModel.failure).toBeUndefined();
    expect(presenter.viewModel.card?.id).toBe(card.paymentInstrumentId);
  });

  it('says the list was not loaded when the bank failed to send it, and Try again loads it (issue 34)', async () => {
    const { world, presenter } = overview();
    world.cards.failNext('list', serviceError('REQUEST_TIMEOUT'));
    await presenter.load();
    expect(presenter.viewModel).toMatchObject({ hidden: undefined, error: false, picker: undefined, card: undefined });
    expect(presenter.viewModel.failure).toEqual({ action: 'load', code: 'REQUEST_TIMEOUT', helpAtOnce: true });
    await presenter.tryAgain();
    expect(presenter.viewModel.failure).toBeUndefined();
    expect(presenter.viewModel.card).toBeDefined();
  });

  it.each([
    ['active', aCard(), { block: true, unblock: true, replace: true }],
    ['blocked', aCard().blocked().withoutLinks('SUSPEND_INSTRUMENT'), { block: false, unblock: true, replace: true }],
    [
      'inactive',
      aCard().inactive().withOnlyLinks('REISSUE_EXISTING_INSTRUMENT'),
      { block: false, unblock: false, replace: true },
    ],
  ] as const)('reads a %s card with the actions its links allow', async (status, card, actions) => {
    const { presenter } = overview([card.build()]);
    await presenter.load();
    expect(presenter.viewModel.card?.status).toBe(status);
    expect(presenter.viewModel.card?.actions).toEqual(actions);
    expect(presenter.viewModel.card?.settings === undefined).toBe(status !== 'active');
  });

  it('shows the e-commerce tile for DMC cards only', async () => {
    const dmc = overview([aCard().build()]);
    await dmc.presenter.load();
    expect(dmc.presenter.viewModel.card?.settings?.map((tile) => tile.kind)).toEqual([
      'ecommerce',
      'payment',
      'withdrawal',
      'region',
    ]);
    const maestro = overview([{ ...aCard().build(), paymentScheme: 'MAESTRO' }]);
    await maestro.presenter.load();
    expect(maestro.presenter.viewModel.card?.settings?.map((tile) => tile.kind)).toEqual([
      'payment',
      'withdrawal',
      'region',
    ]);
  });

  it('reads the tiles: default values, World or Europe, and the first temporary entry as "only today", "other day" or "period"', async () => {
    const card = aCard()
      .withTemporaryLimit('POS', { limitValue: 150, startDate: TODAY, endDate: TODAY })
      .withTemporaryLimit('ATM', { limitValue: 60, startDate: '2026-11-25', endDate: '2026-11-25' })
      .withDefaultRegion('WORLD')
      .withTemporaryRegion({ geoProfile: 'WORLD', startDate: '2026-11-24', endDate: '2026-12-04' })
      .build();
    const { presenter } = overview([card]);
    await presenter.load();
    expect(presenter.viewModel.card?.settings).toEqual([
      { kind: 'ecommerce', path: '/edit-ecommerce-limit', amount: 500 },
      {
        kind: 'payment',
        path: '/edit-payment-limit',
        amount: 2500,
        temporary: { option: 'onlyToday', startDate: '23-11-2026', endDate: '23-11-2026', amount: 150 },
      },
      {
        kind: 'withdrawal',
        path: '/edit-withdrawal-limit',
        amount: 500,
        temporary: { option: 'anotherDay', startDate: '25-11-2026', endDate: '25-11-2026', amount: 60 },
      },
      {
        kind: 'region',
        path: '/edit-region',
        region: 'WORLD',
        temporary: { option: 'period', startDate: '24-11-2026', endDate: '04-12-2026', region: 'WORLD' },
      },
    ]);
  });

  it('puts each temporary setting that starts or ends within a week beside its tile (issue 16), none on a blocked card', async () => {
    const card = aCard()
      .withTemporaryLimit('POS', { limitValue: 150, startDate: TODAY, endDate: TODAY })
      .withTemporaryLimit('ATM', { limitValue: 60, startDate: '2026-12-01', endDate: '2026-12-02' })
      .withTemporaryRegion({ geoProfile: 'WORLD', startDate: '2026-11-20', endDate: '2026-11-30' });
    const { presenter } = overview([card.build()]);
    await presenter.load();
    expect(presenter.viewModel.card?.reminders).toEqual({
      payment: { setting: 'POS', moment: 'endsToday', date: '23-11-2026', amount: 150 },
      region: { setting: 'REGION', moment: 'ends', date: '30-11-2026', region: 'WORLD' },
    });
    const blocked = overview([card.blocked().build()]);
    await blocked.presenter.load();
    expect(blocked.presenter.viewModel.card?.reminders).toEqual({});
  });

  it('offers Replace in the block modal only when the card allows it', async () => {
    const { presenter } = overview([aCard().withoutLinks('REISSUE_EXISTING_INSTRUMENT').build()]);
    await presenter.load();
    presenter.open('block');
    expect(presenter.viewModel.modal).toEqual({ change: 'block', busy: false, replace: false, business: false });
  });

  it('blocks the card: busy while it runs, then the modal closes on the reloaded card', async () => {
    const { world, presenter } = overview();
    await presenter.load();
    presenter.open('block');
    expect(presenter.viewModel.modal).toEqual({ change: 'block', busy: false, replace: true, business: false });
    const confirming = presenter.confirm();
    expect(presenter.viewModel.modal).toMatchObject({ change: 'block', busy: true });
    presenter.close();
    expect(presenter.viewModel.modal).toBeDefined();
    await confirming;
    expect(presenter.viewModel.modal).toBeUndefined();
    expect(presenter.viewModel.card?.status).toBe('blocked');
    expect(world.cards.callsOf('block')).toHaveLength(1);
    expect(world.app.notifications.notification?.content.key).toBe('blockedCard');
  });

  it('after a signed change, the card as it was is not read out: the loading state until the overview has it again', async () => {
    const { world, presenter } = overview([aCard().withId('a').build(), aCard().withId('b').build()]);
    await bindLazyScreens(world.container);
    await presenter.load();
    await changeEcommerceLimit(world.container, 900);
    const signing = sign(world.container);
    await Promise.resolve();
    world.signing.decide('signed');
    await signing;
    expect(presenter.viewModel.card).toBeUndefined();
    expect(presenter.viewModel.picker?.selectedId).toBe('a');
    const loading = presenter.load();
    expect(presenter.viewModel.spinner).toBe('loadingCard');
    expect(presenter.viewModel.card).toBeUndefined();
    await loading;
    expect(presenter.viewModel.card?.settings).toBeDefined();
    expect(presenter.viewModel.picker?.hint).toBe(false);
  });

  it('closes the modal when the change fails, and the page stays with the picker hint', async () => {
    const { world, presenter } = overview();
    await presenter.load();
    // The card stays active (a card unblocked elsewhere would be said so: overview.test.tsx).
    world.cards.failNext('block', serviceError('MESSAGE_BAI540_1027'));
    presenter.open('block');
    await presenter.confirm();
    expect(presenter.viewModel.modal).toBeUndefined();
    expect(presenter.viewModel.hidden).toBeUndefined();
    expect(presenter.viewModel.picker?.hint).toBe(true);
    expect(presenter.viewModel.card?.settings).toBeUndefined();
  });

  it('hides the content after a non-recoverable error', async () => {
    const { world, presenter } = overview();
    world.cards.failNext('list', serviceError('CUSTOMER_NOT_FOUND'));
    await presenter.load();
    // Hidden by no refused change of the customer's: nothing to help with at once (reading 89).
    expect(presenter.viewModel.hidden).toEqual({ refused: undefined });
  });

  it('leaves an earlier screen’s error behind when it is entered', async () => {
    const { world, presenter } = overview();
    world.app.notifications.showError(serviceError('MESSAGE_BAI540_1033'));
    await presenter.load();
    expect(world.app.notifications.error).toBeUndefined();
    expect(presenter.viewModel.picker?.hint).toBe(false);
  });

  it("leaves an editor's failed Save behind when it is entered (Back): its Try again belongs to the editor", async () => {
    const { world, presenter } = overview();
    world.app.notifications.showFailure('save', serviceError('INTERNAL_SERVER_ERROR'));
    await presenter.load();
    expect(presenter.viewModel.failure).toBeUndefined();
  });
});
