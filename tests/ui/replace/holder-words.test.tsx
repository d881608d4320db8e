/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro, LANGUAGES, localeOf } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { held } from '../support/hold';
import { businessPage, HOLDER_PAGES, shownWords } from '../support/holder-pages';
import { renderApp } from '../support/render-app';

// Reading 99, the replace screen (reading 96 for the address): on a business page the card may be
// another holder's; the new card goes to the cardholder's address, "the current card" is blocked
// and "the new card" is requested, never "your". A private page keeps the spec's words.

/** "Je adres", "je huidige pas", "your new card", "je rekening": the card, its address or its account as the reader's. */
const MINE = /\b(je|jouw|your) (\w+ )?(adres|address|pas|card|rekening\w*|account|statement)\b/i;

describe.each(LANGUAGES)('the replace screen’s words for the card shown (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const replace = texts.replaceCard;
  const business = businessPage(language);

  describe.each(HOLDER_PAGES)('on %s', (_, holder) => {
    const words = shownWords(holder);

    it('where the card goes, what happens to the current card, and the spinner while the new one is requested', async () => {
      const request = held<void>();
      const app = await renderApp([aCard().withId('card-a').build()], {
        ...(holder ? business : { language }),
        arrange: (world) => {
          const original = world.reissue.request.bind(world.reissue);
          world.reissue.request = async (id, body) => {
            await request.promise;
            return original(id, body);
          };
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
      const reason = await screen.findByRole('combobox', { name: replace.reason.label });
      const [address, otherAddress] = words(replace.address.title, replace.address.holderTitle);
      expect(screen.getByRole('region', { name: address })).toBeTruthy();
      expect(screen.queryByRole('region', { name: otherAddress })).toBeNull();
      // The amount keeps its no-break space (nl-NL "€ 7,50"), which text matchers would fold.
      const [fee, otherFee] = words(replace.fee, replace.holderFee).map((text) =>
        text.replace('{{reissueFee}}', formatEuro(7.5, localeOf(language))),
      );
      await waitFor(() => expect(document.querySelector('.notification--info')?.textContent).toContain(fee));
      expect(document.body.textContent).not.toContain(otherFee);
      await userEvent.selectOptions(reason, 'LOST');
      const [blocked, otherBlocked] = words(replace.autoBlockWarning, replace.holderAutoBlockWarning);
      expect(screen.getByText(blocked)).toBeTruthy();
      expect(screen.queryByText(otherBlocked)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: replace.submit }));
      const [spinner, otherSpinner] = words(replace.spinner, replace.holderSpinner);
      expect(screen.getByText(spinner).closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByText(otherSpinner)).toBeNull();
      const main = document.querySelector('main') as HTMLElement;
      if (holder) expect(main.textContent).not.toMatch(MINE);
      else expect(main.textContent).toMatch(MINE);
      expectNoRawKeys(main);
      expect(app.missingKeys).toEqual([]);
      await act(async () => request.settle());
    }, 20_000);

    it('a fee it cannot show: where the amount will be seen', async () => {
      const app = await renderApp([aCard().withId('card-a').build()], {
        ...(holder ? business : { language }),
        arrange: (world) => (world.reissue.fee = undefined),
      });
      await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
      await screen.findByRole('combobox', { name: replace.reason.label });
      const [unknown, otherUnknown] = words(replace.feeUnknown, replace.holderFeeUnknown);
      expect(await screen.findByText(unknown)).toBeTruthy();
      expect(screen.queryByText(otherUnknown)).toBeNull();
      const main = document.querySelector('main') as HTMLElement;
      if (holder) expect(main.textContent).not.toMatch(MINE);
      expect(app.missingKeys).toEqual([]);
    }, 20_000);
  });
});
