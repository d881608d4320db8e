/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { boot } from '../../ui/boot';
import { aCard } from '../support/builders/card';
import { fakeWorld } from '../support/fakes/fake-world';
import { TRANSLATIONS } from './i18n/i18n-for';

/** The one call boot makes itself: ./config.json. */
const configAnswer = (ok: boolean | 'unreachable') => async (url: RequestInfo | URL) => {
  expect(String(url)).toBe('./config.json');
  if (ok === 'unreachable') throw new TypeError('Failed to fetch');
  return { ok, status: ok ? 200 : 404, json: async () => DEFAULT_ENVIRONMENT } as Response;
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

async function start(lang: string, ok: boolean | 'unreachable') {
  document.documentElement.lang = lang;
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  const {
    cards,
    limits,
    regions,
    reissue,
    disturbances,
    session,
    signing,
    portal,
    analytics,
    sessionStore,
    navigation,
    clock,
  } = fakeWorld([aCard().build()]);
  let outcome: unknown = 'started';
  await act(async () => {
    await boot({
      root,
      document,
      fetch: configAnswer(ok) as typeof fetch,
      router: (app) => <MemoryRouter>{app}</MemoryRouter>,
      overrides: {
        cards,
        limits,
        regions,
        reissue,
        disturbances,
        session,
        signing,
        portal,
        analytics,
        sessionStore,
        navigation,
        clock,
      },
    }).catch((error: unknown) => (outcome = error));
  });
  return outcome;
}

describe('start-up (section 1, section 7)', () => {
  it.each([
    ['en-GB', 'en', TRANSLATIONS.en.routes.cardManagement.title],
    ['nl-NL', 'nl', TRANSLATIONS.nl.routes.cardManagement.title],
    ['', 'nl', TRANSLATIONS.nl.routes.cardManagement.title],
    ['fr', 'nl', TRANSLATIONS.nl.routes.cardManagement.title],
  ])('takes <html lang="%s"> as %s and shows the overview', async (lang, language, title) => {
    expect(await start(lang, true)).toBe('started');
    expect(document.documentElement.lang).toBe(language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each(['nl', 'en'] as const)('says so in %s when ./config.json does not load', async (language) => {
    const outcome = await start(language, false);
    expect(String(outcome)).toContain('Error fetching config.json');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 6 }).textContent).toBe(
      TRANSLATIONS[language].errorMessages.somethingWentWrong,
    );
    expect(alert.textContent).toContain(TRANSLATIONS[language].notification.code.replace('{{code}}', 'serviceError'));
    expect(alert.textContent).toContain(TRANSLATIONS[language].errorMessages['message:serviceError']);
  });

  it.each(['nl', 'en'] as const)(
    'says in %s to check the connection and load the page again when ./config.json gets no answer (offline)',
    async (language) => {
      // The page's own words for a start that failed, as the build writes them (build/app-files.mjs).
      const texts = TRANSLATIONS[language];
      const meta = document.head.appendChild(document.createElement('meta'));
      meta.name = 'load-failed';
      meta.content = JSON.stringify({ type: texts.notification.types['system-error'], ...texts.shell.loadFailed });
      const outcome = await start(language, 'unreachable');
      expect(String(outcome)).toContain('Error fetching config.json');
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { level: 6 }).textContent).toBe(texts.shell.loadFailed.title);
      expect(alert.textContent).toContain(texts.shell.loadFailed.message);
      expect(screen.getByRole('button', { name: texts.shell.loadFailed.reload })).toBeTruthy();
      expect(screen.queryByText(texts.errorMessages['message:serviceError'])).toBeNull();
    },
  );
});
