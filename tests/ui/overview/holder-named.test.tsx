/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

// Issue 33, item 17: a business customer may manage another holder's card, and the userinfo names
// no customer number to tell; in the business area the card's words always name its holder
// (reading 82). The builder's card is J. de Vries's.

const HOLDER = 'J. de Vries';
const fill = (text: string) => text.replace('{{holder}}', HOLDER);

describe.each(LANGUAGES)('the holder named in the business area (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const business = { language, pathname: `/${DEFAULT_ENVIRONMENT.businessPrefixes[language]}/betaalpassen/` };

  it('says whose card is active, and asks about that holder’s card before blocking it', async () => {
    const app = await renderApp([aCard().build()], business);
    expect(await screen.findByText(fill(texts.overview.status.active.holderDescription))).toBeTruthy();
    expect(screen.queryByText(texts.overview.status.active.description)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.overview.actions.block }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(fill(texts.overview.blockModal.holderBody))).toBeTruthy();
    expect(within(dialog).queryByText(texts.overview.blockModal.body)).toBeNull();
    expectNoRawKeys(document.body);
    expect(app.missingKeys).toEqual([]);
  });

  it('says whose card is blocked', async () => {
    await renderApp([aCard().blocked().build()], business);
    expect(await screen.findByText(fill(texts.overview.status.blocked.holderDescription))).toBeTruthy();
  });

  it('sends the new card to the cardholder’s address', async () => {
    await renderApp([aCard().build()], business);
    await userEvent.click(await screen.findByRole('button', { name: texts.overview.actions.replace }));
    expect(await screen.findByRole('region', { name: texts.replaceCard.address.holderTitle })).toBeTruthy();
    expect(screen.queryByRole('region', { name: texts.replaceCard.address.title })).toBeNull();
    expectNoRawKeys(document.body);
  });

  it('keeps "your card" in the private area', async () => {
    await renderApp([aCard().build()], { language });
    expect(await screen.findByText(texts.overview.status.active.description)).toBeTruthy();
    expect(screen.queryByText(fill(texts.overview.status.active.holderDescription))).toBeNull();
  });
});
