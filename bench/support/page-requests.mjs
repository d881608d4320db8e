// What a page asked for during one load in the page-load benchmark: its own requests, as
// DevTools saw them, and the calls the app's service worker made ahead of it.

/** The app's config (section 7; CONFIG_URL in adapters/config/config-request.ts), which its HTML preloads. */
const CONFIG = /\/config\.json$/;

/**
 * Issue 14: on a returning visit the app's service worker asks for the first calls as the
 * navigation begins, and the page's own requests for them are answered from those. DevTools'
 * network emulation does not reach a service worker's own fetches on this Chromium (tried: on the
 * worker's target, flattened or not, by rule too — they still come in a few ms), so on a
 * throttled profile the worker's calls are held to the network they would have had: each is taken
 * to answer one throttled round trip after the worker asked it — the same request's duration in
 * the same context's first, throttled load — and where that is later than the page needed it,
 * the first card's time is put back by the difference. Returns the calls and what each held up.
 *
 * When the page needed an answer: for a call, when the page's own request for it was answered. The
 * config is asked by the page's HTML (a preload, answered long before it is read) and read by the
 * first module, which asks for it in the same task in which it asks a returning visit's calls
 * (adapters/browser/early-calls.ts): the config is needed from the page's first call on, not from
 * when the preload was answered.
 */
export function workerCalls(requests, firstLoad, { throttled, page }) {
  const pageAnswer = new Map(
    requests
      .filter((request) => !request.byWorker)
      .map((request) => [request.url, request.startMs + request.durationMs]),
  );
  // The page itself comes by navigation preload, which the page's throttling does reach.
  const asked = requests.filter((request) => request.byWorker && request.url !== page && request.method === 'GET');
  const firstCallAsked = Math.min(
    ...requests
      .filter((request) => !request.byWorker && !CONFIG.test(request.url) && !request.url.includes('/assets/'))
      .filter((request) => asked.some((call) => call.url === request.url))
      .map((request) => request.startMs),
  );
  const neededMs = (url) =>
    CONFIG.test(url) && Number.isFinite(firstCallAsked)
      ? Math.max(pageAnswer.get(url), firstCallAsked)
      : pageAnswer.get(url);
  const trip = new Map(
    firstLoad.filter((request) => !request.byWorker).map((request) => [request.url, request.durationMs]),
  );
  return (
    asked
      // Only what the worker asked before the page was answered: not its own install's requests, say.
      .filter((request) => request.startMs < (pageAnswer.get(request.url) ?? -Infinity))
      .map((request) => {
        const answeredMs = throttled
          ? request.startMs + (trip.get(request.url) ?? request.durationMs)
          : request.startMs + request.durationMs;
        const needed = neededMs(request.url);
        return {
          url: request.url,
          askedMs: request.startMs,
          answeredMs,
          pageAnsweredMs: pageAnswer.get(request.url),
          neededMs: needed,
          heldMs: Math.max(0, answeredMs - needed),
        };
      })
  );
}

/**
 * The requests of a load with their times relative to the navigation (the waterfall), and a
 * wait for the network to fall quiet: nothing in flight for 500 ms. The analytics calls are
 * keepalive fetches, whose end Playwright never reports: they are not waited for.
 */
export function recordRequests(page, origin, { ignore }) {
  const requests = [];
  const inFlight = new Set();
  let lastChange = Date.now();
  const settle = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (ignore.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  // The app's service worker asks on the page's behalf (issue 14): its requests, marked, beside the page's.
  page.context().on('requestfinished', (request) => {
    if (!request.serviceWorker() || ignore.test(request.url())) return;
    requests.push({
      url: request.url().replace(origin, ''),
      method: request.method(),
      startEpoch: request.timing().startTime,
      durationMs: request.timing().responseEnd,
      byWorker: true,
    });
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle(request);
    const timing = request.timing();
    requests.push({
      url: request.url().replace(origin, ''),
      method: request.method(),
      startEpoch: timing.startTime,
      durationMs: timing.responseEnd,
    });
  });
  const quiet = async (quietMs = 500, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`the network did not fall quiet: ${[...inFlight].map((request) => request.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { requests, quiet };
}
