import { createTestContainer } from '../../support/test-container';
import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { Session } from '../../../application/ports/session';
import { resolve } from '../../../adapters/composition/resolve';
import { FakeNavigation } from '../../support/fakes/fake-navigation';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { MemoryStorage } from '../../support/fakes/memory-storage';
import { json, startTestServer, type TestServer } from '../../support/http/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const setUp = (
  address = { pathname: '/nl/betaalpassen/', search: '', hash: '#/card-management' },
  clock = new FixedClock(),
  localStorage?: MemoryStorage,
) => {
  const navigation = new FakeNavigation(address);
  const sessionStore = new InMemorySessionStore();
  const cookies: string[] = [];
  const container = createTestContainer({
    baseUrl: server.url,
    navigation,
    sessionStore,
    clock,
    language: () => 'nl',
    cookies: { set: (name, value, options) => cookies.push(`${name}=${value}; path=${options.path}`) },
    // The browser's localStorage is the only part of the page the session reaches for itself.
    ...(localStorage ? { page: { localStorage } as never } : {}),
  });
  return { session: resolve(container, Session), navigation, sessionStore, cookies };
};

describe('PortalSession.check (section 4, "Session")', () => {
  it('validates the session with the service-version header', async () => {
    const { session, navigation } = setUp();
    expect(await session.check()).toEqual({ ok: true, value: undefined });
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /session']);
    expect(server.requests[0]!.headers['x-dmb-serviceversion']).toBe('v3');
    expect(navigation.left).toEqual([]);
  });

  it('sends the customer to login with the way back when the session is not valid', async () => {
    server.handle((_request, response) => json(response, 401, {}));
    const { session, navigation } = setUp({
      pathname: '/nl-zakelijk/betaalpassen/',
      search: '?x=1',
      hash: '#/card-management',
    });
    expect(await session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'login' } });
    expect(navigation.left).toEqual([
      `${DEFAULT_ENVIRONMENT.loginPaths.nl}?segment=business&dmbUrl=${encodeURIComponent('/nl-zakelijk/betaalpassen/?x=1#/card-management')}`,
    ]);
  });

  it('stays on the login page itself, with the error', async () => {
    server.handle((_request, response) => json(response, 401, {}));
    const { session, navigation } = setUp({ pathname: DEFAULT_ENVIRONMENT.loginPaths.nl, search: '', hash: '' });
    const result = await session.check();
    expect(result).toMatchObject({ ok: false, error: { kind: 'failed', error: { code: 'SUBJECT_UNAUTHENTICATED' } } });
    expect(navigation.left).toEqual([]);
  });

  it('hands over: ends the session, PUTs the payload, sets AppOnDevice, keeps the rest, reloads — then rejects', async () => {
    const search = '?a=session-0001-abcdef&b=response-0001-abcdef&c=h1&d=dev&lang=en&appvi=v9&transactionId=t7';
    const { session, navigation, sessionStore, cookies } = setUp({
      pathname: '/nl/betaalpassen/',
      search,
      hash: '#/card-management',
    });
    expect(await session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'handover' } });
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /en/api/csm/session/v1',
      'PUT /session/sessionhandoverresponse',
    ]);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({
      sessionId: 'session-0001-abcdef',
      response: 'response-0001-abcdef',
      challengeHandle: 'h1',
      challengeDeviceDetails: 'dev',
      appId: 'SIMPLE_BANKING',
      accessToolUsage: 'SESSIONHANDOVER',
    });
    expect(cookies).toEqual(['AppOnDevice=true; path=/']);
    expect(sessionStore.handover.get('card-management')).toEqual([['lang', 'en']]);
    expect(navigation.reloads).toEqual(['/nl/betaalpassen/?appvi=v9&transactionId=t7#/card-management']);
  });

  it('with inapplogon only removes a–d and reloads, calling nothing', async () => {
    const { session, navigation } = setUp({
      pathname: '/nl/betaalpassen/',
      search: '?inapplogon=1&a=1&b=2&c=3&d=4&x=y',
      hash: '#/card-management',
    });
    expect(await session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'handover' } });
    expect(server.requests).toEqual([]);
    expect(navigation.reloads).toEqual(['/nl/betaalpassen/?inapplogon=1&x=y#/card-management']);
  });
});

describe('PortalSession.authLevel (section 4, "Userinfo check")', () => {
  it('reads the authLevel from the last segment of acr', async () => {
    server.handle((_request, response) => json(response, 200, { acr: 'urn:nl:dmb:ciso:authentication:level:30' }));
    const { session } = setUp();
    expect(await session.authLevel()).toEqual({ ok: true, value: 30 });
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/en/apis/user-session/v1/userinfo',
      headers: { 'x-xsrf-header': 'high' },
    });
  });

  it('redirects to login on a 401 or any other non-OK answer', async () => {
    for (const status of [401, 500]) {
      server.handle((_request, response) => json(response, status, {}));
      const { session, navigation } = setUp();
      expect(await session.authLevel()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'login' } });
      expect(navigation.left).toHaveLength(1);
    }
  });

  it('refuses an acr without a number', async () => {
    server.handle((_request, response) => json(response, 200, { acr: 'urn:nl:dmb:high' }));
    const { session } = setUp();
    expect(await session.authLevel()).toMatchObject({
      ok: false,
      error: { kind: 'failed', error: { code: 'RESPONSE_INVALID' } },
    });
  });
});

describe('PortalSession and the idle time (WCAG 2.2.1)', () => {
  it('knows when the portal last answered: any successful answer, through any port', async () => {
    const clock = new FixedClock();
    const { session } = setUp(undefined, clock);
    expect(session.lastActivity()).toBeUndefined();
    await session.check();
    const checkedAt = clock.now();
    expect(session.lastActivity()).toBe(checkedAt);
    clock.advance(5000);
    server.handle((_request, response) => json(response, 401, {}));
    await session.authLevel();
    expect(session.lastActivity()).toBe(checkedAt);
    server.handle((_request, response) => json(response, 503, {}));
    await session.authLevel();
    expect(session.lastActivity()).toBe(checkedAt);
    server.handle((_request, response) => json(response, 200, { acr: 'urn:nl:dmb:20' }));
    await session.authLevel();
    expect(session.lastActivity()).toBe(checkedAt + 5000);
  });

  it('extends with the session check, which renews the idle time; a session already gone goes to login', async () => {
    const clock = new FixedClock();
    const { session, navigation } = setUp(undefined, clock);
    clock.advance(1000);
    expect(await session.extend()).toEqual({ ok: true, value: undefined });
    expect(
      server.requests.map((request) => `${request.method} ${request.url} ${request.headers['x-dmb-serviceversion']}`),
    ).toEqual(['GET /session v3']);
    expect(session.lastActivity()).toBe(clock.now());
    server.handle((_request, response) => json(response, 401, {}));
    expect(await session.extend()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'login' } });
    expect(navigation.left).toEqual([
      `${DEFAULT_ENVIRONMENT.loginPaths.nl}?dmbUrl=${encodeURIComponent('/nl/betaalpassen/#/card-management')}`,
    ]);
  });

  it('an extension that does not get through fails where the customer is: the session may well still be alive', async () => {
    const { session, navigation } = setUp();
    server.handle((_request, response) => json(response, 503, {}));
    expect(await session.extend()).toMatchObject({
      ok: false,
      error: { kind: 'failed', error: { code: 'serviceError', originalError: { status: 503 } } },
    });
    server.handle((_request, response) => response.socket?.destroy());
    expect(await session.extend()).toMatchObject({
      ok: false,
      error: { kind: 'failed', error: { code: 'NETWORK_UNAVAILABLE' } },
    });
    expect(navigation.left).toEqual([]);
    // At start-up the same failures still go to login (section 4: nothing shows without a session).
    expect(await session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'login' } });
  });

  it('signs out with the portal’s logout, then goes to login with the way back', async () => {
    const { session, navigation } = setUp({ pathname: '/en/debit-cards/', search: '', hash: '#/edit-region' });
    await session.signOut('customer');
    // The logout's answer is no use of the session.
    expect(session.lastActivity()).toBeUndefined();
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /en/api/csm/session/v1',
    ]);
    expect(navigation.left).toEqual([
      `${DEFAULT_ENVIRONMENT.loginPaths.nl}?dmbUrl=${encodeURIComponent('/en/debit-cards/#/edit-region')}`,
    ]);
  });

  it('signed out because the idle time ran out, it tells the login page why (issue 33)', async () => {
    const { session, navigation } = setUp({ pathname: '/en/debit-cards/', search: '', hash: '#/edit-region' });
    await session.signOut('inactive');
    expect(navigation.left).toEqual([
      `${DEFAULT_ENVIRONMENT.loginPaths.nl}?dmbUrl=${encodeURIComponent('/en/debit-cards/#/edit-region')}&reason=inactive`,
    ]);
  });
});

describe('PortalSession in two tabs of one browser (one portal session, one localStorage)', () => {
  it('an answer in either tab moves the idle time’s start for both, under the configured brand’s key', async () => {
    const clock = new FixedClock();
    const localStorage = new MemoryStorage();
    const a = setUp(undefined, clock, localStorage);
    const b = setUp(undefined, clock, localStorage);
    await a.session.check();
    const openedAt = clock.now();
    await b.session.check();
    clock.advance(20_000);
    await b.session.authLevel();
    expect(a.session.lastActivity()).toBe(openedAt + 20_000);
    expect([...localStorage.items.keys()]).toEqual([
      `${DEFAULT_ENVIRONMENT.brandAbbreviation}.debitCards.sessionActivity`,
    ]);
  });

  it('signing out in one tab does not make the session look used to the other, which finds it over at its own end', async () => {
    const clock = new FixedClock();
    const localStorage = new MemoryStorage();
    const a = setUp(undefined, clock, localStorage);
    const b = setUp(undefined, clock, localStorage);
    await a.session.check();
    await b.session.check();
    const lastUse = clock.now();
    clock.advance(60_000);
    await a.session.signOut('customer');
    expect(b.session.lastActivity()).toBe(lastUse);
    server.handle((_request, response) => json(response, 401, {}));
    expect(await b.session.extend()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'login' } });
    expect(b.session.lastActivity()).toBe(lastUse);
  });
});
