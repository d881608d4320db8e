/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

beforeAll(fillJsdomGaps);

// Issue 33, items 4 and 13: the bank failing during Block keeps the card and the picker, says the
// card is not blocked yet, offers Try again on the spot, and takes the focus there.
describe.each(LANGUAGES)('a block the bank failed (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  // A 429 asks to wait a moment: the same request is expected to succeed then, as after a 5xx.
  it.each(['INTERNAL_SERVER_ERROR', 'TOO_MANY_ATTEMPTS'])(
    'keeps the card after %s, says it is not blocked yet, and Try again blocks it',
    async (code) => {
      const app = await renderApp([aCard().withId('a').build()], { language });
      const block = await screen.findByRole('button', { name: texts.overview.actions.block });
      app.world.cards.failNext('block', serviceError(code));
      await userEvent.click(block);
      const dialog = screen.getByRole('dialog', { name: texts.overview.blockModal.title });
      await userEvent.click(within(dialog).getByRole('button', { name: texts.overview.blockModal.confirm }));
      const title = await screen.findByText(texts.actionFailure.notDone.block);
      const message = title.closest('.action-failure');
      await waitFor(() => expect(document.activeElement).toBe(message));
      expect(screen.getByRole('combobox', { name: texts.overview.picker.label })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeTruthy();
      expect(screen.getByRole('button', { name: texts.overview.actions.block })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: texts.actionFailure.tryAgain }));
      const blocked = await screen.findByRole('heading', { level: 2, name: texts.overview.status.blocked.heading });
      expect(screen.queryByText(texts.actionFailure.notDone.block)).toBeNull();
      // Try again left with the failure: the new status is where to continue, not <body>.
      await waitFor(() => expect(document.activeElement).toBe(blocked));
    },
  );

  it("the card's details not loaded: the help at once for a card that may be lost and still work", async () => {
    const app = await renderApp([aCard().withId('a').build(), aCard().withId('b').build()], { language });
    await screen.findByRole('button', { name: texts.overview.actions.block });
    app.world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.overview.picker.label }), 'b');
    await screen.findByText(texts.actionFailure.notDone.loadCard);
    expect(screen.getByText(texts.actionFailure.lostOrStolen, { exact: false })).toBeTruthy();
  });

  it("Try again after the card's details failed to load after a block: focus on the status, not <body>", async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.block }));
    app.world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
    const dialog = screen.getByRole('dialog', { name: texts.overview.blockModal.title });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.overview.blockModal.confirm }));
    await screen.findByText(texts.actionFailure.notDone.loadCard);
    // Said blocked: no "lost or stolen? don't wait" beside it, about a card the bank has just stopped.
    expect(screen.getByText(texts.notification.success.blockedCard.title)).toBeTruthy();
    expect(screen.queryByText(texts.actionFailure.lostOrStolen, { exact: false })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.actionFailure.tryAgain }));
    const blocked = await screen.findByRole('heading', { level: 2, name: texts.overview.status.blocked.heading });
    await waitFor(() => expect(document.activeElement).toBe(blocked));
  });
});
