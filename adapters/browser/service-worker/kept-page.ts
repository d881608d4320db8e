/** The worker's cache of the app's pages, one per path (language and segment), apart from the config's fields. */
export const PAGE_CACHE = 'dcss-kept-page';

/**
 * How old a kept page may be and still be shown: the build it names was the server's at most this
 * long ago. Each visit keeps the page anew, so a daily customer never waits for it; one back after
 * longer waits for the network, as on a first visit.
 */
export const PAGE_KEPT_MS = 24 * 60 * 60 * 1000;

const KEPT_AT = 'x-kept-at';
/** What the kept page cannot start without (assetsNamedBy), read as it is kept rather than as it is shown. */
const NEEDS = 'x-kept-needs';

export type KeptPagePorts = {
  /** The app's page: the worker's scope, beside which it is served (the portal's pages below it are not the app's). */
  readonly page: string;
  readonly fetch: typeof globalThis.fetch;
  readonly caches: Pick<CacheStorage, 'open'>;
  readonly now: () => number;
};

/**
 * What the page cannot start without, nor say it lacks: its stylesheet, its module and the
 * module's imports. (The app's chunks it asks for itself, and says so when they do not come, with
 * the way to load the page again: ui/first-paint/start-failure.ts.) Each is looked up in the HTTP
 * cache before the page is shown, some 3–4 ms each, so only these.
 */
export function assetsNamedBy(page: string, pageUrl: string): string[] {
  const named = [...page.matchAll(/\s(?:src|href)="(\.\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  return [...new Set(named)].map((name) => new URL(name, pageUrl).href);
}

/**
 * Issue 34, a returning customer: the page is the same for every customer of a path and names
 * the build's content-hashed assets, so the worker keeps the last one the server gave and shows it
 * at once, while the network's answer races it (worker.ts). It is shown only when it is less than
 * PAGE_KEPT_MS old and what it cannot start without is still in the browser's HTTP cache, so that
 * a page of a build the server no longer has is never left without its module; and each visit asks
 * the server for the page again (a conditional request, 304 when unchanged), so the next one shows
 * the current build (and a page that said its app's chunks did not come, loaded again, is the
 * server's newest). Nothing of the customer's is kept: only a page the server sends alike to all.
 */
export function keptPage({ page, fetch, caches, now }: KeptPagePorts) {
  /**
   * The app's page itself, with no query (a handover is for the server to see); its routes are in
   * the fragment, which a navigation's request carries.
   */
  const isThePage = (url: string) => {
    const address = new URL(url);
    address.hash = '';
    return address.href === page;
  };
  const inHttpCache = (url: string) =>
    fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
      (response) => {
        response.body?.cancel().catch(() => undefined);
        return response.ok;
      },
      () => false,
    );

  /** Into the browser's HTTP cache, where not there yet: the answer is read to its end, else the cache keeps none of it. */
  const fetchAhead = (url: string) =>
    inHttpCache(url)
      .then((cached) =>
        cached ? undefined : fetch(url, { mode: 'same-origin' }).then((answer) => answer.arrayBuffer()),
      )
      .catch(() => undefined);

  /**
   * Keeps a copy of the network's answer when it is the page itself, stamped with when. A page of
   * another build than the one kept before (a release, a new worker) has its needs fetched now:
   * else the next visit could not show it, its module not yet in the browser's cache.
   */
  const keep = async (copy: Response): Promise<void> => {
    const type = copy.headers.get('content-type') ?? '';
    if (copy.status !== 200 || copy.redirected || !type.startsWith('text/html')) return;
    const headers = new Headers(copy.headers);
    // The body kept is the decoded one: its transfer's encoding and length no longer describe it.
    for (const name of ['content-encoding', 'content-length']) headers.delete(name);
    const body = await copy.text();
    const needs = assetsNamedBy(body, page);
    const named = needs.join(' ');
    headers.set(KEPT_AT, String(now()));
    headers.set(NEEDS, named);
    const cache = await caches.open(PAGE_CACHE);
    const before = (await cache.match(page))?.headers.get(NEEDS);
    await cache.put(page, new Response(body, { status: 200, statusText: copy.statusText, headers }));
    if (before !== named) await Promise.all(needs.map(fetchAhead));
  };

  return {
    isThePage,

    /** The kept page, when it may be shown; else undefined (the network's). */
    async shown(): Promise<Response | undefined> {
      const kept = await (await caches.open(PAGE_CACHE)).match(page);
      const keptAt = Number(kept?.headers.get(KEPT_AT));
      if (!kept || !(now() - keptAt < PAGE_KEPT_MS && now() >= keptAt)) return undefined;
      const assets = kept.headers.get(NEEDS)?.split(' ').filter(Boolean) ?? [];
      const cached = await Promise.all(assets.map(inHttpCache));
      return assets.length > 0 && cached.every(Boolean) ? kept : undefined;
    },

    /**
     * The network's page: `answer` when the browser asked for it already (navigation preload),
     * else asked for now (a conditional request: 304 when the page is unchanged). `kept` settles
     * once a copy is kept for the next navigation; it never rejects.
     */
    fresh(answer?: Promise<Response | undefined>): { page: Promise<Response>; kept: Promise<void> } {
      const network = Promise.resolve(answer).then((given) => given ?? fetch(page, { credentials: 'same-origin' }));
      // A copy taken before the page's body is read: the page is never held for the keeping.
      const kept = network.then((response) => keep(response.clone())).catch(() => undefined);
      return { page: network, kept };
    },

    /** Drops the page kept: a new worker comes with a new build. */
    async forget(): Promise<void> {
      await (await caches.open(PAGE_CACHE)).delete(page);
    },
  };
}

export type KeptPage = ReturnType<typeof keptPage>;
