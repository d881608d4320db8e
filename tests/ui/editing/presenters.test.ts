import type { IsoDate, PaymentInstrument } from '../../../domain/index';
import { abortedError } from '../../../application/errors/aborted';
import { EcommerceLimitPresenter } from '../../../ui/limits/ecommerce-limit.presenter';
import { PaymentLimitPresenter, WithdrawalLimitPresenter } from '../../../ui/limits/limit-presenter-tokens';
import type { SpendingLimitPresenter } from '../../../ui/limits/spending-limit.presenter';
import type { SpendingLimitViewModel } from '../../../ui/limits/spending-limit-view';
import { RegionPresenter } from '../../../ui/region/region.presenter';
import type { RegionViewModel } from '../../../ui/region/region-view';
import { SigningPresenter } from '../../../ui/signing/signing.presenter';
import { aCard } from '../../support/builders/card';
import { editorWorld } from '../../support/screens/render-screen';
import { changeRegion } from '../../support/screens/screen-actions';

// The presenters from the real container with the fake ports, asserting on their view models:
// what the screens cannot show through jsdom (the pickers' windows) and how they are bound.

const d = (text: string) => text as IsoDate;
const allowed = { earliestStartDate: '2026-11-25', latestStartDate: '2027-03-01', maxPeriod: 30 };

type Editor<T> = Extract<T, { kind: 'editor' }>;
const editor = <T extends { kind: string }>(view: T): Editor<T> => {
  expect(view.kind).toBe('editor');
  return view as Editor<T>;
};

describe("the editors' presenters", () => {
  it('are transient: every mounted screen gets a fresh one with a fresh form', async () => {
    const world = await editorWorld(aCard().build());
    for (const token of [
      EcommerceLimitPresenter,
      PaymentLimitPresenter,
      WithdrawalLimitPresenter,
      RegionPresenter,
      SigningPresenter,
    ]) {
      expect(world.container.get<object>(token)).not.toBe(world.container.get<object>(token));
    }
    expect(world.container.get<SpendingLimitPresenter>(PaymentLimitPresenter).limitType).toBe('POS');
    expect(world.container.get<SpendingLimitPresenter>(WithdrawalLimitPresenter).limitType).toBe('ATM');
  });

  it("track the page view when shown, and load the card only when the overview's load was cut short", async () => {
    const world = await editorWorld(aCard().withId('card-a').build());
    const detailsBefore = world.cards.callsOf('details').length;
    await world.container.get(RegionPresenter).load();
    expect(world.analytics.pageViews.at(-1)).toBe('/edit-region');
    expect(world.cards.callsOf('details').length).toBe(detailsBefore);

    await world.cardLoader.select('card-a');
    world.cards.failNext('details', abortedError());
    await world.cardLoader.reloadSelected();
    expect(world.app.cards.selected).toBeUndefined();
    const presenter = world.container.get(EcommerceLimitPresenter);
    expect(presenter.viewModel.kind).toBe('loading');
    await presenter.load();
    expect(editor(presenter.viewModel).value).toBe(500);
  });

  it('load the card again when it changed since the overview loaded it (opened with Back before the overview had it again)', async () => {
    const world = await editorWorld(aCard().withId('card-a').build());
    expect(await changeRegion(world.container, { region: 'WORLD', durationType: 'continuously' })).toBe(
      '/card-management',
    );
    world.cards.cards = [aCard().withId('card-a').withDefaultRegion('WORLD').build()];
    const detailsBefore = world.cards.callsOf('details').length;
    const presenter = world.container.get(RegionPresenter);
    await presenter.load();
    expect(world.cards.callsOf('details').length).toBe(detailsBefore + 1);
    expect(world.app.cards.outdated).toBe(false);
    expect(editor(presenter.viewModel).region?.value).toBe('WORLD');
  });

  it('open without what the previous screen said: its success notification or its error', async () => {
    const world = await editorWorld(aCard().build());
    for (const token of [EcommerceLimitPresenter, PaymentLimitPresenter, WithdrawalLimitPresenter, RegionPresenter]) {
      world.app.notifications.notify({
        type: 'positive',
        title: { scope: 'notifications', key: 'changedDefaultGeoProfile' },
        content: { scope: 'notifications', key: 'changedDefaultGeoProfile' },
      });
      await world.container.get<{ load(): Promise<void> }>(token).load();
      expect(world.app.notifications.notification).toBeUndefined();
      world.app.notifications.showError(new Error('the overview failed'));
      expect(world.app.notifications.error).toBeDefined();
      await world.container.get<{ load(): Promise<void> }>(token).load();
      expect([world.app.notifications.error, world.app.notifications.notification]).toEqual([undefined, undefined]);
    }
  });

  it('say there is nothing to edit, and why, when the card has no such limit or no region', async () => {
    const card: PaymentInstrument = aCard().build();
    const noWithdrawal = await editorWorld({
      ...card,
      limits: card.limits!.filter((limit) => limit.limitType !== 'ATM'),
    });
    const withdrawal = noWithdrawal.container.get<SpendingLimitPresenter>(WithdrawalLimitPresenter);
    await withdrawal.load();
    expect(withdrawal.viewModel).toEqual({ kind: 'unavailable' });
    expect(noWithdrawal.app.notifications.error?.error.code).toBe('LIMIT_TYPE_NOT_FOUND');

    const { geoProfile: _geo, ...withoutRegion } = card;
    const noRegion = await editorWorld(withoutRegion);
    const region = noRegion.container.get(RegionPresenter);
    await region.load();
    expect(region.viewModel).toEqual({ kind: 'unavailable' });
    expect(noRegion.app.notifications.error?.error.code).toBe('GEO_PROFILE_MISSING');
  });
});

describe("the date pickers' windows", () => {
  it('limits: the start offers the window; the end runs to latestStartDate, then from the start to start + maxPeriod', async () => {
    const world = await editorWorld(aCard().withLimit('POS', { allowedTemporaryLimitDates: allowed }).build());
    const presenter = world.container.get<SpendingLimitPresenter>(PaymentLimitPresenter);
    presenter.chooseDuration('temporarily');
    presenter.period.chooseOption('period');
    const period = () => editor<SpendingLimitViewModel>(presenter.viewModel).period!;
    expect(period().start?.bounds).toEqual({ min: d('2026-11-25'), max: d('2027-03-01') });
    expect(period().end?.bounds).toEqual({ min: d('2026-11-25'), max: d('2027-03-01') });
    presenter.period.chooseStart(d('2026-12-01'));
    expect(period().end?.bounds).toEqual({ min: d('2026-12-01'), max: d('2026-12-31') });
  });

  it('region: the same rule for the end maximum (section 2.6)', async () => {
    const card = aCard().build();
    const world = await editorWorld({
      ...card,
      geoProfile: { ...card.geoProfile!, allowedTemporaryGeoProfileDates: allowed },
    });
    const presenter = world.container.get(RegionPresenter);
    presenter.chooseRegion('WORLD');
    presenter.chooseDuration('temporarily');
    presenter.period.chooseOption('period');
    const period = () => editor<RegionViewModel>(presenter.viewModel).period!;
    expect(period().end?.bounds.max).toBe(d('2027-03-01'));
    presenter.period.chooseStart(d('2027-02-26'));
    expect(period().end?.bounds).toEqual({ min: d('2027-02-26'), max: d('2027-03-28') });
  });
});
