import { callsAhead } from './calls-ahead';
import { keptFields } from './kept-fields';
import { keptPage } from './kept-page';

/**
 * The service worker's program (issue 14), built on its own as ./calls-ahead-worker.js beside
 * the app's page (esbuild.mjs): it controls the app's paths only, and does two things when the page
 * is navigated to — ask for the first card's calls (calls-ahead.ts), and show the page kept from
 * the last visit while the network's races it (kept-page.ts). It keeps no script and no answer:
 * the scripts come from the browser's cache or the network as without it.
 *
 * The DOM library's types do not describe a worker's scope; these are the parts used here.
 */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
/** Chromium's static routing (123 on): which requests never wake the worker. */
type InstallEvent = ExtendableEvent & { addRoutes?(rules: unknown): Promise<void> };
type FetchEvent = ExtendableEvent & {
  readonly request: Request;
  readonly clientId: string;
  readonly resultingClientId: string;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  readonly registration: {
    readonly scope: string;
    readonly navigationPreload?: { enable(): Promise<void>; disable(): Promise<void> };
  };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const scope = self as unknown as WorkerScope;
const ahead = callsAhead({
  fetch: (input, init) => fetch(input, init),
  kept: keptFields(caches),
  setTimeout: (run, ms) => setTimeout(run, ms),
});
const pages = keptPage({
  page: scope.registration.scope,
  fetch: (input, init) => fetch(input, init),
  caches,
  now: () => Date.now(),
});

/**
 * Everything but what the worker answers goes straight to the network, without a detour through
 * it: the navigation, config.json, the session check and the card list are its (calls-ahead.ts).
 */
const NOT_MINE = {
  condition: {
    not: {
      // Absolute paths: a relative one would be read below the worker's own path. Any query.
      or: [
        { requestMode: 'navigate' },
        { urlPattern: { pathname: '/:path*/config.json' } },
        { urlPattern: { pathname: '/session' } },
        { urlPattern: { pathname: '/:path*/apis/payment-instruments/v2/' } },
      ],
    },
  },
  source: 'network',
};

/**
 * A worker that is not running when the page asks for a call (it has not started since the
 * navigation, or was stopped) asked nothing ahead: the page's request goes to the network at once
 * rather than wait for it to start. The navigation itself still starts it.
 */
const NOT_STARTED = { condition: { runningStatus: 'not-running', requestMode: 'cors' }, source: 'network' };

/**
 * The navigation goes to the network at once, not once the worker has started (about 25 ms on a
 * desktop, more on a phone: docs/performance.md), and its fetch handler runs beside the request:
 * it asks ahead, and answers with the page kept from the last visit; the first answer is shown. A
 * rule of its own, so that a browser refusing it keeps the two above.
 */
const NAVIGATION = { condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' };

/** Whether this browser routes by the rules above: its navigations then never wait for this worker. */
const routesStatically = (): boolean =>
  typeof (self as { InstallEvent?: { prototype: Partial<InstallEvent> } }).InstallEvent?.prototype.addRoutes ===
  'function';

// A new build's worker takes over at once: it keeps no state a page depends on. It keeps its
// build's page, not the last build's, so that the very next visit shows the page at once.
scope.addEventListener('install', (event) => {
  // Where static routing is not offered, every request comes by the fetch handler, which passes it on.
  event.addRoutes?.([NOT_MINE, NOT_STARTED]).catch(() => undefined);
  event.addRoutes?.([NAVIGATION]).catch(() => undefined);
  const kept = pages.forget().then(
    () => pages.fresh().kept,
    () => undefined,
  );
  event.waitUntil(Promise.all([ahead.installed(scope.registration.scope), kept]).then(() => scope.skipWaiting()));
});
// Without static routing, navigation preload: the page's own request goes out as the navigation
// begins, not once this worker has started (which can take a while on a phone). With it, the
// navigation's race does that, and a preload would only be a second request for the page.
scope.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      scope.clients.claim(),
      routesStatically()
        ? scope.registration.navigationPreload?.disable()
        : scope.registration.navigationPreload?.enable(),
    ]),
  ),
);

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate') {
    const calls = ahead.navigated(request.url, event.resultingClientId);
    // Statically routed, the network's answer already races this handler; else it is the preload.
    const network = routesStatically() ? undefined : event.preloadResponse;
    if (!pages.isThePage(request.url)) {
      // A handover in the address is for the server to see, a portal's page below the app's is not kept: as without the worker.
      if (network) event.respondWith(network.then((preloaded) => preloaded ?? fetch(request)));
      event.waitUntil(calls);
      return;
    }
    const answered = pages
      .shown()
      .catch(() => undefined)
      .then((kept) => (kept ? { kept } : { fresh: pages.fresh(network) }));
    event.respondWith(answered.then((page) => page.kept ?? page.fresh.page));
    // Shown from the worker, the page is asked for anew once the first card's calls are in.
    event.waitUntil(Promise.all([answered, calls]).then(([page]) => (page.fresh ?? pages.fresh(network)).kept));
    return;
  }
  const answer = ahead.answer(request, event.clientId);
  if (answer) event.respondWith(answer);
});
