/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { LANGUAGES, ok } from '../../../domain/index';
import { FIRST_PAINT_ID } from '../../../ui/first-paint/give-way';
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
 * it splits into short tasks, while the first module's paint stands in front of them.
 */
describe.each(LANGUAGES)('the first page in React background pass (issue 14, %s)', (language) => {
  const texts = TRANSLATIONS[language];

  it("mounts the page a task after the session check answers, not in the answer's own task", async () => {
    const check = held<ReturnType<typeof ok<undefined>>>();
    const app = await renderApp([aCard().build()], {
      language,
      arrange: (world) => (world.session.check = () => check.promise),
    });
    await inTheSameTask(() => check.settle(ok(undefined)));
    expect(app.world.app.session.checked).toBe(true);
    expect(app.container.innerHTML).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: texts.routes.cardManagement.title })).toBeTruthy();
  });

  /** The app with its card list held until the test lets it answer. */
  const withHeldList = async () => {
    const list = held<void>();
    const app = await renderApp([aCard().build()], {
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
    return { app, list };
  };
  const statusHeading = () => screen.queryByRole('heading', { level: 2, name: texts.overview.status.active.heading });

  it("behind the first module's paint, draws the first card a task after the list answers, the paint standing until then", async () => {
    const paint = document.createElement('div');
    paint.id = FIRST_PAINT_ID;
    document.body.prepend(paint);
    const { app, list } = await withHeldList();
    await inTheSameTask(() => list.settle());
    expect(app.world.app.cards.list).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: texts.overview.picker.label })).toBeTruthy();
    expect(statusHeading()).toBeNull();
    expect(paint.isConnected).toBe(true);
    expect(await screen.findByRole('heading', { level: 2, name: texts.overview.status.active.heading })).toBeTruthy();
    expect(paint.isConnected).toBe(false);
  });

  it('without a paint in front (the plain layout, a declined paint), draws the first card at once: nothing moves twice', async () => {
    const { list, app } = await withHeldList();
    await inTheSameTask(() => list.settle());
    // The details answered in the same task: the card drawn from the list stays while its tiles follow.
    expect(app.world.app.cards.selected).toBeDefined();
    expect(statusHeading()).not.toBeNull();
  });
});
