/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LANGUAGES } from '../../../domain/index';
import { CardPicker, SEARCH_ABOVE_CARDS } from '../../../ui/overview/card-picker';
import type { PickerOption } from '../../../ui/overview/overview-view';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderIn } from '../i18n/render-in';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';
import { clearViewport, setViewportWidth } from '../widgets/viewport';

afterEach(clearViewport);

// react-aria's popover asks CSS.escape for a meta tag's name (browsers have it).
fillJsdomGaps();

const HOLDERS = [
  'J. van den Berg',
  'F. Yılmaz',
  'A. de Groot',
  'B. Öztürk',
  'C. Jansen',
  'D. Bakker',
  'E. Visser',
  'G. Smit',
  'H. Meijer',
  'I. Mulder',
  'K. de Boer',
  'L. Bos',
];

const cards = (count: number): PickerOption[] =>
  HOLDERS.slice(0, count).map((userName, index) => ({
    id: `card-${index + 1}`,
    userName,
    accountNumber: 'NL12 DMBK 0880 1234 56',
    passNumber: String(101 + index),
  }));

function Picker({ count, onSelect }: { readonly count: number; readonly onSelect: (id: string) => void }) {
  const [selectedId, setSelectedId] = useState('card-1');
  const select = (id: string) => {
    setSelectedId(id);
    onSelect(id);
  };
  return <CardPicker picker={{ options: cards(count), selectedId, hint: false }} onSelect={select} />;
}

describe.each(LANGUAGES)('the card picker (section 2.3, %s)', (language) => {
  const texts = TRANSLATIONS[language];
  const label = texts.overview.picker.label;

  it(`is a native select up to ${SEARCH_ABOVE_CARDS} cards`, () => {
    renderIn(language, <Picker count={SEARCH_ABOVE_CARDS} onSelect={() => undefined} />);
    const select = screen.getByRole('combobox', { name: label });
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getAllByRole('option')).toHaveLength(SEARCH_ABOVE_CARDS);
  });

  describe(`above ${SEARCH_ABOVE_CARDS} cards`, () => {
    const open = async (onSelect: (id: string) => void = () => undefined) => {
      setViewportWidth(1280);
      const rendered = renderIn(language, <Picker count={SEARCH_ABOVE_CARDS + 4} onSelect={onSelect} />);
      // The native select stands in while the search's chunk arrives.
      await screen.findByRole('combobox', { name: label }, { timeout: 5000 });
      const input = await waitForInput();
      return { ...rendered, input, user: userEvent.setup() };
    };
    const waitForInput = async () => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const found = screen.getByRole('combobox', { name: label });
        if (found.tagName === 'INPUT') return found as HTMLInputElement;
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
      throw new Error('the search select did not arrive');
    };
    const shownOptions = () =>
      within(screen.getByRole('listbox'))
        .queryAllByRole('option')
        .map((option) => option.textContent);

    it('searches: a labelled combobox showing the chosen card', async () => {
      const { input, container, missingKeys } = await open();
      expect(input.value).toContain('J. van den Berg');
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expectNoRawKeys(container);
      expect(missingKeys).toEqual([]);
    });

    it('finds a holder by the start of a name, without case or accents, and chooses by keyboard', async () => {
      const chosen: string[] = [];
      const { input, user } = await open((id) => chosen.push(id));
      await user.click(input);
      await user.clear(input);
      await user.keyboard('oztu');
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(shownOptions()).toHaveLength(1);
      expect(shownOptions()[0]).toContain('B. Öztürk');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(chosen).toEqual(['card-4']);
      expect(input.value).toContain('B. Öztürk');
    });

    it('finds a card by its pass number and by its IBAN typed without spaces', async () => {
      const { input, user } = await open();
      await user.click(input);
      await user.clear(input);
      await user.keyboard('11');
      expect(shownOptions().map((text) => text?.match(/\d{3}$/)?.[0])).toEqual(['110', '111', '112']);
      await user.clear(input);
      await user.keyboard('nl12dmbk08');
      expect(shownOptions()).toHaveLength(SEARCH_ABOVE_CARDS + 4);
    });

    it('says when nothing matches, and leaving puts the chosen card back', async () => {
      const chosen: string[] = [];
      const { input, user } = await open((id) => chosen.push(id));
      await user.click(input);
      await user.clear(input);
      await user.keyboard('zzz');
      expect(within(screen.getByRole('listbox')).getByText(texts.widgets.select.noResults)).toBeTruthy();
      await user.keyboard('{Escape}');
      await user.tab();
      expect(input.value).toContain('J. van den Berg');
      expect(chosen).toEqual([]);
    });
  });
});
