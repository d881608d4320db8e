/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

beforeAll(fillJsdomGaps);

// A failure belongs to the screen it happened on, with its Try again. The next screen used to
// render it once before entering (which clears it): its message took the focus and, removed a
// moment later, left the focus on <body>.

/** Whatever took the focus from now on. */
function focusTaken(): HTMLElement[] {
  const taken: HTMLElement[] = [];
  document.addEventListener('focusin', (event) => taken.push(event.target as HTMLElement));
  return taken;
}

describe.each(LANGUAGES)('a failure stays on its screen (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const regionTile = () => screen.findByRole('link', { name: new RegExp(texts.overview.settings.region.title) });

  it("a block the bank failed, then the region editor: focus on its heading, never on the block's failure", async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    app.world.cards.failNext('block', serviceError('INTERNAL_SERVER_ERROR'));
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.block }));
    const dialog = screen.getByRole('dialog', { name: texts.overview.blockModal.title });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.overview.blockModal.confirm }));
    await screen.findByText(texts.actionFailure.notDone.block);
    const taken = focusTaken();
    await userEvent.click(await regionTile());
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: texts.routes.editRegion.title },
      { timeout: 5000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(heading);
    expect(taken.filter((element) => element.classList.contains('action-failure'))).toEqual([]);
  });

  it("a region change the bank failed, then Back: the overview's heading has the focus, not <body>", async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await regionTile());
    await userEvent.click(await screen.findByRole('radio', { name: texts.generic.regions.WORLD }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('radio', { name: texts.editRegion.duration.continuously }));
    app.world.regions.failNext('changeDefault', serviceError('INTERNAL_SERVER_ERROR'));
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    await screen.findByText(texts.actionFailure.notDone.save);
    const taken = focusTaken();
    await app.history(-1);
    await screen.findByRole('link', { name: new RegExp(texts.overview.settings.region.title) });
    const heading = screen.getByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(heading);
    expect(taken.filter((element) => element.classList.contains('action-failure'))).toEqual([]);
  });
});
