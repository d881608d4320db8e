/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, serviceError } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';
import { fillJsdomGaps } from '../widgets/jsdom-gaps';

// Section 8: a refusal the catalogue does not list as recoverable hides the editor's form. Its
// notification had a close button; closed, the page said nothing any more: the title and OK,
// with nothing about the change (seen walking a temporary limit refused with START_DATE_INVALID).

beforeAll(fillJsdomGaps);

describe.each(LANGUAGES)('an editor whose content a refusal hid (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const tile = (title: string) =>
    screen.getByRole('heading', { level: 3, name: title }).closest('a') as HTMLAnchorElement;

  /** A payment-limit Save of 3000 that the bank refuses with `code`. */
  async function saveRefusedWith(code: string) {
    const app = await renderApp([aCard().withId('card-a').build()], { language });
    await screen.findByRole('heading', { level: 3, name: texts.overview.settings.payment.title });
    await userEvent.click(tile(texts.overview.settings.payment.title));
    const amount = await screen.findByRole('textbox', { name: texts.widgets.limitSlider.amount }, { timeout: 5000 });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    app.world.limits.failNext('changeDefault', serviceError(code));
    await userEvent.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
  }

  it('keeps saying why: the refusal has no close button while it is all the page shows', async () => {
    await saveRefusedWith('LIMIT_VALUE_INVALID');

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: texts.widgets.limitSlider.amount })).toBeNull());
    expect(alert.textContent).toContain(texts.errorMessages['message:LIMIT_VALUE_INVALID']);
    expect(within(alert).queryByRole('button', { name: texts.notification.close })).toBeNull();
    expect(screen.getByRole('button', { name: texts.generic.buttons.ok })).toBeTruthy();
  });

  it('a refusal that keeps the form can still be closed', async () => {
    await saveRefusedWith('MESSAGE_BAI540_1002');

    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: texts.notification.close }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount })).toBeTruthy();
  });
});
