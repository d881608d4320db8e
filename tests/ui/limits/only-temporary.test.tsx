/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';

// Issue 12.5: a card that allows only a temporary limit starts there. With a temporary limit
// already set, section 4 leaves the duration unchosen for the customer to pick; where the card
// allows no permanent change that pick is made already: the temporary limit, its amount and dates.
// Today is Monday 23 November 2026.

const PATH = '/edit-payment-limit';

describe.each(LANGUAGES)('a card that allows only its temporary limit to change (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

  it('starts on the temporary limit it has, with its amount and dates, not on the permanent amount', async () => {
    const card = aCard()
      .withoutLinks('CHANGE_DEFAULT_LIMIT_POS')
      .withTemporaryLimit('POS', { limitValue: 4000, startDate: '2026-11-30', endDate: '2026-12-04' });
    const world = await editorWorld(card.build());
    await renderScreen(language, world, PATH, { [PATH]: <SpendingLimitScreen /> });
    expect(radio(texts.editLimits.duration.continuouslyWithLimit).disabled).toBe(true);
    expect(radio(texts.editLimits.duration.temporarilyWithLimit).checked).toBe(true);
    const amount = screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount }) as HTMLInputElement;
    expect(amount.value).toBe(language === 'nl' ? '4.000' : '4,000');
    const date = (label: string) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;
    expect([date(texts.editLimits.dates.start), date(texts.editLimits.dates.end)]).toEqual([
      '30-11-2026',
      '04-12-2026',
    ]);
  });
});
