import { EcommerceLimitPresenter } from '../../../ui/limits/ecommerce-limit.presenter';
import { PaymentLimitPresenter } from '../../../ui/limits/limit-presenter-tokens';
import type { SpendingLimitPresenter } from '../../../ui/limits/spending-limit.presenter';
import { OverviewPresenter } from '../../../ui/overview/overview.presenter';
import { SigningPresenter } from '../../../ui/signing/signing.presenter';
import { aCard } from '../../support/builders/card';
import { editorWorld } from '../../support/screens/render-screen';
import { changeEcommerceLimit, changeSpendingLimit, sign } from '../../support/screens/screen-actions';

// Issue 12: a limit change waiting to be signed, from the save to the signature — what the
// overview, the editors and the signing page make of it.

const payment = (world: Awaited<ReturnType<typeof editorWorld>>) =>
  world.container.get<SpendingLimitPresenter>(PaymentLimitPresenter);

describe('a change waiting to be signed', () => {
  it('is in progress in an editor opened again (Back) after Save, before and after the card is read anew', async () => {
    const card = aCard().withId('a').build();
    const world = await editorWorld(card);
    const first = world.container.get(EcommerceLimitPresenter);
    await first.load();
    expect(await changeEcommerceLimit(world.container, 900)).toBe('/signing');

    // Back: a fresh screen. The bank now says a change waits; the editor must not offer the old form.
    world.cards.cards = [
      aCard()
        .withId('a')
        .withDescribedLimitChange('ECOM', { operationType: 'changedEcommerceLimit', limitValue: 900 })
        .build(),
    ];
    const again = world.container.get(EcommerceLimitPresenter);
    const detailsBefore = world.cards.callsOf('details').length;
    const entering = again.load({ revisit: true });
    expect(again.viewModel.kind).toBe('loading');
    await entering;
    expect(world.cards.callsOf('details').length).toBe(detailsBefore + 1);
    const view = again.viewModel;
    expect(view).toMatchObject({
      kind: 'editor',
      inProgress: true,
      pending: { kind: 'described', before: { amount: 500 }, after: { amount: 900 }, signable: true },
    });
  });

  it('is in progress at once, in words and signable, even before the card is read again, the moment the bank took the save', async () => {
    const world = await editorWorld(aCard().withId('a').build());
    await changeSpendingLimit(world.container, { limitType: 'POS', durationType: 'continuously', limitValue: 3000 });
    // The editor still shown (Back before the signing page replaced it) reads the store's card.
    const again = payment(world);
    expect(again.viewModel).toMatchObject({
      kind: 'editor',
      inProgress: true,
      pending: { kind: 'described', before: { amount: 2500 }, after: { amount: 3000 }, signable: true },
    });
    expect(await again.signing.signNow()).toBe('/signing');
    expect(world.sessionStore.pending?.signItem).toEqual({ sourceId: 'source-1', tpsId: 'tps-1' });
  });

  it('reads the card anew when the editor is revisited, and starts its form over', async () => {
    const world = await editorWorld(aCard().withId('a').build());
    const screen = payment(world);
    await screen.load();
    screen.setValue(1234);
    const detailsBefore = world.cards.callsOf('details').length;
    await screen.load({ revisit: true });
    expect(world.cards.callsOf('details').length).toBe(detailsBefore + 1);
    expect(screen.viewModel).toMatchObject({ kind: 'editor', value: 2500, inProgress: false, pending: undefined });
  });

  it('shows on the overview’s tile as before → after, and Sign now opens the signing page for its sign item, with its words', async () => {
    const waiting = aCard()
      .withId('a')
      .withDescribedLimitChange('POS', {
        operationType: 'newTemporaryPOSLimit',
        limitValue: 3300,
        startDate: '2026-12-02',
        endDate: '2026-12-04',
      })
      .build();
    const world = await editorWorld(waiting);
    const overview = world.container.get(OverviewPresenter);
    await overview.load();
    const card = overview.viewModel.card!;
    expect(card.inProgress).toBe(true);
    expect(card.settings?.find((tile) => tile.kind === 'payment')?.pending).toEqual({
      kind: 'described',
      limitType: 'POS',
      before: { amount: 2500 },
      after: { amount: 3300, startDate: '02-12-2026', endDate: '04-12-2026' },
      signable: true,
    });
    expect(card.settings?.filter((tile) => tile.pending).map((tile) => tile.kind)).toEqual(['payment']);

    expect(await overview.signing.signNow()).toBe('/signing');
    expect(world.sessionStore.pending).toMatchObject({
      signItem: { sourceId: 'source-waiting', tpsId: 'tps-waiting' },
      operationType: 'newTemporaryPOSLimit',
    });
    // The signing page says it once the card is read anew: the bank's waiting change, the same here.
    const signing = world.container.get(SigningPresenter);
    const signed = signing.sign({}, new AbortController().signal);
    for (let turn = 0; turn < 20 && !signing.viewModel.change; turn += 1) await new Promise((done) => setTimeout(done));
    expect(signing.viewModel.change).toMatchObject({
      limitType: 'POS',
      before: { amount: 2500 },
      after: { amount: 3300 },
    });
    world.signing.decide('signed');
    expect(await signed).toBe('/card-management');
    expect(world.app.notifications.notification?.content.key).toBe('newTemporaryPOSLimit');
    expect(world.app.cards.outdated).toBe(true);
  });

  it('signed later again, stays pending: no notification, the card read again on the overview', async () => {
    const world = await editorWorld(
      aCard()
        .withId('a')
        .withDescribedLimitChange('ECOM', { operationType: 'changedEcommerceLimit', limitValue: 700 })
        .build(),
    );
    const overview = world.container.get(OverviewPresenter);
    await overview.load();
    expect(await overview.signing.signNow()).toBe('/signing');
    const later = sign(world.container);
    await Promise.resolve();
    world.signing.decide('sentLater');
    expect(await later).toBe('/card-management');
    expect(world.app.notifications.notification).toBeUndefined();
    await overview.load();
    expect(overview.viewModel.card?.pending).toMatchObject({ kind: 'described', after: { amount: 700 } });
  });

  it('a marker only (a real bank): the generic notice with the portal’s "to sign" page, no tile change, no Sign now', async () => {
    const world = await editorWorld(aCard().withId('a').withPendingLimitChange('ATM').build());
    const overview = world.container.get(OverviewPresenter);
    await overview.load();
    const card = overview.viewModel.card!;
    expect(card.pending).toEqual({ kind: 'opaque' });
    expect(card.settings?.some((tile) => tile.pending)).toBe(false);
    expect(overview.signing.links).toEqual({
      nl: '/nl/mijn-overzicht/te-ondertekenen/',
      en: '/en/my-overview/to-sign/',
    });
    expect(await overview.signing.signNow()).toBeUndefined();
    expect(world.sessionStore.pending).toBeUndefined();
    expect(payment(world).viewModel).toMatchObject({ inProgress: true, pending: { kind: 'opaque' } });
  });

  it('named without its sign item: in words, but signed in the portal', async () => {
    const world = await editorWorld(
      aCard()
        .withId('a')
        .withDescribedLimitChange('POS', {
          operationType: 'changedDefaultPOSLimit',
          limitValue: 3000,
          sourceId: undefined,
        })
        .build(),
    );
    const overview = world.container.get(OverviewPresenter);
    await overview.load();
    expect(overview.viewModel.card?.pending).toMatchObject({ kind: 'described', signable: false });
    expect(await overview.signing.signNow()).toBeUndefined();
  });
});
