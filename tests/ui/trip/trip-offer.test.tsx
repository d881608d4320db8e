/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { descriptionOf } from '../../support/screens/queries';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';
import { renderApp } from '../support/render-app';

// Issue 35: "Op reis" / "Going abroad" near the settings tiles, hidden when the card's links allow
// neither a temporary region nor a temporary limit, explained when the card is World by default.

const TEMPORARY_LINKS = [
  'CREATE_TEMPORARY_GEO_PROFILE',
  'CREATE_TEMPORARY_LIMIT_POS',
  'CREATE_TEMPORARY_LIMIT_ATM',
] as const;

describe.each(LANGUAGES)('going abroad on the overview (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const words = texts.overview.trip;

  async function open(builder: ReturnType<typeof aCard>) {
    const app = await renderApp([builder.build()], { language });
    await screen.findByRole('heading', { level: 2, name: texts.overview.settings.title });
    return app;
  }

  it('offers the journey under the settings tiles, described by what it does, and opens it', async () => {
    await open(aCard());
    const button = await screen.findByRole('button', { name: words.button });
    expect(descriptionOf(button)).toBe(words.intro);
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.goingAbroad.title })).toBeTruthy();
    expectNoRawKeys(document.body);
  });

  it('explains, on a card that works worldwide by default, that only the limits are left to set', async () => {
    await open(aCard().withDefaultRegion('WORLD'));
    expect(descriptionOf(await screen.findByRole('button', { name: words.button }))).toBe(words.worldAlready);
  });

  it('on a card that allows no temporary World setting, promises only the limits (reading 97)', async () => {
    // Found walking Pieter's limited card: "… in one go: international use World and higher limits", and the plan then refused World.
    await open(aCard().withoutLinks('CREATE_TEMPORARY_GEO_PROFILE'));
    const button = await screen.findByRole('button', { name: words.button });
    expect(descriptionOf(button)).toBe(words.worldNotAllowed);
    expect(descriptionOf(button)).not.toBe(words.intro);
    expectNoRawKeys(document.body);
  });

  it('is offered while one temporary link is left, and hidden when none is', async () => {
    await open(aCard().withoutLinks('CREATE_TEMPORARY_GEO_PROFILE', 'CREATE_TEMPORARY_LIMIT_POS'));
    expect(await screen.findByRole('button', { name: words.button })).toBeTruthy();
    document.body.innerHTML = '';
    await open(aCard().withoutLinks(...TEMPORARY_LINKS));
    expect(screen.queryByRole('button', { name: words.button })).toBeNull();
  });

  it('is not offered on a blocked card, which shows no settings', async () => {
    await renderApp([aCard().blocked().build()], { language });
    await screen.findByRole('heading', { name: texts.overview.status.blocked.heading });
    expect(screen.queryByRole('button', { name: words.button })).toBeNull();
  });
});
