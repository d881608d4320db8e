/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError, type Language } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { businessPage } from '../support/holder-pages';
import { renderApp, type AppOptions, type RenderedApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 99 for "Going abroad" (stop 55): on a business page the card may be another holder's,
// who travels; the customer sets the card up for that trip. Its words say "de reis" / "the trip"
// and "deze pas" / "this card", never "je reis", "je pas", "your trip", "your card". Texts that
// address the customer as the one acting ("Weet je zeker…", "Je ondertekent…") keep "je".
// Today is Monday 23 November 2026.

beforeAll(fillJsdomGaps);

/** The bank without change baskets: each limit is asked and signed in turn. */
const WITHOUT_BASKET = { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined };

/** "Je reis", "je pas", "your trip", "je betaallimiet", "your settings": the card or its trip as the reader's. */
const MINE = /\b(je|jouw|your) (\w+ )?(betaal|opname)?(reis|trip|pas|card|limiet|limit|instellingen|settings)\b/i;

/** The card's trip: World and a payment limit of 4.000, sharing Friday 4 to Monday 14 December. */
const DAYS = { startDate: '2026-12-04', endDate: '2026-12-14' };
const withTrip = () =>
  aCard()
    .withId('card-a')
    .withTemporaryLimit('POS', { limitValue: 4000, ...DAYS })
    .withTemporaryRegion({ geoProfile: 'WORLD', ...DAYS });

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

describe.each(LANGUAGES)('Going abroad’s words for any holder’s card (%s)', (language: Language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;
  const progress = texts.generic.tripProgress;
  const business: AppOptions = { ...businessPage(language), environment: WITHOUT_BASKET };
  const page = () => document.body.textContent ?? '';
  const plan = () => document.querySelector('.trip-plan') as HTMLElement;
  /** Nothing on the page makes the card or its trip the reader's; no key shown raw. */
  const trueForAnyHolder = (app: RenderedApp) => {
    expect(page()).not.toMatch(MINE);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  };
  /** The route's cancel question (the toolbar's Close) says "the trip"; No keeps the screen. */
  async function cancelQuestion(name: 'goingAbroad' | 'goingAbroadSummary' | 'cancelTrip') {
    await userEvent.click(screen.getByRole('button', { name: texts.shell.toolbar.close }));
    const dialog = await screen.findByRole('dialog');
    const question = texts.cancelModal[name];
    expect(within(dialog).getByText(question.holderBody)).toBeTruthy();
    expect(within(dialog).queryByText(question.body)).toBeNull();
    if ('holderTitle' in question) expect(within(dialog).getByText(question.holderTitle)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(MINE);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.generic.buttons.no }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('the trips section, the plan, the summary, and the trip waiting for its signature', async () => {
    const app = await renderApp([withTrip().build()], business);
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: texts.overview.trips.title })).toBeTruthy();
    trueForAnyHolder(app);

    await user.click(screen.getByRole('button', { name: texts.overview.trip.button }));
    expect(await screen.findByText(words.holderIntro)).toBeTruthy();
    expect(screen.getByRole('group', { name: words.destination.holderLegend })).toBeTruthy();
    expect(screen.getByRole('group', { name: words.limits.holderLegend })).toBeTruthy();
    expect(screen.getByText(words.limits.holderHint)).toBeTruthy();
    expect(within(plan()).getByRole('heading', { name: words.plan.holderTitle })).toBeTruthy();
    expect(within(plan()).getByText(words.plan.holderWaiting)).toBeTruthy();
    // Continue unanswered: the error summary and the fields say which question, of "the trip".
    await user.click(screen.getByRole('button', { name: words.continue }));
    expect((await screen.findAllByText(words.unanswered.holderDestination)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(words.unanswered.holderFirstDay).length).toBeGreaterThan(0);
    trueForAnyHolder(app);

    await user.click(screen.getByRole('radio', { name: words.destination.insideEurope }));
    // Saturday 5 to Sunday 13 December: the settings' days move to the working days around them.
    await user.type(screen.getByRole('textbox', { name: words.days.holderFirstDay }), '05122026');
    await user.type(screen.getByRole('textbox', { name: words.days.holderLastDay }), '13122026');
    expect(await within(plan()).findByText(words.plan.kept.holderInsideEurope)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: words.destination.outsideEurope }));
    expect(await within(plan()).findByText(words.plan.kept.holderAlreadyWorld)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: words.limits.holderPOS }), '4000');
    await user.type(screen.getByRole('textbox', { name: words.limits.holderATM }), '1000');
    expect(await within(plan()).findByText(words.plan.kept.alreadySet.holderPOS)).toBeTruthy();
    const weekend = words.plan.adjusted.startDate.holderWeekend.split('{{planned}}')[1]!.split('{{tripDay}}')[0]!;
    expect(within(plan()).getByText(weekend, { exact: false })).toBeTruthy();
    trueForAnyHolder(app);
    await cancelQuestion('goingAbroad');

    await user.click(screen.getByRole('button', { name: words.continue }));
    expect(await screen.findByText(words.summary.holderIntro)).toBeTruthy();
    // The trip's line, its days written out: "De reis: buiten Europa, van …".
    const trip = fill(words.summary.holderTrip.split('{{firstDay}}')[0]!, {
      destination: words.summary.destination.outsideEurope,
    });
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent!.startsWith(trip)),
    ).toBeTruthy();
    expect(screen.getByText(words.summary.holderDuring)).toBeTruthy();
    expect(screen.getByText(words.plan.kept.holderAlreadyWorld)).toBeTruthy();
    trueForAnyHolder(app);
    await cancelQuestion('goingAbroadSummary');

    await user.click(screen.getByRole('button', { name: words.summary.confirm }));
    await waitFor(() => expect(app.location().pathname).toMatch(/\/signing$/));
    expect(await screen.findByText(progress.make.holderSignature)).toBeTruthy();
    trueForAnyHolder(app);
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));
    // Signed later: the bank's card shows the withdrawal limit's change waiting, as the sandbox's does.
    const waiting = { operationType: 'newTemporaryATMLimit', limitValue: 1000, ...DAYS };
    app.world.cards.cards = [withTrip().withDescribedLimitChange('ATM', waiting).build()];
    await act(async () => app.world.signing.decide('sentLater'));
    const notice = (await screen.findByText(progress.make.holderWaits)).closest('.notification') as HTMLElement;
    expect(within(notice).getByText(progress.holderSet)).toBeTruthy();
    expect(within(notice).getByText(progress.make.holderSignature)).toBeTruthy();
    expect(screen.queryByText(progress.make.waits)).toBeNull();
    trueForAnyHolder(app);
  }, 30_000);

  it('the cancel screen, its question, and the cancellation waiting for its signature', async () => {
    const app = await renderApp([withTrip().build()], business);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }));
    const confirm = await screen.findByRole('button', { name: words.cancelTrip.confirm });
    trueForAnyHolder(app);
    await cancelQuestion('cancelTrip');

    await user.click(confirm);
    await waitFor(() => expect(app.location().pathname).toMatch(/\/signing$/));
    expect(await screen.findByText(progress.cancel.holderSignature)).toBeTruthy();
    expect(screen.getByText(progress.step.holderDeleteWorld)).toBeTruthy();
    trueForAnyHolder(app);
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));
    app.world.cards.cards = [withTrip().withPendingLimitChange('POS').build()];
    await act(async () => app.world.signing.decide('sentLater'));
    const notice = (await screen.findByText(progress.cancel.holderWaits)).closest('.notification') as HTMLElement;
    expect(within(notice).getByText(progress.holderSet)).toBeTruthy();
    expect(within(notice).getByText(progress.step.holderDeleteWorld)).toBeTruthy();
    trueForAnyHolder(app);

    // Back to the cancel screen while its cancellation waits: the same notice, in the same words.
    await app.history(-2);
    await waitFor(() => expect(app.location().pathname).toMatch(/\/cancel-trip$/));
    expect(await screen.findByText(progress.cancel.holderWaits)).toBeTruthy();
    expect(screen.queryByText(progress.cancel.waits)).toBeNull();
    trueForAnyHolder(app);
  }, 30_000);

  it('World not deleted after the signature: the signing page and the overview say the rest of the trip', async () => {
    const app = await renderApp([withTrip().build()], business);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }));
    await user.click(await screen.findByRole('button', { name: words.cancelTrip.confirm }));
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));
    app.world.regions.failNext('deleteTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await act(async () => app.world.signing.decide('signed'));
    expect(await screen.findByText(progress.cancel.holderHalfSet)).toBeTruthy();
    trueForAnyHolder(app);

    await user.click(screen.getByRole('button', { name: texts.signing.backToOverview }));
    const unfinished = texts.overview.trip.unfinished.cancel;
    const notice = (await screen.findByText(unfinished.holderTitle)).closest('.notification') as HTMLElement;
    expect(within(notice).getByText(unfinished.holderBody)).toBeTruthy();
    expect(within(notice).getByText(progress.step.holderDeleteWorld)).toBeTruthy();
    trueForAnyHolder(app);
  }, 20_000);

  it('a private page keeps the words that make the trip and the card the reader’s', async () => {
    const app = await renderApp([withTrip().build()], { language, environment: WITHOUT_BASKET });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.overview.trip.button }));
    expect(await screen.findByRole('group', { name: words.destination.legend })).toBeTruthy();
    expect(screen.queryByText(words.holderIntro)).toBeNull();
    await user.click(screen.getByRole('radio', { name: words.destination.outsideEurope }));
    await user.type(screen.getByRole('textbox', { name: words.days.firstDay }), '05122026');
    await user.type(screen.getByRole('textbox', { name: words.days.lastDay }), '13122026');
    expect(await within(plan()).findByText(words.plan.kept.alreadyWorld)).toBeTruthy();
    expect(within(plan()).queryByText(words.plan.kept.holderAlreadyWorld)).toBeNull();
    expect(page()).toMatch(MINE);
    expect(app.missingKeys).toEqual([]);
  }, 20_000);
});
