/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError } from '../../../domain/index';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

// Where focus goes when an action fails or is refused: to what says so, never back to a button the
// failure is about, never to <body> (a keyboard or screen-reader user would be lost at the top).

const PATH = '/edit-payment-limit';

describe.each(LANGUAGES)('focus after a failed or refused action (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('a Delete the bank failed, confirmed in its question: focus on the failure, not back on Delete', async () => {
    const world = await editorWorld(aCard().withId('card-a').withTemporaryLimit('POS').build());
    const { user } = await renderScreen(language, world, PATH, { [PATH]: <SpendingLimitScreen /> });
    await user.click(screen.getByRole('radio', { name: texts.editLimits.duration.temporarilyWithLimit }));
    world.limits.failNext('deleteTemporary', serviceError('INTERNAL_SERVER_ERROR'));
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.delete }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.generic.buttons.delete }));
    const failure = (await screen.findByText(texts.actionFailure.notDone.delete)).closest('.action-failure');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(failure));
  });

  it('a block refused so that the card is hidden: focus on the page heading, not <body>', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    app.world.cards.failNext('block', serviceError('USER_ACTION_FORBIDDEN'));
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.block }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.overview.blockModal.confirm }),
    );
    await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });
});
