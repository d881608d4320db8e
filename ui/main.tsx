// First: the calls go out before the paint's modules are evaluated (ES modules run in import order).
import { earlyCalls } from './start-early-calls';
import { registerCallsAhead } from '../adapters/composition/first-module';
import { earlyInput } from './first-paint/early-input';
import { giveWay } from './first-paint/give-way';
import { paintFirstCard } from './first-paint/paint-first-card';
import { preloadApp } from './preload-app';
import { showStartFailure } from './first-paint/start-failure';
import { loadTranslations } from './i18n/load-translations';
import { temporalReady } from './platform-temporal';

// Development builds reload the page when esbuild has rebuilt it (npm run dev).
// Written out twice so the production build's empty string folds the line away entirely.
if (process.env.LIVE_RELOAD)
  new EventSource(process.env.LIVE_RELOAD).addEventListener('change', () => location.reload());

/** A new task: the browser may paint and handle input between two long pieces of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Where the browser has no Temporal, its polyfill is asked for now, beside the app's chunks (issue 34). */
const temporal = temporalReady();
temporal.catch(() => undefined);

/** What the customer does on the painted card before the app is there, for the app to carry out (issue 34). */
const input = earlyInput();

/** Settles once the first card is painted from the first requests' answers, or its paint declined. */
const firstPaint = paintFirstCard({ window, loadTexts: loadTranslations, input }, earlyCalls);

/** The app's chunks: now on a first visit, after the paint for a returning customer (preload-app.ts). */
const returning = earlyCalls.returning;
void preloadApp(document, returning ? firstPaint : Promise.resolve());

// Issue 14: the app's modules (preloaded by preload-app.ts) are evaluated only once the first calls
// are on their way and the first card has been painted from them (or its paint declined). With
// the scripts cached (a returning customer) their evaluation, a long task, would otherwise hold
// back the first module's requests and its paint until it ends. React's libraries are evaluated
// first, in a task of their own (app-libraries.ts), then the app's modules, and the app starts in
// a task of its own after that: no one of them blocks the page for all (Total Blocking Time).
const root = document.getElementById('root');
if (root) {
  void Promise.all([earlyCalls.started, firstPaint])
    .then(() => import('./app-libraries'))
    .then(nextTask)
    .then(() => temporal)
    .then(() => import('./boot'))
    // Issue 34: the app's scripts did not arrive (offline, and not in the browser's cache): the
    // page says so, with the way to load it again, instead of a loading line for good.
    .catch((error: unknown) => {
      showStartFailure(document);
      throw error;
    })
    .then(async ({ boot }) => {
      await nextTask();
      await boot({ root, document, fetch: earlyCalls.fetch, earlyInput: input });
      // The next visit's first calls go out as it is navigated to (calls-ahead.ts); registered in
      // a task of its own, not at the end of the app's start, the page's longest.
      await nextTask();
      registerCallsAhead(navigator, window.PerformanceObserver);
    })
    // An app that did not start leaves no first paint standing in its place.
    .catch((error: unknown) => {
      giveWay(document);
      throw error;
    });
}
