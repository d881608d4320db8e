/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

// Issue 14: the session-timeout warning comes in a chunk of its own once the first card is
// painted. A chunk that does not arrive (the connection dropped, a release replaced the file)
// leaves the page as it is: no warning, but no empty page either.
jest.mock('../../../ui/shell/session-timeout-dialog', () => {
  throw new Error('the warning’s chunk did not load');
});

const MINUTE = 60_000;

describe.each(LANGUAGES)('the session-timeout warning’s chunk failing (%s)', (language: Language) => {
  let reported: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'Date'] });
    // React reports the failure its boundary caught.
    reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    reported.mockRestore();
  });

  it('leaves the overview standing and working', async () => {
    const app = await renderApp([aCard().build()], { language });
    await act(async () => {
      app.world.clock.advance(14 * MINUTE);
      jest.advanceTimersByTime(14 * MINUTE);
    });
    expect(screen.getByRole('button', { name: TRANSLATIONS[language].overview.actions.block })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reported).toHaveBeenCalled();
  });
});
