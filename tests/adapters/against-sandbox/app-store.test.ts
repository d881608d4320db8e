import type { IsoDate } from '../../../domain/index';
import {
  control,
  limitsPath,
  pendingSignItems,
  reset,
  storeVariants,
  useSandbox,
} from '../../sandbox/support/bank-client';
import { WithdrawalLimitPresenter } from '../../../ui/limits/limit-presenter-tokens';
import type { SpendingLimitPresenter } from '../../../ui/limits/spending-limit.presenter';
import { ReplaceCardPresenter } from '../../../ui/replace/replace-card.presenter';
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
import { appOnSandbox } from './support/sandbox-app';

const positive = (key: string) =>
  expect.objectContaining({ type: 'positive', content: { scope: 'notifications', key } });

/**
 * The use cases end to end: the presenters and the store in the real container, over the HTTP
 * adapters, on the sandbox — what a screen does, without the screen.
 */
describe.each(storeVariants())('the app store on the bank sandbox, on $name', ({ store: storeChoice }) => {
  const started = useSandbox({ store: storeChoice });

  beforeEach(() => reset(started.url));

  async function overview(customer: string, card?: string) {
    const app = await appOnSandbox(started.url, customer);
    const store = app.store();
    await app.cardLoader().load();
    if (card) await app.cardLoader().select(card);
    expect(store.notifications.error).toBeUndefined();
    return { app, store };
  }

  it('loads the overview: the listed cards, the first one selected and kept, with its details', async () => {
    const { app, store } = await overview('pieter');
    // The access card is listed by the bank and left out by the app (section 3).
    expect(store.cards.list.map((card) => card.paymentInstrumentId)).not.toContain('pieter-access');
    expect(store.cards.list).toHaveLength(2);
    expect(store.cards.selectedId).toBe(store.cards.list[0]!.paymentInstrumentId);
    expect(app.sessionStore.selectedId).toBe(store.cards.selectedId);
    expect(store.cards.selected).toMatchObject({
      paymentInstrumentId: store.cards.selectedId,
      paymentLimit: expect.objectContaining({ limitType: 'POS' }),
      geoProfile: expect.any(Object),
    });
    expect(store.loading.active).toBe(false);
  });

  it('changes the payment limit, signs it via the sandbox, and the reloaded card shows the new limit', async () => {
    const { app, store } = await overview('sanne', 'sanne-dmc');
    expect(
      await changeSpendingLimit(app.container, { limitType: 'POS', durationType: 'continuously', limitValue: 3000 }),
    ).toBe('/signing');
    expect(store.changes.operationType).toBe('changedDefaultPOSLimit');
    expect(app.sessionStore.pending).toEqual(store.changes.pendingSignature);
    const [pending] = await pendingSignItems(started.url, 'sanne');
    expect(store.changes.signItem).toEqual({ sourceId: pending.adapterId, tpsId: pending.signItemId });
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.isLimitInProgress).toBe(true);

    expect(await sign(app.container)).toBe('/card-management');
    expect(app.signing.requests[0]?.items).toEqual([{ adapterId: pending.adapterId, signItemId: pending.signItemId }]);
    expect(store.notifications.notification).toEqual(positive('changedDefaultPOSLimit'));
    expect(store.changes.pendingSignature).toBeUndefined();
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.paymentLimit).toMatchObject({ defaultLimitValue: 3000, limitChangeRequest: null });
    expect(store.cards.selected?.isLimitInProgress).toBe(false);
  });

  it('changes the online limit and deletes the temporary payment limit, each signed and shown', async () => {
    const { app, store } = await overview('sanne', 'sanne-travel');
    expect(await changeEcommerceLimit(app.container, 2000)).toBe('/signing');
    expect(await sign(app.container)).toBe('/card-management');
    expect(store.notifications.notification).toEqual(positive('changedEcommerceLimit'));
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.ecommerceLimit?.defaultLimitValue).toBe(2000);

    expect(await deleteTemporaryLimit(app.container, 'POS')).toBe('/signing');
    expect(await sign(app.container)).toBe('/card-management');
    expect(store.notifications.notification).toEqual(positive('deletedTemporaryPOSLimit'));
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.paymentLimit?.temporaryLimits).toEqual([]);
  });

  it('creates a temporary withdrawal limit for another day, signs it, and shows it; signing later leaves the next change pending', async () => {
    const { app, store } = await overview('sanne', 'sanne-dmc');
    const start = '2027-03-03' as IsoDate;
    expect(
      await changeSpendingLimit(app.container, {
        limitType: 'ATM',
        durationType: 'temporarily',
        limitValue: 800,
        option: 'anotherDay',
        start,
      }),
    ).toBe('/signing');
    expect(store.changes.operationType).toBe('newTemporaryATMLimit');
    expect(await sign(app.container)).toBe('/card-management');
    expect(store.notifications.notification).toEqual(positive('newTemporaryATMLimit'));
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.withdrawalLimit?.temporaryLimits).toEqual([
      expect.objectContaining({ limitValue: 800, startDate: start, endDate: start }),
    ]);

    // The temporary limit exists now, so the same form changes it.
    expect(
      await changeSpendingLimit(app.container, {
        limitType: 'ATM',
        durationType: 'temporarily',
        limitValue: 700,
        option: 'onlyToday',
      }),
    ).toBe('/signing');
    expect(store.changes.operationType).toBe('changedTemporaryATMLimit');
    app.signing.decision = 'sentLater';
    expect(await sign(app.container)).toBe('/card-management');
    // Issue 33, item 1: the change still waits at the bank, so Back to the signing page shows it.
    expect(store.changes.pendingSignature).toMatchObject({ operationType: 'changedTemporaryATMLimit' });
    expect(await pendingSignItems(started.url, 'sanne')).toEqual([
      expect.objectContaining({ operationType: 'changedTemporaryATMLimit' }),
    ]);
  });

  it('blocks, then unblocks, the card: each shows its notification and the reloaded card', async () => {
    const { app, store } = await overview('sanne', 'sanne-dmc');
    await changeCardState(app.container, 'block');
    expect(store.notifications.notification).toEqual(positive('blockedCard'));
    expect(store.cards.selected).toMatchObject({
      isCardBlocked: true,
      isResumptionAllowed: true,
      isSuspensionAllowed: false,
    });
    await changeCardState(app.container, 'unblock');
    expect(store.notifications.notification).toEqual(positive('deblockedCard'));
    expect(store.cards.selected).toMatchObject({ isCardBlocked: false, isSuspensionAllowed: true });
  });

  it('changes the region by default and deletes a temporary one, each applied at once', async () => {
    const { app, store } = await overview('sanne', 'sanne-travel');
    expect(await changeRegion(app.container, { region: 'WORLD', durationType: 'continuously' })).toBe(
      '/card-management',
    );
    expect(store.notifications.notification).toEqual(positive('changedDefaultGeoProfile'));
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.geoProfile).toMatchObject({ defaultGeoProfile: 'WORLD', activeGeoProfile: 'WORLD' });
    expect(await deleteTemporaryRegion(app.container)).toBe('/card-management');
    expect(store.notifications.notification).toEqual(positive('deletedTemporaryGeoProfile'));
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.geoProfile?.temporaryGeoProfiles).toEqual([]);
  });

  it('creates a temporary region for today, then replaces it (delete, then create) with a period', async () => {
    const { app, store } = await overview('sanne', 'sanne-dmc');
    expect(
      await changeRegion(app.container, { region: 'WORLD', durationType: 'temporarily', option: 'onlyToday' }),
    ).toBe('/card-management');
    expect(store.notifications.notification).toEqual(positive('newTemporaryGeoProfile'));
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.geoProfile).toMatchObject({
      activeGeoProfile: 'WORLD',
      temporaryGeoProfiles: [expect.objectContaining({ startDate: '2027-03-01', endDate: '2027-03-01' })],
    });

    const sentBefore = app.sent.length;
    const period = { start: '2027-03-02' as IsoDate, end: '2027-03-04' as IsoDate };
    expect(
      await changeRegion(app.container, { region: 'WORLD', durationType: 'temporarily', option: 'period', ...period }),
    ).toBe('/card-management');
    expect(store.notifications.notification).toEqual(positive('changedTemporaryGeoProfile'));
    expect(app.sent.slice(sentBefore).map((request) => request.method)).toEqual(['DELETE', 'POST']);
    await app.cardLoader().reloadSelected();
    expect(store.cards.selected?.geoProfile).toMatchObject({
      activeGeoProfile: 'EUR',
      temporaryGeoProfiles: [expect.objectContaining({ startDate: '2027-03-02', endDate: '2027-03-04' })],
    });
  });

  it('prepares a replacement with the owner’s address and the fee, then orders it', async () => {
    const { app, store } = await overview('sanne', 'sanne-dmc');
    const screen = app.container.get(ReplaceCardPresenter);
    await screen.load();
    expect(screen.viewModel).toMatchObject({
      address: { streetName: 'Keizersgracht', houseNumber: '112', postCode: '1015 CW', cityName: 'Amsterdam' },
      fee: 7.5,
      reasons: expect.arrayContaining(['STOLEN', 'LOST', 'DEFECT']),
    });
    expect(await replaceCard(app.container, 'DEFECT')).toBe('/card-management');
    expect(store.notifications.notification).toEqual(positive('reissuedDebitCard'));
    await app.cardLoader().load();
    expect(store.cards.list).toHaveLength(6);
  });

  it('prepares a business holder’s replacement with that holder’s address and the business fee', async () => {
    const { app } = await overview('vandenberg', 'bakery-fatma');
    const screen = app.container.get(ReplaceCardPresenter);
    await screen.load();
    expect(screen.viewModel).toMatchObject({ address: { cityName: 'Utrecht' }, fee: 12.5 });
  });

  it('offers no change the card’s links do not allow, and a save of one sends nothing (section 6; issue 12, item 5)', async () => {
    const { app, store } = await overview('pieter', 'pieter-limited');
    const sentBefore = app.sent.length;
    const editor = app.container.get<SpendingLimitPresenter>(WithdrawalLimitPresenter);
    expect(editor.viewModel).toMatchObject({
      kind: 'editor',
      locked: true,
      allowed: { continuously: false, temporarily: false },
    });
    expect(
      await changeSpendingLimit(app.container, { limitType: 'ATM', durationType: 'continuously', limitValue: 100 }),
    ).toBeUndefined();
    expect(store.notifications.error).toBeUndefined();
    const bankCalls = app.sent
      .slice(sentBefore)
      .filter((request) => !request.url.startsWith('/sandbox/analytics') && request.method !== 'GET');
    expect(bankCalls).toEqual([]);
  });

  it("says the account balance before any call where the bank sends it; the bank's own 0072 is a recoverable error, with nothing to sign", async () => {
    const { app, store } = await overview('pieter', 'pieter-limited');
    const sentBefore = app.sent.length;
    // Issue 33, item 6: above the balance (€ 640,25) the app says so itself, and asks the bank nothing.
    expect(
      await changeSpendingLimit(app.container, { limitType: 'POS', durationType: 'continuously', limitValue: 1000 }),
    ).toBeUndefined();
    expect(app.sent.slice(sentBefore).filter((request) => request.method === 'PUT')).toEqual([]);
    expect(store.notifications.error).toBeUndefined();
    // A bank whose balance moved meanwhile still refuses with 0072: said as section 8's recoverable error.
    await control(started.url).send('POST', '/sandbox/faults', {
      body: {
        method: 'PUT',
        path: `${limitsPath}/*/permanent-limits/POS`,
        status: 422,
        body: { messages: [{ messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_0072' }] },
      },
    });
    expect(
      await changeSpendingLimit(app.container, { limitType: 'POS', durationType: 'continuously', limitValue: 600 }),
    ).toBeUndefined();
    expect(store.notifications.error).toMatchObject({ recoverable: true, error: { code: 'MESSAGE_BAI540_0072' } });
    expect(store.notifications.notification).toMatchObject({
      type: 'negative',
      content: { scope: 'errorMessages', key: 'message:MESSAGE_BAI540_0072' },
    });
    expect(store.notifications.cardPickerHint).toBe('SELECT_ANOTHER_CARD');
    expect(store.notifications.isContentHidden).toBe(false);
    expect(store.changes.pendingSignature).toBeUndefined();
  });

  it('turns a customer without cards into MESSAGE_FED001_0001, hiding the content, as information without a code', async () => {
    const app = await appOnSandbox(started.url, 'emma');
    const store = app.store();
    await app.cardLoader().load();
    expect(store.notifications.error).toMatchObject({ recoverable: false, error: { code: 'MESSAGE_FED001_0001' } });
    expect(store.notifications.notification).toMatchObject({
      type: 'info',
      title: { key: 'title:MESSAGE_FED001_0001', fallbackKey: 'somethingWentWrong' },
    });
    expect(store.notifications.notification?.code).toBeUndefined();
    expect(store.notifications.isContentHidden).toBe(true);
    expect(store.cards.list).toEqual([]);
  });
});
