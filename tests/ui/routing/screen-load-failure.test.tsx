/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '../../../domain/index';
import { addScreenTexts } from '../../../ui/i18n/screen-texts';
import type { AddScreenTexts } from '../../../ui/i18n/screen-texts-loader';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

afterEach(() => jest.restoreAllMocks());

// A lazy screen whose chunk or texts do not arrive (a network blip, a release that replaced the
// hashed files) must not take the whole app off the page: the page stays, says so, and offers to
// load the page again (browsers keep a failed module import, so nothing less asks for it again).
describe.each(LANGUAGES)('a lazy screen that does not load (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  /** The replace screen's texts chunk does not arrive the first time it is asked for, then does (as after a network blip). */
  const failingOnce = (): AddScreenTexts => {
    let failed = false;
    return (instance, part) => {
      // The overview's own lazy section (its history) loads its texts first; it is not the screen at stake.
      if (failed || part !== 'replace-card') return addScreenTexts(instance, part);
      failed = true;
      return Promise.reject(new Error('the texts chunk did not load'));
    };
  };

  async function openReplaceFailingOnce() {
    const add = failingOnce();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp([aCard().build()], { language, texts: 'first-load', screenTexts: add });
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
    return { app, add };
  }

  it('shows the page with a translated failure in the screen’s place and the way back to the overview', async () => {
    const { app } = await openReplaceFailingOnce();
    expect(await screen.findByRole('heading', { level: 6, name: texts.shell.loadFailed.title })).toBeTruthy();
    expect(screen.getByText(texts.shell.loadFailed.message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: texts.routes.replaceCard.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.shell.loadFailed.reload })).toBeTruthy();
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('"Load the page again" reloads the app at its address without the hash route, so it starts on the overview', async () => {
    const { app } = await openReplaceFailingOnce();
    await userEvent.click(await screen.findByRole('button', { name: texts.shell.loadFailed.reload }));
    const path = language === 'nl' ? '/nl/betaalpassen/' : '/en/debit-cards/';
    expect(app.world.navigation.reloads).toEqual([path]);
  });

  it('another route starts without the failure: the overview shows as always', async () => {
    const { app } = await openReplaceFailingOnce();
    await screen.findByRole('heading', { level: 6, name: texts.shell.loadFailed.title });
    await app.history(-1);
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
    expect(screen.queryByText(texts.shell.loadFailed.title)).toBeNull();
    expect(await screen.findByRole('button', { name: texts.overview.actions.replace })).toBeTruthy();
  });
});
