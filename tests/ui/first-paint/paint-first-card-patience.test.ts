/** @jest-environment jsdom */
import type { FirstLoad, FirstPage } from '../../../adapters/composition/first-module';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { FIRST_PAINT_ID, PREPARING } from '../../../ui/first-paint/give-way';
import {
  ANSWERS_NEAR_MS,
  FIRST_PAINT_PATIENCE_MS,
  paintFirstCard,
  type FirstAnswers,
  type FirstPaintPage,
} from '../../../ui/first-paint/paint-first-card';
import nl from '../../../ui/i18n/nl.json';
import type { Translations } from '../../../ui/i18n/texts';
import { CardBuilder } from '../../support/builders/card';
import { clearViewport, setViewportWidth } from '../widgets/viewport';

/**
 * Issue 14: the first paint holds the app back only so long (FIRST_PAINT_PATIENCE_MS from its
 * start). A config, texts or list that have not answered by then are the app's to show — its
 * loading line, its timeout, its error — and the paint is left out for good: its unseen frame
 * gone, nothing painted from a late answer. The paint itself: paint-first-card.test.ts.
 */
const SERVED = `<div id="root"></div><p class="boot-loading" role="status">${nl.shell.loading}</p>`;
const load: FirstLoad = {
  config: DEFAULT_ENVIRONMENT as unknown as FirstLoad['config'],
  cardList: { paymentInstruments: [new CardBuilder().withId('card-1').build()] },
  selectedCardId: undefined,
  plainLayout: false,
};
const firstPage: FirstPage = { config: load.config, plainLayout: load.plainLayout };

const never = <T>() => new Promise<T>(() => undefined);
/** An answer the test lets go when it chooses. */
function held<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

/** The paint started, and whether it has settled yet, without waiting for it. */
function paint(
  answers: FirstAnswers,
  loadTexts: FirstPaintPage['loadTexts'] = () => Promise.resolve(nl as Translations),
) {
  const painting = { settled: false };
  void paintFirstCard({ window, loadTexts }, answers).then(() => (painting.settled = true));
  return painting;
}
const frame = () => document.getElementById(FIRST_PAINT_ID);
/** Lets the clock run; the paint's awaits run in between (promises are not faked). */
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  // setTimeout and requestAnimationFrame faked: the patience is a timeout, and a paint that
  // finishes waits for the next frame and a task after it.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  document.documentElement.lang = 'nl';
  document.body.innerHTML = SERVED;
  setViewportWidth(1280);
});
afterEach(() => {
  jest.useRealTimers();
  clearViewport();
});

describe('the first paint’s patience', () => {
  it('runs out on a list that does not answer: the unseen frame goes, the paint settles, a late answer paints nothing', async () => {
    const list = held<FirstLoad | undefined>();
    const painting = paint({ firstPage: Promise.resolve(firstPage), firstLoad: list.promise });
    await wait(FIRST_PAINT_PATIENCE_MS - 1);
    expect([painting.settled, frame()?.hasAttribute(PREPARING)]).toEqual([false, true]);
    await wait(1);
    expect(painting.settled).toBe(true);
    expect(document.body.innerHTML).toBe(SERVED);
    list.answer(load);
    await wait(1_000);
    expect(document.body.innerHTML).toBe(SERVED);
  });

  it.each<[string, () => Partial<FirstAnswers> & { loadTexts?: FirstPaintPage['loadTexts'] }]>([
    ['the config (the first page)', () => ({ firstPage: never() })],
    ['the texts', () => ({ loadTexts: never })],
  ])('runs out when %s does not answer, with no frame laid out', async (_, change) => {
    const { loadTexts, ...answers } = change();
    const painting = paint(
      { firstPage: Promise.resolve(firstPage), firstLoad: Promise.resolve(load), ...answers },
      loadTexts,
    );
    await wait(FIRST_PAINT_PATIENCE_MS - 1);
    expect([painting.settled, frame()]).toEqual([false, null]);
    await wait(1);
    expect(painting.settled).toBe(true);
    expect(document.body.innerHTML).toBe(SERVED);
  });

  it('counts from the paint’s start, not from the frame: a late config leaves the list the rest', async () => {
    const config = held<FirstPage | undefined>();
    const painting = paint({ firstPage: config.promise, firstLoad: never() });
    await wait(2_000);
    config.answer(firstPage);
    await wait(ANSWERS_NEAR_MS);
    expect(frame()?.hasAttribute(PREPARING)).toBe(true);
    await wait(FIRST_PAINT_PATIENCE_MS - 2_000 - ANSWERS_NEAR_MS);
    expect(painting.settled).toBe(true);
    expect(frame()).toBeNull();
  });

  it('keeps a card painted just in time, while the paint waits for the next frame', async () => {
    const list = held<FirstLoad | undefined>();
    const painting = paint({ firstPage: Promise.resolve(firstPage), firstLoad: list.promise });
    await wait(FIRST_PAINT_PATIENCE_MS - 1);
    list.answer(load);
    await wait(0);
    // Painted, not settled yet: the paint settles after the browser's next frame.
    expect([painting.settled, frame()?.hasAttribute(PREPARING)]).toEqual([false, false]);
    await wait(100);
    expect(painting.settled).toBe(true);
    expect(frame()?.querySelector('.overview .status-panel')).not.toBeNull();
  });
});
