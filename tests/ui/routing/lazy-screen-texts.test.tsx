/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

// The app as production starts it: only the first load's texts (ui/i18n/<lang>.json). Each lazy
// screen brings its part (ui/i18n/<lang>/<part>.json) with it, before it renders.
describe.each(LANGUAGES)('a lazy screen brings its own texts (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const overview = async () => {
    const app = await renderApp([aCard().build()], { language, texts: 'first-load' });
    await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });
    return app;
  };
  const cancelModalShows = async (title: string, body: string) => {
    await userEvent.click(screen.getByRole('button', { name: texts.shell.toolbar.close }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(body)).toBeTruthy();
  };

  it('the overview needs nothing beyond the first load', async () => {
    const app = await overview();
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('replace card: its texts and its cancel modal’s', async () => {
    const app = await overview();
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.replace }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.replaceCard.title });
    expect(await screen.findByRole('combobox', { name: texts.replaceCard.reason.label })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.replaceCard.submit })).toBeTruthy();
    await cancelModalShows(texts.cancelModal.replaceCard.title, texts.cancelModal.replaceCard.body);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it.each([
    ['ecommerce', 'editEcommerceLimit'],
    ['payment', 'editPaymentLimit'],
    ['withdrawal', 'editWithdrawalLimit'],
  ] as const)('the %s limit editor: the editors’ texts and its cancel modal’s', async (section, route) => {
    const app = await overview();
    await userEvent.click(screen.getByRole('link', { name: new RegExp(texts.overview.settings[section].title) }));
    await screen.findByRole('heading', { level: 1, name: texts.routes[route].title }, { timeout: 5000 });
    expect(await screen.findByRole('slider', { name: texts.editLimits[section].sliderLabel })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: texts.widgets.limitSlider.amount })).toBeTruthy();
    await cancelModalShows(texts.cancelModal[route].title, texts.cancelModal[route].body);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('the region editor: the editors’ texts and its cancel modal’s', async () => {
    const app = await overview();
    await userEvent.click(screen.getByRole('link', { name: new RegExp(texts.overview.settings.region.title) }));
    await screen.findByRole('heading', { level: 1, name: texts.routes.editRegion.title }, { timeout: 5000 });
    expect(await screen.findByRole('group', { name: texts.editRegion.regionLegend })).toBeTruthy();
    await cancelModalShows(texts.cancelModal.editRegion.title, texts.cancelModal.editRegion.body);
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });
});
