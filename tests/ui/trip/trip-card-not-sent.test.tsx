/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Issue 34 on the journey's screens, as in the editors: the plan entered again (Forward from the
// overview) reads the card anew. When the bank failed to send it, the page showed only "Op reis"
// and OK: nothing said the card was not loaded, nor offered to try again (seen walking Sanne's
// trip in Chromium with a 503 on the card's details).

beforeAll(fillJsdomGaps);

describe.each(LANGUAGES)('a journey screen whose card the bank failed to send (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.trip;

  it('says the card is not loaded, with Try again, which brings the plan back', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.trip.button }, { timeout: 5000 }));
    await screen.findByRole('group', { name: words.destination.legend }, { timeout: 5000 });
    await app.history(-1);
    await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });

    app.world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
    await app.history(1);
    await screen.findByRole('heading', { level: 1, name: texts.routes.goingAbroad.title });
    const failure = await screen.findByRole('heading', { level: 6, name: texts.actionFailure.notDone.loadCard });
    const notice = failure.closest('.notification') as HTMLElement;
    expect(notice.textContent).toContain(texts.actionFailure.whyNotLoaded);
    expect(screen.queryByRole('group', { name: words.destination.legend })).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: texts.actionFailure.tryAgain }));
    expect(await screen.findByRole('group', { name: words.destination.legend })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 6, name: texts.actionFailure.notDone.loadCard })).toBeNull();
    expect(app.missingKeys).toEqual([]);
  });

  it('on the cancel screen too: Try again brings the card’s trip and its Cancel', async () => {
    const DATES = { startDate: '2026-12-04', endDate: '2026-12-14' };
    const withTrip = aCard()
      .withId('a')
      .withTemporaryLimit('POS', { limitValue: 4000, ...DATES })
      .withTemporaryRegion({ geoProfile: 'WORLD', ...DATES });
    const app = await renderApp([withTrip.build()], { language });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.trips.cancel }, { timeout: 5000 }));
    await screen.findByRole('button', { name: words.cancelTrip.confirm }, { timeout: 5000 });
    await app.history(-1);
    await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });

    app.world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
    await app.history(1);
    const failure = await screen.findByRole('heading', { level: 6, name: texts.actionFailure.notDone.loadCard });
    await userEvent.click(
      within(failure.closest('.notification') as HTMLElement).getByRole('button', {
        name: texts.actionFailure.tryAgain,
      }),
    );
    expect(await screen.findByRole('button', { name: words.cancelTrip.confirm })).toBeTruthy();
  });
});
