/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { fail, LANGUAGES, type PaymentInstrument, type Result, type ServiceError } from '../../../domain/index';
import type { SessionFailure } from '../../../application/ports/session';
import { aCard } from '../../support/builders/card';
import { afterPaint } from '../../support/screens/after-paint';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { held } from '../support/hold';
import { renderApp } from '../support/render-app';

/** Lets the app's pending promises and reactions run. */
const settled = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe.each(LANGUAGES)('section 4’s userinfo check (%s)', (language) => {
  const texts = TRANSLATIONS[language];

  it('runs once, after the first card is on screen: never before the card list has arrived', async () => {
    const list = held<Result<PaymentInstrument[], ServiceError>>();
    const cards = [aCard().withId('a').build(), aCard().withId('b').build()];
    const app = await renderApp(cards, {
      language,
      arrange: (world) => {
        world.cards.list = () => list.promise;
      },
    });
    await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title });
    await settled();
    expect(app.world.session.authLevelChecks).toBe(0);
    await act(async () => list.settle({ ok: true, value: cards }));
    await act(afterPaint);
    expect(app.world.session.authLevelChecks).toBe(1);
    // What happens on the page later (another card chosen, its details loading) does not ask again.
    await act(async () => app.world.cardLoader.select('b'));
    await settled();
    expect(app.world.session.authLevelChecks).toBe(1);
  });

  it('runs after a first load that found no card, too', async () => {
    const app = await renderApp([], { language });
    await screen.findByRole('heading', { level: 1 });
    await settled();
    expect(app.world.session.authLevelChecks).toBe(1);
  });

  it('leaves the page to the session when it sends the customer to login: nothing else is shown', async () => {
    const app = await renderApp([aCard().build()], {
      language,
      arrange: (world) => (world.session.level = fail<SessionFailure>({ kind: 'redirecting', to: 'login' })),
    });
    await screen.findByRole('heading', { level: 1 });
    await settled();
    expect(app.world.session.authLevelChecks).toBe(1);
    expect(app.world.app.notifications.notification).toBeUndefined();
  });
});
