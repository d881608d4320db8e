/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '../../../domain/index';
import { ShellPresenter } from '../../../ui/shell/shell.presenter';
import { AppStore } from '../../../ui/store/app-store';
import { aCard } from '../../support/builders/card';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

// Issue 33, item 5: the language switch is a page load; from an editor it keeps the screen and
// the form as typed in session storage for that hop, and the new page opens the editor with it.

describe.each(LANGUAGES)('the language switch inside an editor (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const amount = () => screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;

  it('comes back to the payment limit editor with what was typed, on the same card', async () => {
    const store = new InMemorySessionStore();
    store.keepSelectedCardId('card-b');
    store.keepAddressChangeReturn({
      route: '/edit-payment-limit',
      paymentInstrumentId: 'card-b',
      form: { durationType: 'temporarily', option: 'onlyToday', value: 700 },
    });
    const app = await renderApp([aCard().withId('card-a').build(), aCard().withId('card-b').build()], {
      language,
      entry: '/edit-payment-limit',
      sessionStore: store,
    });
    await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title });
    const temporarily = (await screen.findByRole('radio', {
      name: texts.editLimits.duration.temporarily,
    })) as HTMLInputElement;
    expect(temporarily.checked).toBe(true);
    expect(amount().value).toBe('700');
    expect((screen.getByRole('combobox', { name: texts.editLimits.howLongActive }) as HTMLSelectElement).value).toBe(
      'onlyToday',
    );
    expect(app.location().pathname).toBe('/edit-payment-limit');
    expectNoRawKeys(document.body);
  });

  it('restores nothing it cannot read: each field only when it is what it says', async () => {
    const store = new InMemorySessionStore();
    store.keepSelectedCardId('card-a');
    store.keepAddressChangeReturn({
      route: '/edit-payment-limit',
      paymentInstrumentId: 'card-a',
      form: { durationType: 'sometimes', option: '<b>', value: 'lots', start: '2026-13-45' },
    });
    await renderApp([aCard().withId('card-a').build()], {
      language,
      entry: '/edit-payment-limit',
      sessionStore: store,
    });
    await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title });
    const radios = (await screen.findAllByRole('radio')) as HTMLInputElement[];
    expect(radios.every((radio) => !radio.checked)).toBe(true);
    expect(amount().value).toBe('');
  });

  it('hands the editor’s form to the switch, which keeps it for the page load', async () => {
    const store = new InMemorySessionStore();
    store.keepSelectedCardId('card-a');
    store.keepAddressChangeReturn({ route: '/edit-payment-limit', paymentInstrumentId: 'card-a' });
    const app = await renderApp([aCard().withId('card-a').build()], {
      language,
      entry: '/edit-payment-limit',
      sessionStore: store,
    });
    await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title });
    await screen.findByRole('textbox', { name: texts.widgets.limitSlider.amount });
    await userEvent.clear(amount());
    await userEvent.type(amount(), '2750');
    expect(app.world.container.get(AppStore).draft).toEqual({
      route: '/edit-payment-limit',
      form: expect.objectContaining({ value: 2750 }),
    });
  });

  it('from the editor, the switch keeps its screen and form; from the overview, nothing', async () => {
    const store = new InMemorySessionStore();
    store.keepSelectedCardId('card-a');
    store.keepAddressChangeReturn({ route: '/edit-payment-limit', paymentInstrumentId: 'card-a' });
    const app = await renderApp([aCard().withId('card-a').build()], {
      language,
      entry: '/edit-payment-limit',
      sessionStore: store,
    });
    await screen.findByRole('textbox', { name: texts.widgets.limitSlider.amount });
    await userEvent.clear(amount());
    await userEvent.type(amount(), '1234');
    const { navigation } = app.world;
    navigation.address = { pathname: '/nl/betaalpassen/', search: '', hash: '#/edit-payment-limit' };
    app.world.container.get(ShellPresenter).switchLanguage('en');
    expect(navigation.left).toEqual(['/en/debit-cards/#/edit-payment-limit']);
    expect(store.addressChangeReturn()).toEqual({
      route: '/edit-payment-limit',
      paymentInstrumentId: 'card-a',
      form: expect.objectContaining({ value: 1234 }),
    });
    store.clearAddressChangeReturn();
    navigation.address = { pathname: '/nl/betaalpassen/', search: '', hash: '#/card-management' };
    app.world.container.get(ShellPresenter).switchLanguage('en');
    expect(store.addressChangeReturn()).toBeUndefined();
  });
});
