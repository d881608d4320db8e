import { serviceError, type PaymentInstrument } from '../../../domain/index';
import { ReplaceCardPresenter } from '../../../ui/replace/replace-card.presenter';
import { bind as bindReplaceCardScreen } from '../../../ui/replace/replace-bindings';
import { aCard } from '../../support/builders/card';
import { fakeWorld } from '../../support/fakes/fake-world';
import { AN_ADDRESS } from '../../support/fakes/in-memory-reissue';

async function replaceScreen(
  card: PaymentInstrument = aCard().build(),
  product: { readonly fee: number | undefined } = { fee: 7.5 },
) {
  const world = fakeWorld([card]);
  world.reissue.fee = product.fee;
  await world.cardLoader.load();
  expect(world.container.isBound(ReplaceCardPresenter)).toBe(false);
  bindReplaceCardScreen(world.container);
  return { world, presenter: world.container.get(ReplaceCardPresenter) };
}

describe('ReplaceCardPresenter (section 2.7)', () => {
  it('is bound when its screen is first shown, a new one per screen', async () => {
    const { world, presenter } = await replaceScreen();
    expect(world.container.get(ReplaceCardPresenter)).not.toBe(presenter);
  });

  it('enters the screen and loads the address, the reasons and the fee', async () => {
    const { world, presenter } = await replaceScreen();
    const loading = presenter.load();
    expect(presenter.viewModel.spinner).toBe('loading');
    expect(presenter.viewModel.ready).toBe(false);
    await loading;
    expect(world.analytics.pageViews.at(-1)).toBe('/replace-card');
    expect(presenter.viewModel).toMatchObject({
      ready: true,
      address: AN_ADDRESS,
      reasons: ['STOLEN', 'LOST', 'DEFECT'],
      reason: undefined,
      fee: 7.5,
      reasonMissing: false,
      autoBlockWarning: false,
      spinner: undefined,
    });
    expect(presenter.viewModel.card?.accountNumber).toBe('NL91 DMBK 0417 1643 00');
  });

  it('clears what the overview said before (a success too): a notification belongs to its screen', async () => {
    const { world, presenter } = await replaceScreen();
    world.app.notifications.notify({ type: 'positive', content: { scope: 'notifications', key: 'blockedCard' } });
    await presenter.load();
    expect(world.app.notifications.notification).toBeUndefined();
  });

  it.each([0, undefined])('mentions no fee of %s', async (fee) => {
    const { presenter } = await replaceScreen(aCard().build(), { fee });
    await presenter.load();
    expect(presenter.viewModel.fee).toBeUndefined();
  });

  it('warns that a stolen or lost card that is not blocked yet will be blocked', async () => {
    const active = await replaceScreen();
    await active.presenter.load();
    const warnings = (['STOLEN', 'LOST', 'DEFECT'] as const).map(
      (reason) => (active.presenter.choose(reason), active.presenter.viewModel.autoBlockWarning),
    );
    expect(warnings).toEqual([true, true, false]);

    const blocked = await replaceScreen(aCard().blocked().build());
    await blocked.presenter.load();
    blocked.presenter.choose('STOLEN');
    expect(blocked.presenter.viewModel.autoBlockWarning).toBe(false);
  });

  it('ignores a reason that is not one of the three', async () => {
    const { presenter } = await replaceScreen();
    await presenter.load();
    presenter.choose('BORED');
    expect(presenter.viewModel.reason).toBeUndefined();
  });

  it('asks for a reason before anything is sent', async () => {
    const { world, presenter } = await replaceScreen();
    await presenter.load();
    expect(await presenter.save()).toBeUndefined();
    expect(presenter.viewModel.reasonMissing).toBe(true);
    expect(world.reissue.callsOf('request')).toEqual([]);
    presenter.choose('DEFECT');
    expect(presenter.viewModel.reasonMissing).toBe(false);
  });

  it('orders the replacement and leads to the overview, with the success notification', async () => {
    const card = aCard().build();
    const { world, presenter } = await replaceScreen(card);
    await presenter.load();
    presenter.choose('LOST');
    const submitting = presenter.save();
    expect(presenter.viewModel.spinner).toBe('submitting');
    expect(await submitting).toBe('/card-management');
    expect(world.reissue.callsOf('request')).toEqual([
      [card.paymentInstrumentId, { paymentInstrumentUsageId: card.paymentInstrumentUsageId, reason: 'LOST' }],
    ]);
    expect(world.app.notifications.notification?.content.key).toBe('reissuedDebitCard');
  });

  it('entered again after the order (Back), says the new card is on its way and orders nothing more (issue 33, item 2)', async () => {
    const { world, presenter } = await replaceScreen();
    await presenter.load();
    expect(presenter.viewModel.ordered).toBeUndefined();
    presenter.choose('LOST');
    await presenter.save();
    bindReplaceCardScreen(world.container);
    const again = world.container.get(ReplaceCardPresenter);
    await again.load();
    expect(again.viewModel.ordered).toBe('here');
    again.choose('LOST');
    expect(await again.save()).toBeUndefined();
    expect(world.reissue.callsOf('request')).toHaveLength(1);
  });

  it('orders a replacement for another card in the same visit; its old card and its new card say it is on its way', async () => {
    const [a, b] = [aCard().withId('a').build(), aCard().withId('b').build()];
    const { world, presenter } = await replaceScreen(a);
    world.cards.cards = [a, b];
    world.reissue.replacementId = 'a2';
    await world.cardLoader.load();
    await presenter.load();
    presenter.choose('LOST');
    await presenter.save();

    const entered = async (id: string) => {
      await world.cardLoader.select(id);
      bindReplaceCardScreen(world.container);
      const screen = world.container.get(ReplaceCardPresenter);
      await screen.load();
      return screen;
    };
    const other = await entered('b');
    expect(other.viewModel).toMatchObject({ ordered: undefined, ready: true });
    other.choose('DEFECT');
    expect(await other.save()).toBe('/card-management');
    expect(world.reissue.callsOf('request').map(([card]) => card)).toEqual(['a', 'b']);

    world.cards.cards = [a, b, aCard().withId('a2').build()];
    expect((await entered('a')).viewModel.ordered).toBe('here');
    expect((await entered('a2')).viewModel.ordered).toBe('here');
  });

  it('stays on a recoverable refusal', async () => {
    const { world, presenter } = await replaceScreen();
    await presenter.load();
    world.reissue.failNext('request', serviceError('MESSAGE_BAI540_1033'));
    presenter.choose('DEFECT');
    expect(await presenter.save()).toBeUndefined();
    expect(presenter.viewModel.hidden).toBeUndefined();
    expect(presenter.viewModel.ready).toBe(true);
  });

  it('hides the content when the bank refuses the address', async () => {
    const { world, presenter } = await replaceScreen();
    world.reissue.failNext('customerAddress', serviceError('CUSTOMER_ADDRESS_INVALID'));
    await presenter.load();
    expect(presenter.viewModel).toMatchObject({ hidden: { refused: undefined }, failure: undefined, ready: false });
  });

  // Reading 93: a bank failure while preparing is said as what did not load, with Try again.
  it.each([
    ['customerAddress', 'INTERNAL_SERVER_ERROR'],
    ['reissueFee', 'REQUEST_TIMEOUT'],
  ])(
    'the bank failed to send %s (%s): the screen stays, and Try again asks for the address and fee again',
    async (call, code) => {
      const { world, presenter } = await replaceScreen(aCard().withReissueReasons('DEFECT').build());
      world.reissue.failNext(call, serviceError(code));
      await presenter.load();
      expect(presenter.viewModel).toMatchObject({
        hidden: undefined,
        failure: { action: 'loadReplacement', code },
        ready: false,
        spinner: undefined,
      });
      const again = presenter.tryAgain();
      expect(presenter.viewModel).toMatchObject({ failure: undefined, spinner: 'loading' });
      expect(await again).toBeUndefined();
      expect(presenter.viewModel).toMatchObject({ failure: undefined, ready: true, address: AN_ADDRESS, fee: 7.5 });
      expect(world.reissue.callsOf('customerAddress')).toHaveLength(2);
      expect(world.reissue.callsOf('reissueFee')).toHaveLength(2);
      expect(world.reissue.callsOf('request')).toEqual([]);
    },
  );

  it('says the failure again when Try again fails too, and keeps offering it', async () => {
    const { world, presenter } = await replaceScreen();
    world.reissue.failNext('customerAddress', serviceError('INTERNAL_SERVER_ERROR'));
    world.reissue.failNext('customerAddress', serviceError('NETWORK_UNAVAILABLE'));
    await presenter.load();
    await presenter.tryAgain();
    expect(presenter.viewModel).toMatchObject({
      failure: { action: 'loadReplacement', code: 'NETWORK_UNAVAILABLE' },
      ready: false,
    });
    await presenter.tryAgain();
    expect(presenter.viewModel).toMatchObject({ failure: undefined, ready: true });
  });

  it('a refusal on Try again hides the content as on entry', async () => {
    const { world, presenter } = await replaceScreen();
    world.reissue.failNext('customerAddress', serviceError('INTERNAL_SERVER_ERROR'));
    world.reissue.failNext('customerAddress', serviceError('CUSTOMER_ADDRESS_INVALID'));
    await presenter.load();
    await presenter.tryAgain();
    expect(presenter.viewModel).toMatchObject({ hidden: { refused: undefined }, failure: undefined, ready: false });
  });

  it('Try again after a failed order orders again', async () => {
    const { world, presenter } = await replaceScreen();
    await presenter.load();
    world.reissue.failNext('request', serviceError('INTERNAL_SERVER_ERROR'));
    presenter.choose('DEFECT');
    await presenter.save();
    expect(presenter.viewModel.failure).toEqual({ action: 'replace', code: 'INTERNAL_SERVER_ERROR' });
    expect(await presenter.tryAgain()).toBe('/card-management');
    expect(world.reissue.callsOf('request')).toHaveLength(2);
    expect(world.reissue.callsOf('customerAddress')).toHaveLength(1);
  });

  it.each(['list', 'details'])(
    'entered by a page load whose card %s the bank failed to send: Try again reads it, then what the order needs',
    async (call) => {
      const card = aCard().withId('card-a').build();
      const world = fakeWorld([card]);
      world.sessionStore.keepSelectedCardId('card-a');
      world.cards.failNext(call, serviceError('INTERNAL_SERVER_ERROR'));
      bindReplaceCardScreen(world.container);
      const presenter = world.container.get(ReplaceCardPresenter);
      await presenter.load();
      expect(presenter.viewModel).toMatchObject({
        failure: { action: call === 'list' ? 'load' : 'loadCard' },
        ready: false,
      });
      expect(world.app.notifications.error).toBeUndefined();
      await presenter.tryAgain();
      expect(presenter.viewModel).toMatchObject({ failure: undefined, hidden: undefined, ready: true });
      expect(presenter.viewModel.card?.accountNumber).toBe('NL91 DMBK 0417 1643 00');
      expect(world.reissue.callsOf('request')).toEqual([]);
    },
  );

  it('keeps the address-change record before the customer leaves', async () => {
    const card = aCard().build();
    const { world, presenter } = await replaceScreen(card);
    await presenter.load();
    world.navigation.address = { pathname: '/nl/betaalpassen/', search: '', hash: '#/replace-card' };
    expect(presenter.addressChangeUrl('nl')).toBe('/nl/mijn-gegevens/persoonsgegevens/?edit=address');
    expect(world.sessionStore.addressChange).toBeUndefined();
    presenter.startAddressChange('nl');
    expect(world.sessionStore.addressChange).toEqual({
      bcNumber: card.ownerCustomerId,
      callBackURL: '/nl/betaalpassen/#/replace-card',
      contentSource: 'multipliers',
      process: 'address',
      consumerId: 'DCSS-WEB-0001',
    });
  });

  it('back from the personal-data page (a new page load): loads the card and keeps the reason chosen before (issue 12.8)', async () => {
    const card = aCard().withId('card-a').build();
    const before = await replaceScreen(card);
    await before.presenter.load();
    before.presenter.choose('LOST');
    before.presenter.startAddressChange('nl');

    const world = fakeWorld([card]);
    world.sessionStore.keepSelectedCardId('card-a');
    world.sessionStore.keepAddressChangeReturn(before.world.sessionStore.addressChangeReturn()!);
    bindReplaceCardScreen(world.container);
    const presenter = world.container.get(ReplaceCardPresenter);
    await presenter.load();
    expect(presenter.viewModel).toMatchObject({ ready: true, reason: 'LOST', autoBlockWarning: true });
    expect(presenter.viewModel.card?.accountNumber).toBe('NL91 DMBK 0417 1643 00');
  });

  it('keeps no reason for another card', async () => {
    const { world, presenter } = await replaceScreen(aCard().withId('card-a').build());
    world.sessionStore.keepAddressChangeReturn({
      route: '/replace-card',
      paymentInstrumentId: 'card-b',
      reason: 'LOST',
    });
    await presenter.load();
    expect(presenter.viewModel.reason).toBeUndefined();
  });
});
