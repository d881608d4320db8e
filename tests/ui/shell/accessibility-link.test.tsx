/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

describe.each(LANGUAGES)('the accessibility statement’s link in "Need help?" (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const block = () => screen.getByRole('region', { name: texts.shell.contact.title });

  it('leads to the statement the Environment names for the page’s language', async () => {
    await renderApp([aCard().build()], {
      language,
      environment: {
        ...DEFAULT_ENVIRONMENT,
        portal: {
          ...DEFAULT_ENVIRONMENT.portal,
          accessibility: {
            ...DEFAULT_ENVIRONMENT.portal.accessibility!,
            private: { nl: '/nl/a11y/', en: '/en/a11y/' },
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(within(block()).getByRole('link', { name: texts.shell.contact.accessibility }).getAttribute('href')).toBe(
      `/${language}/a11y/`,
    );
  });

  it('is left out where the Environment names no statement', async () => {
    const { accessibility: _none, ...portal } = DEFAULT_ENVIRONMENT.portal;
    await renderApp([aCard().build()], { language, environment: { ...DEFAULT_ENVIRONMENT, portal } });
    await screen.findByRole('heading', { level: 1 });
    expect(within(block()).getByRole('link', { name: texts.shell.contact.options.link })).toBeTruthy();
    expect(within(block()).queryByRole('link', { name: texts.shell.contact.accessibility })).toBeNull();
  });
});
