/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError, type PaymentInstrument } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

// Found walking the payment limit in Chromium: a Delete or Save the bank failed, then Back. The
// overview's first render showed the editor's "Nothing was deleted" (its Try again would have
// blocked or reloaded), which took focus and went with the overview's entry: focus on <body>.
// A failure belongs to the screen it happened on; the next screen never shows it, not even once.

describe.each(LANGUAGES)("a failure is its own screen's (%s)", (language) => {
  const texts = TRANSLATIONS[language];

  async function failedDelete() {
    const app = await renderApp([aCard().withId('a').withTemporaryLimit('POS').build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }));
    await userEvent.click(
      await screen.findByRole('radio', { name: texts.editLimits.duration.temporarilyWithLimit }, { timeout: 5000 }),
    );
    app.world.limits.failNext('deleteTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.delete }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.delete }),
    );
    await screen.findByText(texts.actionFailure.notDone.delete);
    return app;
  }

  /** The overview of this card, whose Block the bank failed: its failure shown. */
  async function failedBlock(card: PaymentInstrument) {
    const app = await renderApp([card], { language });
    app.world.cards.failNext('block', serviceError('INTERNAL_SERVER_ERROR'));
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.block }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
    );
    await screen.findByText(texts.actionFailure.notDone.block);
    return app;
  }

  /**
   * Records whether the text comes on the page (or into the part `within` names) anew from now on:
   * the screen it is on may stay a moment while the next one loads, so only its coming back counts.
   */
  function watchFor(text: string, within = 'body'): { seen: boolean } {
    const watched = { seen: false };
    const shownNow = () => document.querySelector(within)?.textContent?.includes(text) ?? false;
    let shown = shownNow();
    new MutationObserver(() => {
      const now = shownNow();
      if (now && !shown) watched.seen = true;
      shown = now;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    return watched;
  }

  it('Back to the overview after a failed Delete: not said there, focus on its heading, not <body>', async () => {
    const app = await failedDelete();
    const stale = watchFor(texts.actionFailure.notDone.delete, '.overview');
    await app.history(-1);
    const heading = await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });
    await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) });
    expect(stale.seen).toBe(false);
    expect(screen.queryByText(texts.actionFailure.notDone.delete)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("an editor opened after a block the bank failed never shows the overview's failure", async () => {
    await failedBlock(aCard().withId('a').build());
    const stale = watchFor(texts.actionFailure.notDone.block, '.editor');
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: texts.routes.editPaymentLimit.title },
      { timeout: 5000 },
    );
    await screen.findByRole('button', { name: texts.generic.buttons.save });
    expect(stale.seen).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("the trip's cancel screen opened after a block the bank failed never shows the overview's failure", async () => {
    const days = { startDate: '2026-12-04', endDate: '2026-12-14' };
    const card = aCard()
      .withId('a')
      .withTemporaryLimit('POS', { ...days, limitValue: 4000 })
      .withTemporaryRegion(days);
    await failedBlock(card.build());
    // The cancel screen's own part: the overview, with its failure, may stay while the screen loads.
    const stale = watchFor(texts.actionFailure.notDone.block, '.trip-summary');
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }));
    await screen.findByRole('button', { name: texts.trip.cancelTrip.confirm }, { timeout: 5000 });
    expect(stale.seen).toBe(false);
  });
});
