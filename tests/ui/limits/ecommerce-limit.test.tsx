/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import { formatEuro, LANGUAGES, localeOf, serviceError, type PaymentInstrument } from '../../../domain/index';
import EcommerceLimitScreen from '../../../ui/limits/ecommerce-limit.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { clearViewport, setViewportWidth } from '../widgets/viewport';

const PATH = '/edit-ecommerce-limit';

afterEach(clearViewport);

describe.each(LANGUAGES)('the online limit editor (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const setup = async (card: PaymentInstrument = aCard().withId('card-a').build()) => {
    const world = await editorWorld(card);
    return { world, ...(await renderScreen(language, world, PATH, { [PATH]: <EcommerceLimitScreen /> })) };
  };
  const amount = () => screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;
  const button = (name: string) => screen.getByRole('button', { name });
  const buttonNames = () => screen.getAllByRole('button').map((element) => element.textContent);

  it('shows the card in a disabled picker and the slider at the current limit, 0 to the maximum', async () => {
    const { world, container, missingKeys } = await setup();
    const picker = screen.getByRole('combobox', { name: texts.overview.picker.label }) as HTMLSelectElement;
    expect(picker.disabled).toBe(true);
    // Section 2.3's words, as the overview's picker reads them.
    const passNumber = texts.overview.picker.passNumber.replace('{{passNumber}}', '101');
    expect(picker.selectedOptions[0]?.textContent).toBe(
      `${texts.generic.card.productName}, J. de Vries, NL91 DMBK 0417 1643 00, ${passNumber}`,
    );
    const slider = screen.getByRole('slider', { name: texts.editLimits.ecommerce.sliderLabel }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['0', '5000', '1', '500']);
    expect(amount().value).toBe('500');
    expect(screen.getByText(texts.widgets.limitSlider.min, { exact: false }).textContent).toMatch(/0[,.]00/);
    expect(screen.getByText(texts.widgets.limitSlider.max, { exact: false }).textContent).toMatch(/5[.,]000[,.]00/);
    expect(world.analytics.pageViews).toContain(PATH);
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('a typed value above the maximum shows "invalid limit", naming the maximum (issue 33, item 6), once the field is left, blocks saving, with an error summary', async () => {
    const { world, user, container } = await setup();
    await user.clear(amount());
    await user.type(amount(), '5001');
    const aboveMaximum = texts.generic.warnings.limitAboveMaximum.replace(
      '{{amount}}',
      formatEuro(5000, localeOf(language)),
    );
    // GOV.UK: not while the customer is still typing.
    expect(container.querySelector('.field-message')).toBeNull();
    await user.tab();
    const message = `${texts.widgets.fieldMessage.prefix} ${aboveMaximum}`;
    expect(screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount, description: message })).toBe(
      amount(),
    );
    await user.click(button(texts.generic.buttons.save));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: texts.widgets.errorSummary.title })).toBeTruthy();
    const link = within(summary).getByRole('link', { name: aboveMaximum });
    expect(document.activeElement).toBe(summary.parentElement);
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByRole('slider'));
    expect(world.limits.calls).toEqual([]);
    expectNoRawKeys(container);
  });

  it('an empty amount is section 5\'s "required", at the field and in the summary alike', async () => {
    const { world, user } = await setup();
    await user.clear(amount());
    await user.click(button(texts.generic.buttons.save));
    const required = texts.generic.warnings.limitValueRequired;
    expect(
      screen.getByRole('textbox', {
        name: texts.widgets.limitSlider.amount,
        description: `${texts.widgets.fieldMessage.prefix} ${required}`,
      }),
    ).toBe(amount());
    expect(within(screen.getByRole('alert')).getByRole('link', { name: required })).toBeTruthy();
    expect(screen.queryByText(texts.generic.warnings.invalidLimit)).toBeNull();
    expect(world.limits.calls).toEqual([]);
  });

  it('saves a new limit and goes to /signing with changedEcommerceLimit stored', async () => {
    const { world, user, where } = await setup();
    await user.clear(amount());
    await user.type(amount(), '800');
    await user.click(button(texts.generic.buttons.save));
    await waitFor(() => expect(where.current).toBe('/signing'));
    expect(world.limits.callsOf('changeDefault')).toEqual([['card-a', 'ECOM', 800]]);
    expect(world.app.changes.operationType).toBe('changedEcommerceLimit');
    expect(world.app.changes.signItem).toEqual({ sourceId: 'source-1', tpsId: 'tps-1' });
  });

  it('a limit the bank would refuse as unchanged is refused here with its catalogue message, no call made', async () => {
    const { world, user, where } = await setup();
    await user.click(button(texts.generic.buttons.save));
    expect(screen.getByText(texts.errorMessages['message:MESSAGE_BAI540_1029'])).toBeTruthy();
    expect(world.limits.calls).toEqual([]);
    expect(where.current).toBe(PATH);
  });

  it('a refusal by the bank shows the catalogue message and keeps the form', async () => {
    const { world, user, where } = await setup();
    world.limits.failNext('changeDefault', serviceError('MESSAGE_BAI540_0072'));
    await user.clear(amount());
    await user.type(amount(), '4000');
    await user.click(button(texts.generic.buttons.save));
    expect(await screen.findByText(texts.errorMessages['message:MESSAGE_BAI540_0072'])).toBeTruthy();
    expect(where.current).toBe(PATH);
    expect(amount().value).toBe(language === 'nl' ? '4.000' : '4,000');
  });

  it('while saving: a spinner says so, the buttons stay (focus too) and a second Save sends nothing', async () => {
    const { world, user } = await setup();
    let answer: () => void = () => undefined;
    const original = world.limits.changeDefault.bind(world.limits);
    world.limits.changeDefault = (...args) => new Promise((resolve) => (answer = () => resolve(original(...args))));
    await user.clear(amount());
    await user.type(amount(), '800');
    await user.click(button(texts.generic.buttons.save));
    expect(screen.getByRole('status').textContent).toBe(texts.editLimits.spinner.saving);
    expect(document.activeElement).toBe(button(texts.generic.buttons.save));
    expect(button(texts.generic.buttons.save).getAttribute('aria-disabled')).toBe('true');
    await user.click(button(texts.generic.buttons.save));
    await act(async () => answer());
    expect(world.limits.callsOf('changeDefault')).toHaveLength(1);
  });

  it('a bank failure keeps the form, says the change is not saved, with Try again, focus on the message (issue 33.4)', async () => {
    const { world, user, where } = await setup();
    world.limits.failNext('changeDefault', serviceError('INTERNAL_SERVER_ERROR'));
    await user.clear(amount());
    await user.type(amount(), '800');
    await user.click(button(texts.generic.buttons.save));
    const message = await screen.findByText(texts.actionFailure.notDone.save);
    expect(message.closest('.action-failure')).toBe(document.activeElement);
    expect(screen.getByRole('slider')).toBeTruthy();
    expect(where.current).toBe('/edit-ecommerce-limit');
    await user.click(button(texts.actionFailure.tryAgain));
    await waitFor(() => expect(where.current).toBe('/signing'));
    expect(world.limits.callsOf('changeDefault')).toHaveLength(2);
  });

  it('without CHANGE_DEFAULT_LIMIT_ECOM: says the card does not allow it, the slider off, only OK (issue 12.5)', async () => {
    const { world, user, where } = await setup(
      aCard().withId('card-a').withoutLinks('CHANGE_DEFAULT_LIMIT_ECOM').build(),
    );
    expect(screen.getByText(texts.editLimits.notAllowed.all)).toBeTruthy();
    expect(amount().matches(':disabled')).toBe(true);
    expect(buttonNames()).not.toContain(texts.generic.buttons.save);
    await user.click(button(texts.generic.buttons.ok));
    expect(world.limits.calls).toEqual([]);
    await waitFor(() => expect(where.current).toBe('/card-management'));
  });

  it('orders the buttons: Cancel first on desktop, Save first on mobile', async () => {
    setViewportWidth(1024);
    const desktop = await setup();
    expect(buttonNames()).toEqual([texts.generic.buttons.cancel, texts.generic.buttons.save]);
    desktop.unmount();
    setViewportWidth(375);
    await setup();
    expect(buttonNames()).toEqual([texts.generic.buttons.save, texts.generic.buttons.cancel]);
    // Section 2.3's picker on mobile: the pass number leaves the account line and leads the option.
    expect((screen.getByRole('combobox') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      `${texts.overview.picker.passNumberFirst.replace('{{passNumber}}', '101')}, J. de Vries, NL91 DMBK 0417 1643 00`,
    );
  });

  it('Cancel asks first: No stays, Yes returns to the overview', async () => {
    const { user, where, container } = await setup();
    await user.click(button(texts.generic.buttons.cancel));
    const dialog = screen.getByRole('dialog', {
      name: texts.cancelModal.editEcommerceLimit.title,
      description: texts.cancelModal.editEcommerceLimit.body,
    });
    expectNoRawKeys(container);
    await user.click(within(dialog).getByRole('button', { name: texts.generic.buttons.no }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where.current).toBe(PATH);
    await user.click(button(texts.generic.buttons.cancel));
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.yes }));
    await waitFor(() => expect(where.current).toBe('/card-management'));
  });

  it('while a change waits to be signed: the notice, a disabled slider and only OK', async () => {
    const { user, where, container } = await setup(aCard().withId('card-a').withPendingLimitChange('POS').build());
    expect(screen.getByText(texts.generic.pendingUpdates.inProgress)).toBeTruthy();
    expect(screen.getByRole('slider').matches(':disabled')).toBe(true);
    expect(amount().matches(':disabled')).toBe(true);
    expect(buttonNames()).toEqual([texts.generic.buttons.ok]);
    expectNoRawKeys(container);
    await user.click(button(texts.generic.buttons.ok));
    await waitFor(() => expect(where.current).toBe('/card-management'));
  });

  it('a card without an online limit offers only the way back, saying why', async () => {
    const card = aCard().withId('card-a').build();
    const { user, where } = await setup({
      ...card,
      limits: card.limits!.filter((limit) => limit.limitType !== 'ECOM'),
    });
    await screen.findByRole('button', { name: texts.generic.buttons.ok });
    expect(screen.getByText(texts.errorMessages['message:LIMIT_TYPE_NOT_FOUND'])).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    await user.click(button(texts.generic.buttons.ok));
    await waitFor(() => expect(where.current).toBe('/card-management'));
  });
});
