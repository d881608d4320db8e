import { createTestContainer } from '../../support/test-container';
import { Reauthorise } from '../../../adapters/composition/reauthorisation';
import { Cards } from '../../../application/ports/cards';
import { resolve } from '../../../adapters/composition/resolve';
import { aCard } from '../../support/builders/card';
import { FakeNavigation } from '../../support/fakes/fake-navigation';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { json, startTestServer, type RecordedRequest, type TestServer } from '../../support/http/test-server';
import type { ServerResponse } from 'node:http';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const AMR = 'urn:nl:dmb:ciso:authentication:customer:method:msec:session';

/** A portal whose authorisation expired: the card list answers 401 until the flow ran. */
function expiredPortal(options: { authorizeUrl?: (origin: string) => unknown; authorizeStatus?: number } = {}) {
  let authorised = false;
  server.handle((request: RecordedRequest, response: ServerResponse) => {
    const path = request.url.split('?')[0];
    if (path === '/portal/apis/payment-instruments/v2/')
      return authorised
        ? json(response, 200, { paymentInstruments: [aCard().withoutLimits().build()] })
        : json(response, 401, {});
    if (path === '/en/apis/user-session/v1/start')
      return json(response, 401, options.authorizeUrl?.(server.url) ?? { oidc_authz_url: '/oidc/authorize' });
    if (path === '/oidc/authorize')
      return json(response, options.authorizeStatus ?? 200, { authorizeResponse: { code: 'c-1', state: 's-1' } });
    if (path === '/en/apis/pa/oidc/cb') {
      authorised = true;
      return json(response, 200, {});
    }
    return json(response, path === '/session' ? 401 : 200, {});
  });
}

const setUp = () => {
  const navigation = new FakeNavigation();
  const container = createTestContainer({
    baseUrl: server.url,
    navigation,
    sessionStore: new InMemorySessionStore(),
    language: () => 'en',
    cookies: { set: () => undefined },
  });
  return { container, navigation, cards: resolve(container, Cards) };
};

const calls = () => server.requests.map((request) => `${request.method} ${request.url}`);

describe('the authorisation session (section 4) behind every wrapped call', () => {
  it('on a 401 reads the authorize URL, posts amr_values, calls the OIDC callback, and retries once', async () => {
    expiredPortal();
    const { cards } = setUp();
    const result = await cards.list();
    expect(result.ok && result.value).toHaveLength(1);
    expect(calls()).toEqual([
      'GET /portal/apis/payment-instruments/v2/?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true',
      'GET /en/apis/user-session/v1/start',
      'POST /oidc/authorize',
      'POST /en/apis/pa/oidc/cb?code=c-1&state=s-1',
      'GET /portal/apis/payment-instruments/v2/?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true',
    ]);
    expect(new URLSearchParams(server.requests[2]!.body).get('amr_values')).toBe(AMR);
    expect(server.requests[1]!.headers['x-xsrf-header']).toBe('high');
  });

  it('also finds the authorize URL under oidc.authzUrl, absolute on the same origin', async () => {
    expiredPortal({ authorizeUrl: (origin) => ({ oidc: { authzUrl: `${origin}/oidc/authorize` } }) });
    const { cards } = setUp();
    expect((await cards.list()).ok).toBe(true);
  });

  it('never follows an authorize URL to another origin: ends the session, runs the session check, returns the 401', async () => {
    expiredPortal({ authorizeUrl: () => ({ oidc_authz_url: 'https://evil.example/authorize' }) });
    const { cards, navigation } = setUp();
    const result = await cards.list();
    expect(!result.ok && result.error.code).toBe('SUBJECT_UNAUTHENTICATED');
    expect(calls().slice(1)).toEqual([
      'GET /en/apis/user-session/v1/start',
      'DELETE /en/api/csm/session/v1',
      'GET /session',
    ]);
    expect(navigation.left[0]).toMatch(/^\/en\/authentication\/login\/\?dmbUrl=/);
  });

  it('a refused authorize step fails the flow the same way, without a retry', async () => {
    expiredPortal({ authorizeStatus: 403 });
    const { cards } = setUp();
    const result = await cards.list();
    expect(!result.ok && result.error.code).toBe('SUBJECT_UNAUTHENTICATED');
    expect(calls().filter((call) => call.startsWith('GET /portal'))).toHaveLength(1);
    expect(calls()).toContain('DELETE /en/api/csm/session/v1');
  });

  it('runs one flow for calls that fail together', async () => {
    expiredPortal();
    const { cards } = setUp();
    const results = await Promise.all([cards.list(), cards.list(), cards.list()]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(calls().filter((call) => call === 'GET /en/apis/user-session/v1/start')).toHaveLength(1);
  });

  it('a start that answers OK means the session is already authorised', async () => {
    server.handle((_request, response) => json(response, 200, {}));
    const { container } = setUp();
    expect(await resolve(container, Reauthorise)()).toBe(true);
    expect(calls()).toEqual(['GET /en/apis/user-session/v1/start']);
  });
});
