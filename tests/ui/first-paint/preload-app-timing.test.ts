/** @jest-environment jsdom */

/**
 * Issue 34: the first module asks for the app's chunks at once on a first visit, and only once the
 * first card is painted for a returning customer (an earlier visit in this browser kept the
 * config's fields; its cached chunks held the first module back), with or without the app's
 * service worker: ui/main.tsx with ui/preload-app.ts.
 */
const painted = new Promise<void>(() => undefined);
const preloadApp = jest.fn((_document: Document, _due: Promise<unknown>) => Promise.resolve());
let returning = false;

jest.mock('../../../adapters/composition/first-module', () => {
  const never = new Promise<undefined>(() => undefined);
  return {
    startEarlyCalls: () => ({ fetch: jest.fn(), started: never, firstPage: never, firstLoad: never, returning }),
  };
});
jest.mock('../../../ui/first-paint/paint-first-card', () => ({ paintFirstCard: () => painted }));
jest.mock('../../../ui/preload-app', () => ({ preloadApp }));

function startFirstModule(visit: { returning: boolean; controller: object | null }): Promise<unknown> {
  returning = visit.returning;
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: visit.controller }, configurable: true });
  preloadApp.mockClear();
  jest.isolateModules(() => {
    require('../../../ui/main');
  });
  expect(preloadApp).toHaveBeenCalledTimes(1);
  return preloadApp.mock.calls[0]![1];
}

it('asks for them at once on a first visit', async () => {
  const due = startFirstModule({ returning: false, controller: null });
  expect(due).not.toBe(painted);
  await expect(due).resolves.toBeUndefined();
});

it('asks for them once the first card is painted for a returning customer, with the worker or without it', () => {
  expect(startFirstModule({ returning: true, controller: { state: 'activated' } })).toBe(painted);
  expect(startFirstModule({ returning: true, controller: null })).toBe(painted);
});
