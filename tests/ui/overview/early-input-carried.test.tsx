/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import { earlyInput } from '../../../ui/first-paint/early-input';
import { FIRST_PAINT_ID } from '../../../ui/first-paint/give-way';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderApp } from '../support/render-app';

/**
 * Issue 34: a link to one of the app's screens followed on the first module's paint is followed
 * by the app once it is there — once. Found walking a throttled phone (en, 412 px): "Replace
 * card" tapped on the painted blocked card led to the replace screen, and Back from it showed the
 * overview for a moment and then the replace screen again (the overview, mounted anew, followed
 * the paint's link once more), so the customer could not go back.
 */
describe.each(LANGUAGES)('what was done on the paint, carried out by the app (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('a link followed on the paint leads to its screen once: Back from it stays on the overview', async () => {
    document.body.append(Object.assign(document.createElement('div'), { id: FIRST_PAINT_ID }));
    const input = earlyInput();
    input.follow('/replace-card');
    const app = await renderApp([aCard().withId('a').build()], { language, earlyInput: input });
    await waitFor(() => expect(app.location().pathname).toBe('/replace-card'));
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();

    await app.history(-1);
    await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading });
    // Long enough for the overview's effects to have followed the link again, had they.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.location().pathname).toBe('/card-management');
    expect(app.visited().filter((path) => path === '/replace-card')).toHaveLength(1);
  });
});
