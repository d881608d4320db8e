import { networkRoundTrip, type ResourceObserver } from './network-round-trip';

/** The worker's script, beside the app's page, so that it controls the page's path (calls-ahead.ts). */
export const CALLS_AHEAD_WORKER = 'calls-ahead-worker.js';

/**
 * The round trip from which the worker pays its way (issue 34). Each navigation starts it, and its
 * start and its work share the device's cores with the page's own: 30–40 ms of the first card on
 * the benchmark's desktop, whose calls take 10–45 ms. What it gives back is a round trip or two
 * (the page kept, the first calls asked as the page is navigated to): on the throttled phone, whose
 * calls take 150 ms and more, the warm visit's card comes 1.11× the sign-in page's with it and
 * 1.55× without (docs/performance.md, Stop 58). Between the two, with room on either side.
 */
export const ASK_AHEAD_FROM_MS = 100;

/**
 * Issue 14: installs the service worker that asks for a returning customer's first calls as the
 * page is navigated to; called once the app has started. Issue 34: only where the network is slow
 * enough for asking ahead to win, judged by the first call the network answers (the quickest of
 * those answered by then); where it is quicker, a worker installed on an earlier visit is removed,
 * so that the next visit starts none. Where service workers or the timing of calls are not offered
 * (an old browser, some private windows) or refused, nothing else changes: with no timing, it is
 * installed. The browser checks the worker's script against the server's on navigations, past its
 * HTTP cache: a new build's worker is found at once.
 */
export function registerCallsAhead(navigator: Navigator, observer: ResourceObserver | undefined): void {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  networkRoundTrip(observer)
    .then(async (roundTrip) => {
      if (roundTrip === undefined || roundTrip >= ASK_AHEAD_FROM_MS) {
        await workers.register(CALLS_AHEAD_WORKER);
        return;
      }
      // Only this app's worker: a portal's worker whose scope also holds the page is not ours to remove.
      const registration = await workers.getRegistration();
      const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
      if (registration && worker && new URL(worker.scriptURL).pathname.endsWith(`/${CALLS_AHEAD_WORKER}`))
        await registration.unregister();
    })
    .catch(() => undefined);
}
