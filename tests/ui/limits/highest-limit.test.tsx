/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import { formatEuro, LANGUAGES, localeOf } from '../../../domain/index';
import EcommerceLimitScreen from '../../../ui/limits/ecommerce-limit.screen';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { descriptionOf } from '../../support/screens/queries';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';

// Issue 33, item 6: the highest amount the bank takes is said before the customer chooses
// (pieter-limited: an account holding € 640,25, a payment limit of € 500 with a maximum of € 5.000),
// and a message about an amount above it names it.

const PAYMENT = '/edit-payment-limit';
const ONLINE = '/edit-ecommerce-limit';
const limited = () =>
  aCard().withLimit('POS', { defaultLimitValue: 500, maxLimitValue: 5000 }).withAccountBalance(640.25).build();

describe.each(LANGUAGES)('in %s', (language) => {
  const texts = TRANSLATIONS[language];
  const euro = (value: number) => formatEuro(value, localeOf(language));
  const amount = () => screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;
  const slider = () => screen.getByRole('slider') as HTMLInputElement;

  async function open(path: string, card = limited()) {
    const world = await editorWorld(card);
    const route = path === ONLINE ? <EcommerceLimitScreen /> : <SpendingLimitScreen />;
    return { world, ...(await renderScreen(language, world, path, { [path]: route })) };
  }

  it('the slider ends at what the account holds, and says why, before anything is chosen', async () => {
    const { container, missingKeys } = await open(PAYMENT);
    expect(slider().max).toBe('640');
    const note = texts.widgets.limitSlider.byBalance.replace('{{amount}}', euro(640));
    expect(container.querySelector('.limit-slider__note')?.textContent).toBe(note);
    expect(descriptionOf(slider())).toContain(note);
    expect(descriptionOf(slider())).toContain(euro(640));
    expectNoRawKeys(container);
    expect(missingKeys).toEqual([]);
  });

  it('a typed amount above it is said at the field and in the summary, naming it; nothing is sent', async () => {
    const { user, world } = await open(PAYMENT);
    await user.clear(amount());
    await user.type(amount(), '700');
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    const message = texts.generic.warnings.limitAboveBalance.replace('{{amount}}', euro(640));
    const summary = screen.getByText(texts.widgets.errorSummary.title).closest('.error-summary') as HTMLElement;
    expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    expect(descriptionOf(amount())).toContain(message);
    expect(world.limits.calls).toEqual([]);
  });

  it('without a balance the card’s maximum is the end; above it, the message names the maximum (1011)', async () => {
    const { user, world } = await open(ONLINE, aCard().withLimit('ECOM', { maxLimitValue: 5000 }).build());
    expect(slider().max).toBe('5000');
    expect(
      screen.queryByText(texts.widgets.limitSlider.byBalance.split('{{amount}}')[0]!, { exact: false }),
    ).toBeNull();
    await user.clear(amount());
    await user.type(amount(), '5001');
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    const message = texts.generic.warnings.limitAboveMaximum.replace('{{amount}}', euro(5000));
    expect(descriptionOf(amount())).toContain(message);
    expect(world.limits.calls).toEqual([]);
  });

  it('a temporary limit above the balance may keep its amount: its own amount is the end while it is changed (reading 98)', async () => {
    const card = aCard()
      .withLimit('POS', { defaultLimitValue: 1000, maxLimitValue: 5000 })
      .withTemporaryLimit('POS', { limitValue: 4000, startDate: '2026-11-24', endDate: '2026-12-20' })
      .withAccountBalance(2500)
      .build();
    const { user, container } = await open(PAYMENT, card);
    await user.click(screen.getByRole('radio', { name: texts.editLimits.duration.temporarilyWithLimit }));
    expect(slider().max).toBe('4000');
    expect(container.querySelector('.limit-slider__note')?.textContent).toBe(
      texts.widgets.limitSlider.byBalance.replace('{{amount}}', euro(4000)),
    );
    expect(descriptionOf(amount())).not.toContain(
      texts.generic.warnings.limitAboveBalance.replace('{{amount}}', euro(2500)),
    );
    // The permanent limit is raised from 1000: only as far as the account holds.
    await user.click(screen.getByRole('radio', { name: texts.editLimits.duration.continuouslyWithLimit }));
    expect(slider().max).toBe('2500');
  });

  it('no note of the balance where nothing can be changed: a card whose links allow no change of this limit', async () => {
    const { container } = await open(
      PAYMENT,
      aCard()
        .withLimit('POS', { defaultLimitValue: 500 })
        .withAccountBalance(640.25)
        .withOnlyLinks('SUSPEND_INSTRUMENT')
        .build(),
    );
    expect(await screen.findByText(texts.editLimits.notAllowed.all)).toBeTruthy();
    expect(container.querySelector('.limit-slider__note')).toBeNull();
  });
});
