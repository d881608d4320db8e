import * as v from 'valibot';
import { startEarlyCalls, REMEMBERED_CONFIG_KEY } from '../../../adapters/browser/early-calls';
import { BankHttpClient } from '../../../adapters/http/bank-http-client';
import { cardListRequest, sessionCheckRequest } from '../../../adapters/http/first-load-requests';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { MemoryStorage } from '../../support/fakes/memory-storage';

const BASE = 'https://bank.example/nl/betaalpassen/';
const env = DEFAULT_ENVIRONMENT;
const ANYTHING = v.unknown();

/** A network whose answers the test lets go: every request as asked, in order. */
function network() {
  const asked: { url: string; init: RequestInit | undefined; answer: (response: Response) => void }[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) =>
      asked.push({ url: new URL(String(input), BASE).href, init, answer: resolve }),
    )) as typeof globalThis.fetch;
  const paths = () => asked.map((request) => new URL(request.url).pathname);
  const answer = (path: string, response: () => Response) =>
    asked.filter((request) => new URL(request.url).pathname === path).forEach((request) => request.answer(response()));
  return { fetch, asked, paths, answer };
}

const configAnswer = () => new Response(JSON.stringify(env), { status: 200 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const LIST = `${env.apiPrefix}/apis/payment-instruments/v2/`;

/** The app's client, as the composition root makes it, on the fetch the first module hands over. */
const appClient = (fetch: typeof globalThis.fetch) =>
  new BankHttpClient({
    baseUrl: '',
    fetch,
    xsrfToken: env.xsrfToken,
    timeoutMs: 2000,
    screenSignal: () => undefined,
    reauthorise: async () => false,
  });

describe('the first requests (issue 14)', () => {
  it('asks for the session check and the card list together once the config is in, before either is answered', async () => {
    const net = network();
    startEarlyCalls(net.fetch, { baseURI: BASE, search: '' });
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json']);
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json', '/session', LIST]);
  });

  it('hands the app those answers for its very requests, once each; anything else, and a second ask, go to the network', async () => {
    const net = network();
    const first = startEarlyCalls(net.fetch, { baseURI: BASE, search: '' });
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    net.answer('/session', () => new Response(null, { status: 200 }));
    net.answer(LIST, () => new Response(JSON.stringify({ paymentInstruments: [] }), { status: 200 }));
    const client = appClient(first.fetch);
    const session = await client.exchange(sessionCheckRequest(env));
    const list = await client.request({ ...cardListRequest(env.apiPrefix), answer: ANYTHING });
    expect(session).toMatchObject({ ok: true, value: { status: 200 } });
    expect(list).toEqual({ ok: true, value: { paymentInstruments: [] } });
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json', '/session', LIST]);
    // The retry after a 401, say: from the network.
    void client.exchange(sessionCheckRequest(env));
    void client.exchange({ method: 'GET', path: '/disturbancemessages' });
    await settle();
    expect(net.paths().slice(3)).toEqual(['/session', '/disturbancemessages']);
    net.asked.forEach((request) => request.answer(new Response(null, { status: 200 })));
  });

  it('hands over a 401 as it came, for the app to re-authorise or leave for login', async () => {
    const net = network();
    const first = startEarlyCalls(net.fetch, { baseURI: BASE, search: '' });
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    net.answer(LIST, () => new Response('{}', { status: 401 }));
    const answer = await appClient(first.fetch).exchange(cardListRequest(env.apiPrefix));
    expect(answer).toMatchObject({ ok: true, value: { status: 401 } });
  });

  it('asks only for the config while the address carries a handover (section 4): the session changes first', async () => {
    const net = network();
    startEarlyCalls(net.fetch, { baseURI: BASE, search: '?a=x&b=y&c=z&d=w' });
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json']);
  });

  it('a returning customer’s page asks at once, with the config fields of the last visit, and never twice; the frame waits for the config', async () => {
    const storage = new MemoryStorage();
    const before = network();
    // Issue 34: a first visit is not a returning customer's, whose page asks for the app's chunks later.
    expect(startEarlyCalls(before.fetch, { baseURI: BASE, search: '', storage: () => storage }).returning).toBe(false);
    before.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    // Kept in a task of its own after the config's answer, off the first paint's (issue 14).
    expect(storage.getItem(REMEMBERED_CONFIG_KEY)).toBeNull();
    await settle();
    expect(JSON.parse(storage.getItem(REMEMBERED_CONFIG_KEY)!)).toEqual({
      brandAbbreviation: env.brandAbbreviation,
      serviceVersion: env.serviceVersion,
      apiPrefix: env.apiPrefix,
      xsrfToken: env.xsrfToken,
    });

    const net = network();
    const first = startEarlyCalls(net.fetch, { baseURI: BASE, search: '', storage: () => storage });
    expect(net.paths()).toEqual(['/session', LIST, '/nl/betaalpassen/config.json']);
    expect(first.returning).toBe(true);
    let started = false;
    let framed = false;
    void first.started.then(() => (started = true));
    void first.firstPage.then(() => (framed = true));
    await settle();
    // The calls need not wait for this visit's config; the frame, with its brand and links, does.
    expect([started, framed]).toEqual([true, false]);
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await expect(first.firstPage).resolves.toEqual({ config: env, plainLayout: false });
    expect(net.paths()).toHaveLength(3);
  });

  it('gives up a taken answer when the app leaves the screen it asked for', async () => {
    const net = network();
    const first = startEarlyCalls(net.fetch, { baseURI: BASE, search: '' });
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    const leave = new AbortController();
    const { url, init } = {
      url: '/session',
      init: {
        headers: {
          Accept: 'application/json',
          'X-XSRF-HEADER': env.xsrfToken,
          [`x-${env.brandAbbreviation}-serviceversion`]: env.serviceVersion,
        },
        signal: leave.signal,
      },
    };
    const taken = first.fetch(url, init);
    leave.abort();
    await expect(taken).rejects.toBeDefined();
  });
});

describe('what the first card and its frame are painted from (firstLoad, firstPage; issue 14)', () => {
  const LIST_BODY = {
    paymentInstruments: [{ paymentInstrumentId: 'card-1', lifeCycle: { state: 'ACTIVE', suspendedBy: [] } }],
  };
  const listAnswer = () => new Response(JSON.stringify(LIST_BODY), { status: 200 });
  const sessionOk = () => new Response(null, { status: 200 });

  /** The first requests with the config answered and the session check and list still out. */
  async function started(page: Partial<Parameters<typeof startEarlyCalls>[1]> = {}) {
    const net = network();
    const first = startEarlyCalls(net.fetch, { baseURI: BASE, search: '', ...page });
    let settled = false;
    void first.firstLoad.then(() => (settled = true));
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    return { net, first, settled: () => settled };
  }

  it('is the config, the list as sent, the card kept in the tab and the layout, once the session check answered OK', async () => {
    const session = new MemoryStorage();
    session.setItem('debitCards.selectedCard', 'card-1');
    const { net, first, settled } = await started({ session: () => session });
    // The list alone is not enough (section 2.1: nothing shows before the session check succeeded).
    net.answer(LIST, listAnswer);
    await settle();
    expect(settled()).toBe(false);
    net.answer('/session', sessionOk);
    await expect(first.firstLoad).resolves.toEqual({
      config: env,
      cardList: LIST_BODY,
      selectedCardId: 'card-1',
      plainLayout: false,
    });
  });

  it('has the frame’s part, the config and the layout, once the config is in: before the session check and the list answer', async () => {
    const net = network();
    const first = startEarlyCalls(net.fetch, { baseURI: BASE, search: '' });
    const settled: string[] = [];
    void first.firstPage.then(() => settled.push('firstPage'));
    void first.firstLoad.then(() => settled.push('firstLoad'));
    await settle();
    expect(settled).toEqual([]);
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await expect(first.firstPage).resolves.toEqual({ config: env, plainLayout: false });
    // The calls are out, their answers held back: the frame need not wait for them, the card does.
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json', '/session', LIST]);
    await settle();
    expect(settled).toEqual(['firstPage']);
    net.answer('/session', sessionOk);
    net.answer(LIST, listAnswer);
    await expect(first.firstLoad).resolves.toMatchObject({ config: env, plainLayout: false });
    expect(settled).toEqual(['firstPage', 'firstLoad']);
  });

  it.each([
    ['the address', '?enforcePlain=true', undefined],
    ['the tab', '', 'true'],
  ])('says the plain layout is asked for by %s', async (_, search, kept) => {
    const session = new MemoryStorage();
    if (kept) session.setItem('debitCards.enforcePlain', kept);
    const { net, first } = await started({ search, session: () => session });
    net.answer('/session', sessionOk);
    net.answer(LIST, listAnswer);
    await expect(first.firstPage).resolves.toEqual({ config: env, plainLayout: true });
    await expect(first.firstLoad).resolves.toMatchObject({ selectedCardId: undefined, plainLayout: true });
  });

  it.each([
    ['a 401 of the session check', 401, 200],
    ['a 401 of the list', 200, 401],
    ['a refused list', 200, 403],
    ['a failure of the list behind a failed session check', 500, 500],
    ['a refused session check', 403, 200],
  ])('is nothing after %s', async (_, sessionStatus, listStatus) => {
    const { net, first } = await started();
    net.answer('/session', () => new Response(null, { status: sessionStatus }));
    net.answer(LIST, () => new Response(JSON.stringify(LIST_BODY), { status: listStatus }));
    await expect(first.firstLoad).resolves.toBeUndefined();
  });

  // Issue 34, a lost request: the page says so at once (ui/first-paint/lost-list.ts).
  it.each([500, 502, 503])(
    'is a lost list when the session check succeeded and the list answered %i',
    async (status) => {
      const { net, first } = await started();
      net.answer('/session', sessionOk);
      net.answer(LIST, () => new Response(JSON.stringify({ errors: [{ code: 'INTERNAL_SERVER_ERROR' }] }), { status }));
      await expect(first.firstLoad).resolves.toEqual({ lost: true });
    },
  );

  it('is a lost list when the session check succeeded and the list never arrived', async () => {
    const { net, first } = await started();
    net.answer('/session', sessionOk);
    net.asked
      .find((request) => new URL(request.url).pathname === LIST)!
      .answer(Promise.reject(new TypeError('network')) as unknown as Response);
    await expect(first.firstLoad).resolves.toEqual({ lost: true });
  });

  it('is nothing when the session check or the list did not arrive, or the list is no JSON', async () => {
    const lost = await started();
    lost.net.asked
      .find((request) => request.url.endsWith('/session'))!
      .answer(Promise.reject(new TypeError('network')) as unknown as Response);
    lost.net.answer(LIST, listAnswer);
    await expect(lost.first.firstLoad).resolves.toBeUndefined();
    const garbled = await started();
    garbled.net.answer('/session', sessionOk);
    garbled.net.answer(LIST, () => new Response('<html>', { status: 200 }));
    await expect(garbled.first.firstLoad).resolves.toBeUndefined();
  });

  it('is nothing, its frame’s part neither, while the address carries a handover: nothing is asked early but the config', async () => {
    for (const search of ['?a=x&b=y&c=z&d=w', '?inapplogon=1']) {
      const net = network();
      const first = startEarlyCalls(net.fetch, { baseURI: BASE, search });
      net.answer('/nl/betaalpassen/config.json', configAnswer);
      await expect(first.firstPage).resolves.toBeUndefined();
      await expect(first.firstLoad).resolves.toBeUndefined();
      expect(net.paths()).toEqual(['/nl/betaalpassen/config.json']);
    }
  });

  it.each([
    ['a 404', () => new Response('not here', { status: 404 })],
    ['a config without the request fields', () => new Response(JSON.stringify({ brand: 'demobank' }), { status: 200 })],
    ['a config that is no JSON', () => new Response('{', { status: 200 })],
  ])('is nothing, its frame’s part neither, after %s for the config', async (_, config) => {
    const net = network();
    const first = startEarlyCalls(net.fetch, { baseURI: BASE, search: '' });
    net.answer('/nl/betaalpassen/config.json', config);
    await expect(first.firstPage).resolves.toBeUndefined();
    await expect(first.firstLoad).resolves.toBeUndefined();
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json']);
  });

  it('is nothing, its frame’s part neither, and never a rejection, when the config did not arrive', async () => {
    const failing = (() => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch;
    const first = startEarlyCalls(failing, { baseURI: BASE, search: '' });
    await expect(first.firstPage).resolves.toBeUndefined();
    await expect(first.firstLoad).resolves.toBeUndefined();
  });

  it('leaves the app each early answer, once, its body intact, after reading its own copy', async () => {
    const { net, first } = await started();
    net.answer('/session', sessionOk);
    net.answer(LIST, listAnswer);
    await expect(first.firstLoad).resolves.toMatchObject({ cardList: LIST_BODY });
    const configured = await first.fetch('./config.json', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    expect(await configured.json()).toEqual(env);
    const client = appClient(first.fetch);
    expect(await client.exchange(sessionCheckRequest(env))).toMatchObject({ ok: true, value: { status: 200 } });
    expect(await client.request({ ...cardListRequest(env.apiPrefix), answer: ANYTHING })).toEqual({
      ok: true,
      value: LIST_BODY,
    });
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json', '/session', LIST]);
  });

  it('reads the answers to the config of this visit when the one kept from the last visit is out of date', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      REMEMBERED_CONFIG_KEY,
      JSON.stringify({
        brandAbbreviation: env.brandAbbreviation,
        serviceVersion: 'v2',
        apiPrefix: env.apiPrefix,
        xsrfToken: env.xsrfToken,
      }),
    );
    const net = network();
    const first = startEarlyCalls(net.fetch, { baseURI: BASE, search: '', storage: () => storage });
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    // The early session check went with the old service version; this visit's asks again with its own.
    expect(net.paths()).toEqual(['/session', LIST, '/nl/betaalpassen/config.json', '/session']);
    const [oldCheck, , , newCheck] = net.asked;
    oldCheck!.answer(new Response(null, { status: 401 }));
    newCheck!.answer(sessionOk());
    net.answer(LIST, listAnswer);
    await expect(first.firstLoad).resolves.toMatchObject({ cardList: LIST_BODY });
  });
});
