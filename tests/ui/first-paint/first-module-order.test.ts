/** @jest-environment jsdom */

/**
 * Issue 14: the page's first module sends the first load's calls before it evaluates anything
 * else. ES modules run in import order, depth first, so ui/main.tsx imports ui/start-early-calls.ts
 * ahead of the paint's modules; had it imported the paint first, every module the paint needs
 * (the domain's card rules, the palettes, the texts' loader) would run first, and on a cheap
 * phone the calls would leave ~10 ms later. Both are stood in for here, and each says when it runs.
 */
const order: string[] = [];

jest.mock('../../../adapters/composition/first-module', () => ({
  startEarlyCalls: () => {
    order.push('calls sent');
    const never = new Promise<undefined>(() => undefined);
    return { fetch: jest.fn(), started: Promise.resolve(), firstPage: never, firstLoad: never, returning: false };
  },
}));
jest.mock('../../../ui/first-paint/paint-first-card', () => {
  order.push('paint module evaluated');
  return { paintFirstCard: jest.fn(() => (order.push('paint started'), new Promise(() => undefined))) };
});
jest.mock('../../../ui/i18n/load-translations', () => {
  order.push('texts loader evaluated');
  return { loadTranslations: jest.fn() };
});

it('sends the calls before the paint’s modules are evaluated, then starts the paint', () => {
  jest.isolateModules(() => {
    require('../../../ui/main');
  });
  expect(order).toEqual(['calls sent', 'paint module evaluated', 'texts loader evaluated', 'paint started']);
});
