/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

/**
 * Issue 14's card switch on a slow phone: the key press's own task renders the picker, not the
 * card still drawn. The new card comes in React's background pass (overview.screen.tsx); drawing
 * the old one again inside the key press, unchanged, made that task the longest of the switch.
 */
const drawn: string[] = [];
jest.mock('../../../ui/overview/card-details', () => {
  const actual = jest.requireActual<typeof import('../../../ui/overview/card-details')>(
    '../../../ui/overview/card-details',
  );
  return {
    ...actual,
    CardDetails: (props: Parameters<typeof actual.CardDetails>[0]) => {
      drawn.push(props.card.id);
      return actual.CardDetails(props);
    },
  };
});

describe.each(LANGUAGES)('a card switch (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('draws the card it leaves no more once another is chosen', async () => {
    const cards = [
      aCard().withIban('NL02DMBK0000000001').build(),
      aCard().withIban('NL02DMBK0000000002').inactive().build(),
    ];
    const app = await renderApp(cards, { language });
    const picker = (await screen.findByRole('combobox', { name: texts.overview.picker.label })) as HTMLSelectElement;
    await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading });
    // Quiet first: whatever the first card's arrival still renders is not the switch's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    drawn.length = 0;

    await userEvent.selectOptions(picker, cards[1]!.paymentInstrumentId);
    await screen.findByRole('heading', { level: 2, name: texts.overview.status.inactive.heading });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(picker.value).toBe(cards[1]!.paymentInstrumentId);
    expect(drawn).not.toContain(cards[0]!.paymentInstrumentId);
    expect(drawn).toContain(cards[1]!.paymentInstrumentId);
    expect(app.missingKeys).toEqual([]);
  });
});
