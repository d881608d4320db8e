/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { LANGUAGES, ok } from '../../../domain/index';
import { aCard } from '../../support/builders/card';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { held } from '../support/hold';
import { renderApp } from '../support/render-app';

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Outside act, React schedules as in the browser: what a store change renders at once happens
 * in the microtasks after it, a background pass in tasks of its own after those.
 */
async function inTheSameTask<T>(step: () => T): Promise<void> {
  const environment = globalThis as ActEnvironment;
  const before = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    step();
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/**
 * Issue 14, Total Blocking Time: a store change renders at once, in one task (MobX's observers
 * read the store through useSyncExternalStore, which React never splits). The first page and the
 * first card are the largest renders of a load, so they come in React's background pass, which
 * it splits into short tasks; the first module's paint stands meanwhile.
 */
describe.each(LANGUAGES)('the first page in React background pass (issue 14, %s)', (language) => {
  const texts = TRANSLATIONS[language];

  it("mounts the page a task after the session check answers, not in the answer's own task", async () => {
    const check = held<ReturnType<typeof ok<undefined>>>();
    const app = await renderApp([aCard().build()], { language, arrange: (world) => (world.session.check = () => check.promise) });
    await inTheSameTask(() => check.settle(ok(undefined)));
    expect(app.container.innerHTML).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
  });

  it('draws the first card a task after the list answers, with the loading line until then', async () => {
    const list = held<void>();
    await renderApp([aCard().build()], {
      language,
      arrange: (world) => {
        const original = world.cards.list.bind(world.cards);
        world.cards.list = async () => {
          await list.promise;
          return original();
        };
      },
    });
    await screen.findByText(texts.overview.spinner.loadingCards);
    await inTheSameTask(() => list.settle());
    expect(screen.queryByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeNull();
    const loading = [texts.overview.spinner.loadingCards, texts.overview.spinner.loadingCard];
    expect(screen.getAllByRole('status').some((status) => loading.includes(status.textContent ?? ''))).toBe(true);
    expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeTruthy();
  });
});
