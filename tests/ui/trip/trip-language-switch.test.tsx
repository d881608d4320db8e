/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatAmount, LANGUAGES, localeOf } from '../../../domain/index';
import { ShellPresenter } from '../../../ui/shell/shell.presenter';
import { aCard } from '../../support/builders/card';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Issue 33, item 5, for "Going abroad": the language switch is a page load. From the trip's plan
// or summary it keeps the trip's answers for that hop, as it keeps an editor's form; the amounts
// go as numbers and come back in the new page's format. Today is Monday 23 November 2026.

const PLAN = '/going-abroad';
const SUMMARY = '/going-abroad-summary';
const CANCEL = '/cancel-trip';
const TRIP = { destination: 'outsideEurope', firstDay: '2026-12-05', lastDay: '2026-12-13', POS: 4000, ATM: 1000 };

beforeAll(fillJsdomGaps);

function storeWith(route: string, form: Readonly<Record<string, unknown>>, card = 'card-b') {
  const store = new InMemorySessionStore();
  store.keepSelectedCardId(card);
  store.keepAddressChangeReturn({ route, paymentInstrumentId: 'card-b', form });
  return store;
}

const cards = () => [aCard().withId('card-a').build(), aCard().withId('card-b').build()];

/** Card b with a trip of its own, as the bank holds it: World and a payment limit sharing 4 to 14 December. */
const cardsWithTrip = () => {
  const DATES = { startDate: '2026-12-04', endDate: '2026-12-14' };
  const withTrip = aCard()
    .withId('card-b')
    .withTemporaryLimit('POS', { limitValue: 4000, ...DATES })
    .withTemporaryRegion({ geoProfile: 'WORLD', ...DATES });
  return [aCard().withId('card-a').build(), withTrip.build()];
};

describe.each(LANGUAGES)('the language switch on the trip (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;
  const locale = localeOf(language);
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

  it('comes back to the plan with the trip as it was, the amounts in this page’s format', async () => {
    const app = await renderApp(cards(), { language, entry: PLAN, sessionStore: storeWith(PLAN, TRIP) });
    await screen.findByRole('heading', { level: 1, name: texts.routes.goingAbroad.title });
    await screen.findByRole('group', { name: words.destination.legend });
    expect(radio(words.destination.outsideEurope).checked).toBe(true);
    expect(field(words.days.firstDay).value).not.toBe('');
    expect(field(words.days.lastDay).value).not.toBe('');
    expect(field(words.limits.POS).value).toBe(formatAmount(4000, locale));
    expect(field(words.limits.ATM).value).toBe(formatAmount(1000, locale));
    const plan = screen.getByRole('region', { name: words.plan.title });
    expect(within(plan).queryByText(words.plan.waiting)).toBeNull();
    expect(app.location().pathname).toBe(PLAN);
    expectNoRawKeys(document.body);
  });

  it('Back from the summary after the switch returns to the plan the switch landed on, the trip as answered', async () => {
    const app = await renderApp(cards(), { language, entry: PLAN, sessionStore: storeWith(PLAN, TRIP) });
    await screen.findByRole('group', { name: words.destination.legend });
    await userEvent.click(screen.getByRole('button', { name: words.continue }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.goingAbroadSummary.title });

    await app.history(-1);
    await screen.findByRole('heading', { level: 1, name: texts.routes.goingAbroad.title });
    expect(app.location().pathname).toBe(PLAN);
    expect(radio(words.destination.outsideEurope).checked).toBe(true);
    expect(field(words.limits.POS).value).toBe(formatAmount(4000, locale));
    await app.history(1);
    await screen.findByRole('heading', { level: 1, name: texts.routes.goingAbroadSummary.title });
    expect(app.location().pathname).toBe(SUMMARY);
  });

  it('comes back to the summary with the trip to confirm', async () => {
    await renderApp(cards(), { language, entry: SUMMARY, sessionStore: storeWith(SUMMARY, TRIP) });
    await screen.findByRole('heading', { level: 1, name: texts.routes.goingAbroadSummary.title });
    expect(await screen.findByRole('button', { name: words.summary.confirm })).toBeTruthy();
  });

  it('comes back to the cancel screen with the card’s trip', async () => {
    await renderApp(cardsWithTrip(), {
      language,
      entry: CANCEL,
      sessionStore: storeWith(CANCEL, {}),
    });
    await screen.findByRole('heading', { level: 1, name: texts.routes.cancelTrip.title });
    expect(await screen.findByRole('button', { name: words.cancelTrip.confirm })).toBeTruthy();
  });

  it.each([
    ['the confirmed trip', { firstDay: '2026-12-05', lastDay: '2026-12-13' }, 'confirmed'],
    ['nothing of days it cannot read', { firstDay: '2026-12-13', lastDay: '2026-12-05' }, 'noTrip'],
  ] as const)('comes back to the summary after Confirm with %s', async (_what, confirmed, said) => {
    await renderApp(cardsWithTrip(), {
      language,
      entry: SUMMARY,
      sessionStore: storeWith(SUMMARY, { confirmed }),
    });
    expect(await screen.findByText(words.summary[said])).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.summary.confirm })).toBeNull();
  });

  it('restores nothing it cannot read, and nothing of another card', async () => {
    const tampered = { destination: 'moon', firstDay: '2026-13-45', lastDay: 'soon', POS: -5, ATM: '1000' };
    await renderApp(cards(), { language, entry: PLAN, sessionStore: storeWith(PLAN, tampered) });
    await screen.findByRole('group', { name: words.destination.legend });
    expect(radio(words.destination.outsideEurope).checked).toBe(false);
    expect(radio(words.destination.insideEurope).checked).toBe(false);
    expect(field(words.days.firstDay).value).toBe('');
    expect(field(words.limits.POS).value).toBe('');
    expect(field(words.limits.ATM).value).toBe('');
  });

  it('does not give one card’s trip to another', async () => {
    await renderApp(cards(), { language, entry: PLAN, sessionStore: storeWith(PLAN, TRIP, 'card-a') });
    await screen.findByRole('group', { name: words.destination.legend });
    expect(radio(words.destination.outsideEurope).checked).toBe(false);
    expect(field(words.limits.POS).value).toBe('');
  });

  it('carries an amount above the highest, refused, and says so again on the new page', async () => {
    const store = storeWith(PLAN, {}, 'card-b');
    const app = await renderApp(cards(), { language, entry: PLAN, sessionStore: store });
    await screen.findByRole('group', { name: words.destination.legend });
    await userEvent.type(field(words.limits.POS), '99999');
    const { navigation } = app.world;
    navigation.address = { pathname: '/', search: '', hash: `#${PLAN}` };
    app.world.container.get(ShellPresenter).switchLanguage(language === 'nl' ? 'en' : 'nl');
    const form = store.addressChangeReturn()?.form;
    expect(form).toEqual(expect.objectContaining({ POS: 99999 }));
    app.unmount();

    const next = await renderApp(cards(), {
      language,
      entry: PLAN,
      sessionStore: storeWith(PLAN, { ...TRIP, POS: 99999 }),
    });
    await screen.findByRole('group', { name: words.destination.legend });
    expect(field(words.limits.POS).value).toBe(formatAmount(99999, locale));
    expect(field(words.limits.POS).getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: words.continue }));
    expect(next.location().pathname).toBe(PLAN);
  });

  it('hands the trip as answered to the switch, which keeps it for the page load', async () => {
    const store = storeWith(PLAN, {}, 'card-b');
    const app = await renderApp(cards(), { language, entry: PLAN, sessionStore: store });
    await screen.findByRole('group', { name: words.destination.legend });
    await userEvent.click(radio(words.destination.insideEurope));
    await userEvent.type(field(words.limits.ATM), '750');
    const { navigation } = app.world;
    const [from, to] = language === 'nl' ? ['/nl/betaalpassen/', 'en'] : ['/en/debit-cards/', 'nl'];
    navigation.address = { pathname: from, search: '', hash: `#${PLAN}` };
    app.world.container.get(ShellPresenter).switchLanguage(to);
    expect(navigation.left).toEqual([`${to === 'en' ? '/en/debit-cards/' : '/nl/betaalpassen/'}#${PLAN}`]);
    expect(store.addressChangeReturn()).toEqual({
      route: PLAN,
      paymentInstrumentId: 'card-b',
      form: expect.objectContaining({ destination: 'insideEurope', ATM: 750, POS: undefined }),
    });
  });
});
