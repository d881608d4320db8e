import * as v from 'valibot';
import { startFirstRequests, REMEMBERED_CONFIG_KEY } from '../../../adapters/browser/first-requests';
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
    new Promise<Response>((resolve) => asked.push({ url: new URL(String(input), BASE).href, init, answer: resolve }))) as typeof globalThis.fetch;
  const paths = () => asked.map((request) => new URL(request.url).pathname);
  const answer = (path: string, response: () => Response) => asked.filter((request) => new URL(request.url).pathname === path).forEach((request) => request.answer(response()));
  return { fetch, asked, paths, answer };
}

const configAnswer = () => new Response(JSON.stringify(env), { status: 200 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const LIST = `${env.apiPrefix}/apis/payment-instruments/v2/`;

/** The app's client, as the composition root makes it, on the fetch the first module hands over. */
const appClient = (fetch: typeof globalThis.fetch) =>
  new BankHttpClient({ baseUrl: '', fetch, xsrfToken: env.xsrfToken, timeoutMs: 2000, screenSignal: () => undefined, reauthorise: async () => false });

describe('the first requests (issue 14)', () => {
  it('asks for the session check and the card list together once the config is in, before either is answered', async () => {
    const net = network();
    startFirstRequests(net.fetch, { baseURI: BASE, search: '' });
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json']);
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json', '/session', LIST]);
  });

  it('hands the app those answers for its very requests, once each; anything else, and a second ask, go to the network', async () => {
    const net = network();
    const first = startFirstRequests(net.fetch, { baseURI: BASE, search: '' });
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
    const first = startFirstRequests(net.fetch, { baseURI: BASE, search: '' });
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    net.answer(LIST, () => new Response('{}', { status: 401 }));
    const answer = await appClient(first.fetch).exchange(cardListRequest(env.apiPrefix));
    expect(answer).toMatchObject({ ok: true, value: { status: 401 } });
  });

  it('asks only for the config while the address carries a handover (section 4): the session changes first', async () => {
    const net = network();
    startFirstRequests(net.fetch, { baseURI: BASE, search: '?a=x&b=y&c=z&d=w' });
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    expect(net.paths()).toEqual(['/nl/betaalpassen/config.json']);
  });

  it('a returning customer’s page asks at once, with the config fields of the last visit, and never twice', async () => {
    const storage = new MemoryStorage();
    const before = network();
    startFirstRequests(before.fetch, { baseURI: BASE, search: '', storage: () => storage });
    before.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    expect(JSON.parse(storage.getItem(REMEMBERED_CONFIG_KEY)!)).toEqual({ brandAbbreviation: env.brandAbbreviation, serviceVersion: env.serviceVersion, apiPrefix: env.apiPrefix, xsrfToken: env.xsrfToken });

    const net = network();
    const first = startFirstRequests(net.fetch, { baseURI: BASE, search: '', storage: () => storage });
    expect(net.paths()).toEqual(['/session', LIST, '/nl/betaalpassen/config.json']);
    let started = false;
    void first.started.then(() => (started = true));
    await settle();
    expect(started).toBe(true);
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    expect(net.paths()).toHaveLength(3);
  });

  it('gives up a taken answer when the app leaves the screen it asked for', async () => {
    const net = network();
    const first = startFirstRequests(net.fetch, { baseURI: BASE, search: '' });
    net.answer('/nl/betaalpassen/config.json', configAnswer);
    await settle();
    const leave = new AbortController();
    const { url, init } = { url: '/session', init: { headers: { Accept: 'application/json', 'X-XSRF-HEADER': env.xsrfToken, [`x-${env.brandAbbreviation}-serviceversion`]: env.serviceVersion }, signal: leave.signal } };
    const taken = first.fetch(url, init);
    leave.abort();
    await expect(taken).rejects.toBeDefined();
  });
});
