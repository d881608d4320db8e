/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro, LANGUAGES, localeOf, type PaymentInstrument } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { descriptionOf } from '../../support/screens/queries';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { businessPage, HOLDER_PAGES, openFromTile, shownWords } from '../support/holder-pages';
import type { AppOptions } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Reading 99, the limit editors: on a business page the card may be another holder's, who pays
// and withdraws with it; its limits are "the" limits of "this card", never "your limit" nor the
// customer's paying ("dat je per dag kunt betalen"). A private page keeps the spec's words.

beforeAll(fillJsdomGaps);

/** "Je limiet", "your permanent limit", "mijn tijdelijke limiet", "je kunt betalen": the card's limit as the reader's. */
const MINE = /\b(je|jouw|your|mijn|my) (\w+ )?(limiet|limit)\b|\bje per dag\b/i;
/** "Op je rekening", "in your account": the card's account as the reader's. */
const YOUR_ACCOUNT = /\b(je|jouw|your) (rekening|account)\b/i;

describe.each(LANGUAGES)('the limit editors’ words for the card shown (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const limits = texts.editLimits;
  const business = businessPage(language);

  const openEditor = (card: PaymentInstrument, tile: 'payment' | 'withdrawal' | 'ecommerce', options: AppOptions) =>
    openFromTile(card, texts.overview.settings[tile].title, options, () =>
      screen.findByRole('textbox', { name: texts.widgets.limitSlider.amount }, { timeout: 5000 }),
    );
  const form = () => document.querySelector('main form') as HTMLElement;
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

  describe.each(HOLDER_PAGES)('on %s', (_, holder) => {
    const options = holder ? business : { language };
    const words = shownWords(holder);

    it('the payment limit: its slider and why a card that allows no permanent change refuses it', async () => {
      const card = aCard().withId('card-a').withoutLinks('CHANGE_DEFAULT_LIMIT_POS').build();
      const app = await openEditor(card, 'payment', options);
      const [label, otherLabel] = words(limits.payment.sliderLabel, limits.payment.holderSliderLabel);
      expect(screen.getByRole('slider', { name: label })).toBeTruthy();
      expect(screen.queryByRole('slider', { name: otherLabel })).toBeNull();
      const continuously = radio(limits.duration.continuously);
      expect(continuously.disabled).toBe(true);
      const [refusal] = words(limits.notAllowed.continuously, limits.notAllowed.holderContinuously);
      expect(descriptionOf(continuously)).toBe(refusal);
      if (holder) expect(form().textContent).not.toMatch(MINE);
      expectNoRawKeys(document.body);
      expect(app.missingKeys).toEqual([]);
    }, 20_000);

    it('a temporary withdrawal limit: "the" limits to choose from, the slider, the one it may not change', async () => {
      const card = aCard()
        .withId('card-a')
        .withTemporaryLimit('ATM')
        .withoutLinks('DELETE_TEMPORARY_LIMIT_ATM')
        .build();
      const app = await openEditor(card, 'withdrawal', options);
      const [permanent, otherPermanent] = words(
        limits.duration.continuouslyWithLimit,
        limits.duration.holderContinuouslyWithLimit,
      );
      const [temporary] = words(limits.duration.temporarilyWithLimit, limits.duration.holderTemporarilyWithLimit);
      expect(radio(permanent).disabled).toBe(false);
      expect(screen.queryByRole('radio', { name: otherPermanent })).toBeNull();
      expect(radio(temporary).disabled).toBe(true);
      const [refusal] = words(limits.notAllowed.temporarilyWithLimit, limits.notAllowed.holderTemporarilyWithLimit);
      expect(descriptionOf(radio(temporary))).toBe(refusal);
      await userEvent.click(radio(permanent));
      const [label] = words(limits.withdrawal.sliderLabel, limits.withdrawal.holderSliderLabel);
      expect(screen.getByRole('slider', { name: label })).toBeTruthy();
      if (holder) expect(form().textContent).not.toMatch(MINE);
      expect(app.missingKeys).toEqual([]);
    }, 20_000);

    it('the online daily limit: its slider, and the spinner while it is saved', async () => {
      const app = await openEditor(aCard().withId('card-a').build(), 'ecommerce', options);
      const [label, otherLabel] = words(limits.ecommerce.sliderLabel, limits.ecommerce.holderSliderLabel);
      expect(screen.getByRole('slider', { name: label })).toBeTruthy();
      expect(screen.queryByRole('slider', { name: otherLabel })).toBeNull();
      let answer: () => void = () => undefined;
      const original = app.world.limits.changeDefault.bind(app.world.limits);
      app.world.limits.changeDefault = (...args) =>
        new Promise((resolve) => (answer = () => resolve(original(...args))));
      const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount });
      await userEvent.clear(amount);
      await userEvent.type(amount, '800');
      await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
      const [saving] = words(limits.spinner.saving, limits.spinner.holderSaving);
      expect(within(form()).getByRole('status').textContent).toBe(saving);
      await act(async () => answer());
    }, 20_000);

    it('an account that holds less than the maximum: the note and the warning name the card’s account', async () => {
      const card = aCard()
        .withId('card-a')
        .withLimit('POS', { defaultLimitValue: 500, maxLimitValue: 5000 })
        .withAccountBalance(640.25)
        .build();
      const app = await openEditor(card, 'payment', options);
      const euro = formatEuro(640, localeOf(language));
      const filled = (text: string) => text.replace('{{amount}}', euro);
      const slider = texts.widgets.limitSlider;
      const [note, otherNote] = words(slider.byBalance, slider.holderByBalance).map(filled);
      expect(document.querySelector('.limit-slider__note')?.textContent).toBe(note);
      const amount = screen.getByRole('textbox', { name: slider.amount });
      await userEvent.clear(amount);
      await userEvent.type(amount, '700');
      await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
      const warnings = texts.generic.warnings;
      const [warning, other] = words(warnings.limitAboveBalance, warnings.holderLimitAboveBalance).map(filled);
      const summary = document.querySelector('.error-summary') as HTMLElement;
      expect(within(summary).getByRole('link', { name: warning })).toBeTruthy();
      expect(screen.queryByText(other!)).toBeNull();
      expect(screen.queryByText(otherNote!)).toBeNull();
      if (holder) expect(form().textContent).not.toMatch(YOUR_ACCOUNT);
      expect(app.world.limits.calls).toEqual([]);
    }, 20_000);

    it('a temporary limit equal to the permanent one: the warning names the card’s limit', async () => {
      const app = await openEditor(aCard().withId('card-a').build(), 'withdrawal', options);
      await userEvent.click(radio(limits.duration.temporarily));
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: limits.howLongActive }),
        texts.generic.temporaryOptions.onlyToday,
      );
      const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount });
      await userEvent.clear(amount);
      await userEvent.type(amount, '500');
      await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
      const warnings = texts.generic.warnings;
      const [warning, other] = words(warnings.limitEqualsPermanent, warnings.holderLimitEqualsPermanent);
      const summary = document.querySelector('.error-summary') as HTMLElement;
      expect(within(summary).getByRole('link', { name: warning })).toBeTruthy();
      expect(screen.queryByText(other)).toBeNull();
      expect(app.world.limits.calls).toEqual([]);
    }, 20_000);
  });
});
