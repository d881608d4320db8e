/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, LANGUAGES, serviceError } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp, type RenderedApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 112: SUBJECT_NOT_ALLOWED (no rights on the chosen card) says "choose another card in the
// list". Only the overview has that list; every other screen shows the card locked (the editors,
// replace, the trip's screens) or not at all (signing), so there the notice says to go back to the
// overview and choose there. The bank withdrew the rights after the card was loaded: it still lists
// the card, and refuses its details and any change of it.

beforeAll(fillJsdomGaps);

const REFUSED = serviceError('SUBJECT_NOT_ALLOWED');

/** From now on the bank refuses card `id`'s details, as it does those of a card the customer may only list. */
function withdrawRights(app: RenderedApp, id: string): void {
  const { cards } = app.world;
  const details = cards.details.bind(cards);
  cards.details = (paymentInstrumentId) => {
    if (paymentInstrumentId !== id) return details(paymentInstrumentId);
    cards.calls.push({ method: 'details', args: [paymentInstrumentId] });
    return Promise.resolve(fail(REFUSED));
  };
}

describe.each(LANGUAGES)('SUBJECT_NOT_ALLOWED where no card can be chosen (reading 112, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const chooseInList = texts.errorMessages['message:SUBJECT_NOT_ALLOWED'];
  const backToOverview = texts.errorMessages['message:SUBJECT_NOT_ALLOWED:withoutPicker'];
  const button = (name: string) => screen.getByRole('button', { name });
  const tile = async (title: string) => userEvent.click(await screen.findByRole('link', { name: new RegExp(title) }));
  const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

  const amountField = () => screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;

  /** In a limit editor: `typed` as the amount, the rights withdrawn, then Save, which the bank refuses. */
  async function saveRefused(app: RenderedApp, typed: string) {
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), typed);
    withdrawRights(app, 'a');
    app.world.limits.failNext('changeDefault', REFUSED);
    await userEvent.click(button(texts.generic.buttons.save));
  }

  /** The notice says to go back to the overview, never to use a list the screen does not offer. */
  async function expectSentToOverview(app: RenderedApp) {
    expect((await screen.findByRole('alert')).textContent).toContain(backToOverview);
    expect(document.body.textContent).not.toContain(chooseInList);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  }

  it('the payment limit editor: Save refused sends to the overview and keeps the amount typed; there, another card', async () => {
    const app = await renderApp([aCard().withId('a').build(), aCard().withId('b').build()], { language });
    await tile(texts.overview.settings.payment.title);
    await heading(texts.routes.editPaymentLimit.title);
    await userEvent.click(screen.getByRole('radio', { name: texts.editLimits.duration.continuously }));
    await saveRefused(app, '3000');
    await expectSentToOverview(app);
    // Nothing typed is lost before the customer leaves: the form stays, and leaving asks first.
    await waitFor(() => expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('3000'));
    expect(button(texts.generic.buttons.save)).toBeTruthy();
    await userEvent.click(button(texts.generic.buttons.cancel));
    const question = screen.getByRole('dialog', { name: texts.cancelModal.editPaymentLimit.title });
    await userEvent.click(within(question).getByRole('button', { name: texts.generic.buttons.yes }));
    await heading(texts.routes.cardManagement.title);
    // The overview's picker is there to use: its own words, and its hint.
    const picker = (await screen.findByRole('combobox', { name: texts.overview.picker.label })) as HTMLSelectElement;
    expect(picker.disabled).toBe(false);
    expect((await screen.findByRole('alert')).textContent).toContain(chooseInList);
    expect(screen.getByText(texts.errorMessages['message:SELECT_ANOTHER_CARD'])).toBeTruthy();
    await userEvent.selectOptions(picker, 'b');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(document.body.textContent).not.toContain(chooseInList);
  });

  it('the overview, its picker there: Block refused says to choose another card in the list, the card still shown', async () => {
    const app = await renderApp([aCard().withId('a').build(), aCard().withId('b').build()], { language });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.block }));
    withdrawRights(app, 'a');
    app.world.cards.failNext('block', REFUSED);
    const question = screen.getByRole('dialog', { name: texts.overview.blockModal.title });
    await userEvent.click(within(question).getByRole('button', { name: texts.overview.blockModal.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain(chooseInList);
    expect(document.body.textContent).not.toContain(backToOverview);
    expect(screen.getByText(texts.errorMessages['message:SELECT_ANOTHER_CARD'])).toBeTruthy();
    // Not read anew only to be refused again: the card stays as the customer saw it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: texts.overview.actions.block })).toBeTruthy();
    expect(app.world.cards.callsOf('details')).toHaveLength(1);
  });

  it('the online limit editor, its picker disabled: Save refused sends to the overview', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await tile(texts.overview.settings.ecommerce.title);
    await heading(texts.routes.editEcommerceLimit.title);
    await saveRefused(app, '750');
    await expectSentToOverview(app);
    expect((screen.getByRole('combobox', { name: texts.overview.picker.label }) as HTMLSelectElement).disabled).toBe(
      true,
    );
    expect(amountField().value).toBe('750');
  });

  it('the region editor: Save refused sends to the overview, World still chosen', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await tile(texts.overview.settings.region.title);
    await userEvent.click(await screen.findByRole('radio', { name: texts.generic.regions.WORLD }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('radio', { name: texts.editRegion.duration.continuously }));
    withdrawRights(app, 'a');
    app.world.regions.failNext('changeDefault', REFUSED);
    await userEvent.click(button(texts.generic.buttons.save));
    await expectSentToOverview(app);
    expect((screen.getByRole('radio', { name: texts.generic.regions.WORLD }) as HTMLInputElement).checked).toBe(true);
  });

  it('the replace screen: the order refused sends to the overview, the reason still chosen', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
    const reason = () => screen.getByRole('combobox', { name: texts.replaceCard.reason.label }) as HTMLSelectElement;
    await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }, { timeout: 5000 });
    await userEvent.selectOptions(reason(), 'DEFECT');
    withdrawRights(app, 'a');
    app.world.reissue.failNext('request', REFUSED);
    await userEvent.click(button(texts.replaceCard.submit));
    await expectSentToOverview(app);
    expect(reason().value).toBe('DEFECT');
  });

  it("the trip's summary: Confirm refused sends to the overview, the trip still to confirm", async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    const words = texts.trip;
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.trip.button }));
    await userEvent.click(await screen.findByRole('radio', { name: words.destination.outsideEurope }));
    await userEvent.type(screen.getByRole('textbox', { name: words.days.firstDay }), '05122026');
    await userEvent.type(screen.getByRole('textbox', { name: words.days.lastDay }), '13122026');
    await userEvent.click(button(words.continue));
    const confirm = await screen.findByRole('button', { name: words.summary.confirmWithoutSigning }, { timeout: 5000 });
    withdrawRights(app, 'a');
    app.world.regions.failNext('createTemporary', REFUSED);
    await userEvent.click(confirm);
    await expectSentToOverview(app);
    expect(button(words.summary.confirmWithoutSigning)).toBeTruthy();
  });

  it('the signing page, which shows no card: the widget refused sends to the overview', async () => {
    const app = await renderApp([aCard().withId('a').build()], {
      language,
      environment: { ...DEFAULT_ENVIRONMENT, changeBasketPath: undefined },
    });
    await tile(texts.overview.settings.ecommerce.title);
    await heading(texts.routes.editEcommerceLimit.title);
    const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount });
    await userEvent.clear(amount);
    await userEvent.type(amount, '750');
    await userEvent.click(button(texts.generic.buttons.save));
    await waitFor(() => expect(app.world.signing.requests).toHaveLength(1));
    await act(async () => app.world.signing.decide(fail(REFUSED)));
    await expectSentToOverview(app);
    expect(button(texts.signing.backToOverview)).toBeTruthy();
  });
});
