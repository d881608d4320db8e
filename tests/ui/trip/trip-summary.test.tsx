/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { formatEuro, LANGUAGES, localeOf, serviceError, type IsoDate, type Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { TripDraft } from '../../../ui/trip/trip-draft';
import TripSummaryScreen from '../../../ui/trip/trip-summary.screen';
import { aCard } from '../../support/builders/card';
import { fakeWorld } from '../../support/fakes/fake-world';
import { bindLazyScreens } from '../../support/screens/lazy-bindings';
import { renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Issue 35: the summary before the signature. Today is Monday 23 November 2026; the trip is
// Saturday 5 to Sunday 13 December, outside Europe, with higher payment and withdrawal limits.

const PATH = '/going-abroad-summary';
const PLAN = '/going-abroad';

beforeAll(fillJsdomGaps);

type Wishes = { readonly POS?: number; readonly ATM?: number };

async function open(language: Language, options: { readonly basket?: boolean; readonly wishes?: Wishes } = {}) {
  const environment = options.basket
    ? { ...DEFAULT_ENVIRONMENT, changeBasketPath: '/apis/payment-instruments/v2/{paymentInstrumentId}/change-baskets' }
    : { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined };
  const world = fakeWorld([aCard().build()], undefined, { environment });
  await bindLazyScreens(world.container);
  await world.cardLoader.load();
  const draft = world.container.get(TripDraft);
  draft.forCard(world.app.cards.selectedId!);
  draft.chooseDestination('outsideEurope');
  draft.chooseDays('2026-12-05' as IsoDate, '2026-12-13' as IsoDate);
  for (const [limitType, amount] of Object.entries(options.wishes ?? {}) as ['POS' | 'ATM', number][])
    draft.wishLimit(limitType, { text: String(amount), amount, valid: true });
  return {
    world,
    ...(await renderScreen(language, world, PATH, { [PATH]: <TripSummaryScreen />, [PLAN]: <p>plan</p> })),
  };
}

describe.each(LANGUAGES)('going abroad, the summary (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;
  const perDay = (amount: number) =>
    // As Testing Library reads a text: the number format's no-break spaces as spaces.
    texts.overview.settings.perDay.replace('{{amount}}', formatEuro(amount, localeOf(language))).replace(/\s+/g, ' ');
  const change = (setting: 'REGION' | 'POS' | 'ATM') =>
    within(screen.getByRole('heading', { name: words.plan.setting[setting] }).closest('li')!);

  it('shows each setting before and after, the limits first, and says World waits for the signature', async () => {
    const { container, missingKeys } = await open(language, { wishes: { POS: 4000, ATM: 1000 } });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([words.plan.setting.ATM, words.plan.setting.POS, words.plan.setting.REGION]);
    expect(change('POS').getByText(perDay(2500))).toBeTruthy();
    expect(change('POS').getByText(perDay(4000), { exact: false })).toBeTruthy();
    expect(change('ATM').getByText(perDay(500))).toBeTruthy();
    expect(change('REGION').getByText(texts.generic.regions.EUR)).toBeTruthy();
    expect(change('REGION').getByText(texts.generic.regions.WORLD, { exact: false })).toBeTruthy();
    expect(screen.getByText(words.summary.regionAfterSigning)).toBeTruthy();
    // The destination inside the sentence, its proper name as written: "outside Europe", "buiten Europa".
    const opening = words.summary.trip.split('{{destination}}')[0]!;
    const trip = screen.getByText((content) => content.startsWith(opening));
    expect(trip.textContent).toContain(words.summary.destination.outsideEurope);
    expect(trip.textContent).toContain(language === 'nl' ? 'buiten Europa' : 'outside Europe');
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('without the bank’s basket, says the two limits are signed in turn, 1 of 2 then 2 of 2', async () => {
    await open(language, { wishes: { POS: 4000, ATM: 1000 } });
    expect(screen.getByText(words.summary.signing.inTurn.replaceAll('{{count}}', '2'))).toBeTruthy();
  });

  it('with the basket, says both limits are signed in one go', async () => {
    await open(language, { basket: true, wishes: { POS: 4000, ATM: 1000 } });
    expect(screen.getByText(words.summary.signing.once_other.replace('{{count}}', '2'))).toBeTruthy();
  });

  it('one higher limit: says World follows its signature without speaking of limits in the plural', async () => {
    await open(language, { wishes: { ATM: 1000 } });
    expect(screen.getByText(words.summary.signing.once_one)).toBeTruthy();
    expect(screen.getByText(words.summary.regionAfterSigning).textContent).not.toMatch(/limieten|limits/);
  });

  it('World alone needs no signature, and is not said to wait for one', async () => {
    await open(language);
    expect(screen.getByText(words.summary.signing.none)).toBeTruthy();
    expect(screen.queryByText(words.summary.regionAfterSigning)).toBeNull();
  });

  it('without a trip to sum up, says so and leads back to the plan', async () => {
    const world = fakeWorld([aCard().build()]);
    await bindLazyScreens(world.container);
    await world.cardLoader.load();
    const { user, where } = await renderScreen(language, world, PATH, {
      [PATH]: <TripSummaryScreen />,
      [PLAN]: <p>plan</p>,
    });
    expect(screen.getByText(words.summary.noTrip)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.summary.toPlan }));
    await waitFor(() => expect(where.current).toBe(PLAN));
  });

  it('Confirm makes the first limit and goes to sign it, 1 of 2, with what follows kept for after the signature', async () => {
    const { user, where, world } = await open(language, { wishes: { POS: 4000, ATM: 1000 } });
    await user.click(screen.getByRole('button', { name: words.summary.confirm }));
    await waitFor(() => expect(where.current).toBe('/signing'));
    expect(world.limits.callsOf('createTemporary')).toHaveLength(1);
    expect(world.regions.calls).toEqual([]);
    const trip = world.app.changes.pendingSignature?.trip;
    expect([trip?.signature, trip?.signatures, trip?.waiting.map((step) => step.kind)]).toEqual([
      1,
      2,
      ['createLimit', 'createRegion'],
    ]);
  });

  it('World alone is made at once: the overview follows with the trip’s success', async () => {
    const { user, where, world } = await open(language);
    await user.click(screen.getByRole('button', { name: words.summary.confirmWithoutSigning }));
    await waitFor(() => expect(where.current).toBe('/card-management'));
    expect(world.regions.callsOf('createTemporary')).toHaveLength(1);
    expect(await screen.findByText(texts.notification.success.tripSet.content)).toBeTruthy();
  });

  it('refused because the same trip was set meanwhile (another tab): no failure, says it is confirmed with what the card holds', async () => {
    const { user, where, world } = await open(language);
    const id = world.cards.cards[0]!.paymentInstrumentId;
    world.cards.cards = [
      aCard().withId(id).withTemporaryRegion({ startDate: '2026-12-04', endDate: '2026-12-14' }).build(),
    ];
    world.regions.failNext('createTemporary', serviceError('TEMPORARY_GEO_PROFILE_OVERLAPS'));
    await user.click(screen.getByRole('button', { name: words.summary.confirmWithoutSigning }));
    expect(await screen.findByText(words.summary.confirmed)).toBeTruthy();
    expect(screen.getByText(texts.overview.trips.world)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(words.summary.noTrip)).toBeNull();
    expect(where.current).toBe(PATH);
  });

  // Reading 103: the bank took the first limit, its answer lost on the way; the card read anew has it waiting.
  it('the first limit taken though its answer was lost: on to its signature, with what follows kept', async () => {
    const { user, where, world } = await open(language, { wishes: { POS: 4000, ATM: 1000 } });
    const id = world.cards.cards[0]!.paymentInstrumentId;
    world.limits.failNext('createTemporary', serviceError('NETWORK_UNAVAILABLE'));
    world.cards.cards = [
      aCard()
        .withId(id)
        .withDescribedLimitChange('ATM', {
          operationType: 'newTemporaryATMLimit',
          limitValue: 1000,
          startDate: '2026-12-05',
          endDate: '2026-12-13',
        })
        .build(),
    ];
    await user.click(screen.getByRole('button', { name: words.summary.confirm }));
    await waitFor(() => expect(where.current).toBe('/signing'));
    const pending = world.app.changes.pendingSignature;
    expect(pending?.signItem.tpsId).toBe('tps-waiting');
    expect([pending?.trip?.signature, pending?.trip?.waiting.map((step) => step.kind)]).toEqual([
      1,
      ['createLimit', 'createRegion'],
    ]);
    expect(screen.queryByText(texts.actionFailure.notDone.save)).toBeNull();
  });

  it('its answer lost and nothing taken (nothing waits on the card): nothing was saved, with Try again', async () => {
    const { user, where, world } = await open(language, { wishes: { POS: 4000 } });
    world.limits.failNext('createTemporary', serviceError('REQUEST_TIMEOUT'));
    await user.click(screen.getByRole('button', { name: words.summary.confirm }));
    expect(await screen.findByText(texts.actionFailure.notDone.save)).toBeTruthy();
    expect(where.current).toBe(PATH);
    expect(world.app.changes.pendingSignature).toBeUndefined();
  });

  it('a bank failure on the first call says nothing was saved, with Try again, and stays', async () => {
    const { user, where, world } = await open(language, { wishes: { POS: 4000 } });
    world.limits.failNext('createTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await user.click(screen.getByRole('button', { name: words.summary.confirm }));
    expect(await screen.findByText(texts.actionFailure.notDone.save)).toBeTruthy();
    expect(where.current).toBe(PATH);
    await user.click(screen.getByRole('button', { name: texts.actionFailure.tryAgain }));
    await waitFor(() => expect(where.current).toBe('/signing'));
  });
});
