/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

// Issue 34 in the editors: an editor entered again (Back from the signing page) reads the card
// anew. When the bank failed to send it, the page showed only its title and OK: nothing said
// that the card was not loaded, nor offered to try again (seen walking Sanne's withdrawal limit
// in Chromium with a 503 on the card's details).

describe.each(LANGUAGES)('an editor whose card the bank failed to send (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('says the card is not loaded, with Try again, which brings the form as the bank has it', async () => {
    const app = await renderApp([aCard().withId('a').build()], { language });
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(texts.overview.settings.payment.title) }));
    const amount = await screen.findByLabelText(texts.widgets.limitSlider.amount, {}, { timeout: 5000 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    await waitFor(() => expect(app.location().pathname).toBe('/signing'));

    app.world.cards.failNext('details', serviceError('INTERNAL_SERVER_ERROR'));
    await app.history(-1);
    await screen.findByRole('heading', { level: 1, name: texts.routes.editPaymentLimit.title });
    const failure = await screen.findByRole('heading', { level: 6, name: texts.actionFailure.notDone.loadCard });
    const notice = failure.closest('.notification') as HTMLElement;
    expect(notice.textContent).toContain(texts.actionFailure.whyNotLoaded);
    expect(screen.queryByLabelText(texts.widgets.limitSlider.amount)).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: texts.actionFailure.tryAgain }));
    expect(await screen.findByLabelText(texts.widgets.limitSlider.amount)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 6, name: texts.actionFailure.notDone.loadCard })).toBeNull();
    expect(app.world.limits.callsOf('changeDefault')).toHaveLength(1);
  });
});
