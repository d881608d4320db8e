/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

beforeAll(fillJsdomGaps);

// Issue 34, a lost request: the bank failing to send the list or a card's details is said as what
// did not load, with Try again on the spot (the one way of ui/cards/action-failure.tsx), not as
// a failure notification without a way on.
describe.each(LANGUAGES)('the overview when the bank failed to send its cards (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const tryAgain = () => screen.getByRole('button', { name: texts.actionFailure.tryAgain });

  it('says the cards were not loaded, takes the focus there, and Try again shows them', async () => {
    await renderApp([aCard().withId('a').build()], {
      language,
      arrange: (world) => world.cards.failNext('list', serviceError('INTERNAL_SERVER_ERROR')),
    });
    const title = await screen.findByText(texts.actionFailure.notDone.load);
    await waitFor(() => expect(document.activeElement).toBe(title.closest('.action-failure')));
    expect(screen.getByText(texts.actionFailure.whyNotLoaded)).toBeTruthy();
    // No card to block meanwhile: a lost one may still work, so where to get help now.
    expect(screen.getByRole('link', { name: texts.actionFailure.help })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(tryAgain());
    expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: texts.overview.picker.label })).toBeTruthy();
    expect(screen.queryByText(texts.actionFailure.notDone.load)).toBeNull();
  });

  it('keeps the picker when the card’s details did not load, and Try again shows the card', async () => {
    await renderApp([aCard().withId('a').build(), aCard().withId('b').build()], {
      language,
      arrange: (world) => world.cards.failNext('details', serviceError('NETWORK_UNAVAILABLE')),
    });
    // The list came: what did not is this card's details, not "your debit cards".
    expect(await screen.findByText(texts.actionFailure.notDone.loadCard)).toBeTruthy();
    expect(screen.queryByText(texts.actionFailure.notDone.load)).toBeNull();
    expect(screen.getByRole('link', { name: texts.actionFailure.help })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: texts.overview.picker.label })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeNull();
    await userEvent.click(tryAgain());
    expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeTruthy();
    expect(screen.queryByText(texts.actionFailure.notDone.loadCard)).toBeNull();
  });

  it('after a replacement, Try again reads the list anew, so the new card is in the picker', async () => {
    const app = await renderApp([aCard().withId('old').build()], { language });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: texts.replaceCard.reason.label }),
      'DEFECT',
    );
    app.world.cards.cards = [aCard().withId('old').build(), aCard().withId('new').build()];
    app.world.cards.failNext('list', serviceError('INTERNAL_SERVER_ERROR'));
    await userEvent.click(screen.getByRole('button', { name: texts.replaceCard.submit }));
    expect(await screen.findByText(texts.actionFailure.notDone.load)).toBeTruthy();
    const lists = app.world.cards.callsOf('list').length;
    await userEvent.click(tryAgain());
    await waitFor(() => expect(app.world.cards.callsOf('list')).toHaveLength(lists + 1));
    const picker = (await screen.findByRole('combobox', { name: texts.overview.picker.label })) as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((option) => option.value)).toContain('new'));
    expect(screen.queryByText(texts.actionFailure.notDone.load)).toBeNull();
  });
});
