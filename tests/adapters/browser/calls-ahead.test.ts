import { CALLS_KEPT_MS, callsAhead, type KeptFields } from '../../../adapters/browser/service-worker/calls-ahead';
import { keptFields } from '../../../adapters/browser/service-worker/kept-fields';
import { firstCalls, pickFirstConfig, type FirstConfig } from '../../../adapters/http/first-calls';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';

/**
 * Issue 14: the service worker's part (adapters/browser/service-worker/calls-ahead.ts), through
 * its entry points, on a fake network, a fake store and a fake timer.
 */
const PAGE = 'https://bank.example/nl/betaalpassen/';
const CONFIG = `${PAGE}config.json`;
const env = DEFAULT_ENVIRONMENT;
const FIELDS = pickFirstConfig(env);
const LIST = `https://bank.example${env.apiPrefix}/apis/payment-instruments/v2/?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true`;
const SESSION = 'https://bank.example/session';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A network whose answers the test lets go. */
function network() {
  const asked: {
    url: string;
    init: RequestInit | undefined;
    answer: (response: Response) => void;
    fail: (error: Error) => void;
  }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) =>
      asked.push({ url: String(input), init, answer: resolve, fail: reject }),
    )) as typeof globalThis.fetch;
  const urls = () => asked.map((request) => request.url);
  const answer = (url: string, response: () => Response) =>
    asked.filter((request) => request.url === url).forEach((request) => request.answer(response()));
  return { fetch, asked, urls, answer };
}

function memoryKept(initial?: FirstConfig): KeptFields & { stored: FirstConfig | undefined } {
  const kept = {
    stored: initial,
    read: async () => kept.stored,
    write: async (config: FirstConfig) => {
      kept.stored = config;
    },
  };
  return kept;
}

/** The worker's timer: what it set, run when the test says the time has passed. */
function timers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    setTimeout: (run: () => void, ms: number) => pending.push({ run, ms }),
    pending,
    runAll: () => pending.splice(0).forEach(({ run }) => run()),
  };
}

/** The page's own requests for the first calls, as its app builds them, with the browser's own headers added. */
const pageRequests = (config: FirstConfig) =>
  firstCalls(config).map(({ url, init }) => {
    const request = new Request(new URL(url, PAGE), init);
    request.headers.set('user-agent', 'Mozilla/5.0');
    return request;
  });

const configAnswer =
  (config: object = env) =>
  () =>
    new Response(JSON.stringify(config), { status: 200 });

function setUp(kept = memoryKept(FIELDS)) {
  const net = network();
  const clock = timers();
  const ahead = callsAhead({ fetch: net.fetch, kept, setTimeout: clock.setTimeout });
  return { net, clock, ahead, kept };
}

describe('the service worker asks for the first calls ahead (issue 14)', () => {
  it('asks for the config, the session check and the card list as the page is navigated to, with the last visit’s fields', async () => {
    const { net, ahead } = setUp();
    void ahead.navigated(PAGE, 'page-1');
    await settle();
    expect(net.urls()).toEqual([CONFIG, SESSION, LIST]);
    const [session, list] = net.asked.slice(1);
    expect(session!.init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { 'X-XSRF-HEADER': env.xsrfToken, [`x-${env.brandAbbreviation}-serviceversion`]: env.serviceVersion },
    });
    expect(list!.init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { 'X-XSRF-HEADER': env.xsrfToken },
    });
  });

  it('hands the page of that navigation the answers to its very requests, once each; a second ask goes to the network', async () => {
    const { net, ahead } = setUp();
    void ahead.navigated(PAGE, 'page-1');
    await settle();
    net.answer(SESSION, () => new Response(null, { status: 200 }));
    net.answer(LIST, () => new Response('{"paymentInstruments":[]}', { status: 200 }));
    const [session, list] = pageRequests(env);
    expect((await ahead.answer(session!, 'page-1'))?.status).toBe(200);
    expect(await (await ahead.answer(list!, 'page-1'))?.json()).toEqual({ paymentInstruments: [] });
    // The retry after a 401, say.
    expect(ahead.answer(session!, 'page-1')).toBeUndefined();
    expect(ahead.answer(list!, 'page-1')).toBeUndefined();
  });

  it('hands nothing to another page, to a request with other headers, or to a request that is not a GET', async () => {
    const { ahead } = setUp();
    void ahead.navigated(PAGE, 'page-1');
    await settle();
    const [session, list] = pageRequests(env);
    expect(ahead.answer(session!, 'page-2')).toBeUndefined();
    expect(ahead.answer(pageRequests({ ...FIELDS, xsrfToken: 'other' })[1]!, 'page-1')).toBeUndefined();
    expect(ahead.answer(new Request(list!.url, { method: 'POST', headers: list!.headers }), 'page-1')).toBeUndefined();
    expect(ahead.answer(new Request(`${PAGE}assets/app.js`), 'page-1')).toBeUndefined();
  });

  it('hands over a 401 as it came, for the page to re-authorise or leave for login', async () => {
    const { net, ahead } = setUp();
    void ahead.navigated(PAGE, 'page-1');
    await settle();
    net.answer(LIST, () => new Response('{}', { status: 401 }));
    expect((await ahead.answer(pageRequests(env)[1]!, 'page-1'))?.status).toBe(401);
  });

  it('forgets what the page did not take after a while', async () => {
    const { ahead, clock } = setUp();
    void ahead.navigated(PAGE, 'page-1');
    await settle();
    expect(clock.pending.map(({ ms }) => ms)).toEqual([CALLS_KEPT_MS]);
    expect(ahead.answer(new Request(CONFIG), 'page-1')).toBeDefined();
    clock.runAll();
    expect(ahead.answer(pageRequests(env)[0]!, 'page-1')).toBeUndefined();
    expect(ahead.answer(new Request(CONFIG), 'page-1')).toBeUndefined();
  });

  it('answers each of the page’s requests for the config (its preload, then its fetch) with the one answer', async () => {
    const { net, ahead } = setUp();
    void ahead.navigated(PAGE, 'page-1');
    net.answer(CONFIG, configAnswer());
    const preload = await ahead.answer(new Request(CONFIG), 'page-1');
    const fetched = await ahead.answer(new Request(CONFIG, { headers: { Accept: 'application/json' } }), 'page-1');
    expect(await preload?.json()).toEqual(env);
    expect(await fetched?.json()).toEqual(env);
    expect(net.urls().filter((url) => url === CONFIG)).toHaveLength(1);
  });

  it('with no fields kept, asks for the calls once the config is in, and keeps its fields', async () => {
    const { net, ahead, kept } = setUp(memoryKept());
    const navigated = ahead.navigated(PAGE, 'page-1');
    await settle();
    expect(net.urls()).toEqual([CONFIG]);
    net.answer(CONFIG, configAnswer({ ...env, unrelated: 'x' }));
    await settle();
    expect(net.urls()).toEqual([CONFIG, SESSION, LIST]);
    expect(kept.stored).toEqual(FIELDS);
    net.asked.forEach((request) => request.answer(new Response(null, { status: 200 })));
    await expect(navigated).resolves.toBeUndefined();
  });

  it('when the config has changed since, asks again with its fields and keeps them: the page asks with the newest', async () => {
    const { net, ahead, kept } = setUp();
    void ahead.navigated(PAGE, 'page-1');
    const changed = { ...env, xsrfToken: 'rotated' };
    net.answer(CONFIG, configAnswer(changed));
    await settle();
    expect(net.urls()).toEqual([CONFIG, SESSION, LIST, SESSION, LIST]);
    expect(kept.stored).toEqual(pickFirstConfig(changed));
    net.asked.slice(3).forEach((request) => request.answer(new Response(null, { status: 204 })));
    expect((await ahead.answer(pageRequests(changed)[1]!, 'page-1'))?.status).toBe(204);
  });

  it('asks only for the config while the address carries a handover (section 4): the session changes first', async () => {
    for (const search of ['?a=x&b=y&c=z&d=w', '?inapplogon=true']) {
      const { net, ahead } = setUp();
      void ahead.navigated(`${PAGE}${search}`, 'page-1');
      net.answer(CONFIG, configAnswer());
      await settle();
      expect(net.urls()).toEqual([CONFIG]);
    }
  });

  it('asks for nothing when a file beside the page is opened in a tab (the worker controls the whole path)', async () => {
    const { net, ahead } = setUp();
    await ahead.navigated(`${PAGE}assets/chunk-AB12.js`, 'page-1');
    expect(net.urls()).toEqual([]);
    expect(ahead.answer(new Request(CONFIG), 'page-1')).toBeUndefined();
  });

  it('a config that fails or is not the bank’s leaves the kept fields alone and the calls as asked', async () => {
    for (const answer of [
      () => new Response('nope', { status: 500 }),
      () => new Response('{"brandAbbreviation":1}', { status: 200 }),
      () => new Response('<html>', { status: 200 }),
    ]) {
      const { net, ahead, kept } = setUp();
      const navigated = ahead.navigated(PAGE, 'page-1');
      net.answer(CONFIG, answer);
      await settle();
      expect(net.urls()).toEqual([CONFIG, SESSION, LIST]);
      expect(kept.stored).toEqual(FIELDS);
      net.asked.slice(1).forEach((request) => request.fail(new TypeError('offline')));
      await expect(navigated).resolves.toBeUndefined();
    }
  });

  it('keeps the config’s fields when installed, so the next navigation asks at once; never fails the install', async () => {
    const { net, ahead, kept } = setUp(memoryKept());
    const installed = ahead.installed(PAGE);
    net.answer(CONFIG, configAnswer());
    await installed;
    expect(kept.stored).toEqual(FIELDS);
    const offline = setUp(memoryKept());
    const failed = offline.ahead.installed(PAGE);
    offline.net.asked[0]!.fail(new TypeError('offline'));
    await expect(failed).resolves.toBeUndefined();
    expect(offline.kept.stored).toBeUndefined();
  });
});

/** Cache Storage as a worker has it: named caches of responses by URL. */
function memoryCaches() {
  const caches = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const cache = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, cache);
    return {
      match: async (key: string) => cache.get(key)?.clone(),
      put: async (key: string, response: Response) => void cache.set(key, response),
    } as unknown as Cache;
  };
  return { open, caches };
}

describe('the worker’s kept fields (issue 14)', () => {
  it('keeps the fields in Cache Storage, for a worker started again later', async () => {
    const storage = memoryCaches();
    await keptFields(storage).write(FIELDS);
    await expect(keptFields(storage).read()).resolves.toEqual(FIELDS);
  });

  it('reads nothing from an empty or foreign cache entry', async () => {
    const storage = memoryCaches();
    await expect(keptFields(storage).read()).resolves.toBeUndefined();
    const [name] = [...storage.caches.keys()];
    storage.caches.get(name!)!.set('/kept-config-fields', new Response('{"apiPrefix":3}'));
    await expect(keptFields(storage).read()).resolves.toBeUndefined();
  });
});
