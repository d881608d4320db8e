import { assetsNamedBy, keptPage, PAGE_CACHE, PAGE_KEPT_MS } from '../../../adapters/browser/service-worker/kept-page';

/**
 * Issue 34: the page kept by the service worker (adapters/browser/service-worker/kept-page.ts),
 * through its entry points, on a fake network with a fake HTTP cache, a fake Cache Storage and a
 * fake clock.
 */
const PAGE = 'https://bank.example/nl/betaalpassen/';
/** The page as the build writes it (build/app-files.mjs), for one build's asset names. */
const pageOf = (build: string) =>
  `<!doctype html><html lang="nl"><head><title>Mijn betaalpassen</title>` +
  `<link id="react-aria-pressable-style" rel="stylesheet" href="./assets/app-${build}.css">` +
  `<meta name="screen-styles" content="./assets/screens-${build}.css">` +
  `<link rel="preload" href="./config.json" as="fetch" crossorigin>` +
  `<script type="module" async src="./assets/chunk-FIRST${build}.js"></script>` +
  `<link rel="modulepreload" href="./assets/chunk-IMPORT${build}.js"><link rel="modulepreload" href="./assets/chunk-TEXTS${build}.js">` +
  `<meta name="app-chunks" content="./assets/chunk-APP1${build}.js ./assets/chunk-APP2${build}.js">` +
  `</head><body><div id="root"></div></body></html>`;
const htmlAnswer = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', ...init.headers },
  });

function setUp() {
  const httpCache = new Set<string>();
  const asked: { url: string; init?: RequestInit }[] = [];
  let server: () => Promise<Response> = async () => htmlAnswer(pageOf('B1'));
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.cache === 'only-if-cached') {
      if (httpCache.has(url)) return new Response('cached', { status: 200 });
      throw new TypeError('Failed to fetch');
    }
    asked.push({ url, init });
    return url.includes('/assets/') ? assetAnswer(url) : server();
  }) as typeof globalThis.fetch;
  /** An asset as the network sends it: in the HTTP cache once its body is read to the end. */
  const assetAnswer = (url: string) =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode(`asset ${url}`));
          controller.close();
          httpCache.add(url);
        },
      }),
    );
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (key: string) => store.get(key)?.clone(),
        put: async (key: string, response: Response) => void store.set(key, response),
        delete: async (key: string) => store.delete(key),
      } as unknown as Cache;
    },
  };
  const clock = { now: 1_000_000 };
  const pages = keptPage({ page: PAGE, fetch, caches, now: () => clock.now });
  const answers = (next: () => Promise<Response>) => {
    server = next;
  };
  return { pages, httpCache, asked, stores, clock, answers };
}

/** The build's assets the page names, as the browser's HTTP cache holds them after a visit. */
const visited = (httpCache: Set<string>, build: string) =>
  assetsNamedBy(pageOf(build), PAGE).forEach((url) => httpCache.add(url));

describe('the page kept by the service worker (issue 34)', () => {
  it('looks up what the page cannot start without, nor say it lacks: its stylesheet, its module and the module’s imports', () => {
    expect(assetsNamedBy(pageOf('B1'), PAGE)).toEqual([
      `${PAGE}assets/app-B1.css`,
      `${PAGE}assets/chunk-FIRSTB1.js`,
      `${PAGE}assets/chunk-IMPORTB1.js`,
      `${PAGE}assets/chunk-TEXTSB1.js`,
    ]);
  });

  it('shows nothing before a page was kept: the network’s page is the one', async () => {
    const { pages } = setUp();
    expect(await pages.shown()).toBeUndefined();
  });

  it('keeps the network’s page and shows it at the next navigation, whose needs it fetched into the HTTP cache', async () => {
    const { pages, asked } = setUp();
    const { page, kept } = pages.fresh();
    expect(await (await page).text()).toBe(pageOf('B1'));
    await kept;
    expect(asked.map(({ url }) => url)).toEqual([PAGE, ...assetsNamedBy(pageOf('B1'), PAGE)]);
    const shown = await pages.shown();
    expect(await shown?.text()).toBe(pageOf('B1'));
    expect(shown?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Its body is kept decoded: no encoding is claimed for it.
    expect(shown?.headers.get('content-encoding')).toBeNull();
  });

  it('a new build’s page has what it cannot start without fetched into the HTTP cache; the same build kept again fetches nothing', async () => {
    const { pages, httpCache, asked, answers } = setUp();
    const fetched = () => asked.map(({ url }) => url).filter((url) => url.includes('/assets/'));
    // A visit of build B1: its stylesheet in the HTTP cache already, its modules not.
    httpCache.add(`${PAGE}assets/app-B1.css`);
    await pages.fresh().kept;
    expect(fetched()).toEqual([
      `${PAGE}assets/chunk-FIRSTB1.js`,
      `${PAGE}assets/chunk-IMPORTB1.js`,
      `${PAGE}assets/chunk-TEXTSB1.js`,
    ]);
    expect(assetsNamedBy(pageOf('B1'), PAGE).every((url) => httpCache.has(url))).toBe(true);
    await pages.fresh().kept;
    expect(fetched()).toHaveLength(3);
    // A release: the server's page names build B2, whose needs the next visit finds in the cache.
    answers(async () => htmlAnswer(pageOf('B2')));
    await pages.fresh().kept;
    expect(fetched().slice(3)).toEqual(assetsNamedBy(pageOf('B2'), PAGE));
    expect(await (await pages.shown())?.text()).toBe(pageOf('B2'));
  });

  it('shows no page one of whose assets the browser no longer has: the network’s page, with what the server has', async () => {
    const { pages, httpCache } = setUp();
    await pages.fresh().kept;
    visited(httpCache, 'B1');
    httpCache.delete(`${PAGE}assets/chunk-IMPORTB1.js`);
    expect(await pages.shown()).toBeUndefined();
  });

  it('shows a page kept less than a day ago, not older, and not one kept in what is now the future', async () => {
    const { pages, httpCache, clock } = setUp();
    await pages.fresh().kept;
    visited(httpCache, 'B1');
    clock.now += PAGE_KEPT_MS - 1;
    expect(await pages.shown()).toBeDefined();
    clock.now += 1;
    expect(await pages.shown()).toBeUndefined();
    clock.now -= PAGE_KEPT_MS + 1;
    expect(await pages.shown()).toBeUndefined();
  });

  it('the next visit’s page is the server’s newest: kept anew each time', async () => {
    const { pages, httpCache, answers } = setUp();
    await pages.fresh().kept;
    visited(httpCache, 'B1');
    answers(async () => htmlAnswer(pageOf('B2')));
    await pages.fresh().kept;
    visited(httpCache, 'B2');
    expect(await (await pages.shown())?.text()).toBe(pageOf('B2'));
  });

  it.each([
    ['a failure', () => htmlAnswer('<p>Niet beschikbaar</p>', { status: 503 })],
    ['a page other than HTML', () => new Response('{}', { headers: { 'content-type': 'application/json' } })],
  ])('keeps no answer that is %s, and keeps the page kept before', async (_, answer) => {
    const { pages, httpCache, answers } = setUp();
    await pages.fresh().kept;
    visited(httpCache, 'B1');
    answers(async () => answer());
    const { page, kept } = pages.fresh();
    expect((await page).status).toBe(answer().status);
    await kept;
    expect(await (await pages.shown())?.text()).toBe(pageOf('B1'));
  });

  it('takes the browser’s own answer when it asked already (navigation preload): nothing asked twice', async () => {
    const { pages, asked } = setUp();
    const preloaded = htmlAnswer(pageOf('B3'));
    const { page, kept } = pages.fresh(Promise.resolve(preloaded));
    expect(await page).toBe(preloaded);
    await kept;
    expect(asked.filter(({ url }) => url === PAGE)).toEqual([]);
    expect(await preloaded.text()).toBe(pageOf('B3'));
  });

  it('without a network the page fails as the network does, and the keeping settles', async () => {
    const { pages, answers } = setUp();
    answers(() => Promise.reject(new TypeError('Failed to fetch')));
    const { page, kept } = pages.fresh();
    await expect(page).rejects.toThrow('Failed to fetch');
    await expect(kept).resolves.toBeUndefined();
  });

  it('a new worker forgets the page its build did not give', async () => {
    const { pages, httpCache, stores } = setUp();
    await pages.fresh().kept;
    visited(httpCache, 'B1');
    await pages.forget();
    expect(await pages.shown()).toBeUndefined();
    expect(stores.get(PAGE_CACHE)?.size).toBe(0);
  });

  it('keeps the app’s page only, whatever its route: not one with a query (a handover is for the server to see), nor a portal page below it', () => {
    const { pages } = setUp();
    expect(pages.isThePage(PAGE)).toBe(true);
    expect(pages.isThePage(`${PAGE}#/card-management/limits`)).toBe(true);
    expect(pages.isThePage(`${PAGE}?a=1`)).toBe(false);
    expect(pages.isThePage(`${PAGE}landen-europa/`)).toBe(false);
  });
});
