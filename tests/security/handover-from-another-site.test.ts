import { resolve } from '../../adapters/composition/resolve';
import type { PageAddress } from '../../application/ports/navigation';
import { Session } from '../../application/ports/session';
import { FakeNavigation } from '../support/fakes/fake-navigation';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { cookieJarFetch, type CookieJarFetch } from '../support/http/cookie-jar-fetch';
import { createTestContainer } from '../support/test-container';
import { browser, env, storeVariants, useSandbox } from '../sandbox/support/bank-client';
import { formTokenOf, pageClient, signIn } from '../sandbox/support/page-client';

// Issue 20, item 2: a customer signed in as Sanne who follows a link from another site carrying
// a, b, c and d must not end up signed in as whoever minted them, nor signed out by garbage. A
// handover comes from the bank's own app (the page opened directly, `Sec-Fetch-Site: none`):
// the portal does not let another site's navigation start one, and the app does not end a
// working session for parameters that are not a well-formed handover.

const SESSION_HEADERS = { 'x-dmb-serviceversion': 'v3' };

describe.each(storeVariants())('a handover link from another site, on $name', ({ store }) => {
  let clockOffset = 0;
  const started = useSandbox({ store, now: () => Date.now() + clockOffset, appDir: 'tests/security/no-such-build' });
  beforeEach(() => {
    clockOffset += 61_000;
  });

  /** Someone else (Pieter) mints a handover on the mobile-app page and puts its link on their site. */
  async function mintedLink(appPath = env.appPaths.nl): Promise<URL> {
    const phone = pageClient(started.url);
    const page = await phone.get('/nl/mobiele-app/');
    const answer = await phone.post('/nl/mobiele-app/', { formToken: formTokenOf(page.text), customer: 'pieter' });
    const link = new URL(answer.location!, started.url);
    link.pathname = appPath;
    return link;
  }

  describe('the portal', () => {
    it.each(['cross-site', 'same-site'])(
      'serves the app without a, b, c and d to a navigation that says %s, keeping the rest',
      async (site) => {
        for (const appPath of [env.appPaths.nl, '/en-business/debit-cards/']) {
          const link = await mintedLink(appPath);
          const answer = await fetch(link, {
            redirect: 'manual',
            headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
          });
          expect(answer.status).toBe(303);
          const location = new URL(answer.headers.get('location')!, started.url);
          expect(location.pathname).toBe(appPath);
          expect([...location.searchParams.keys()]).toEqual(['appvi', 'transactionId', 'source']);
        }
      },
    );

    it.each([
      ['none (the bank’s app opened it)', 'none'],
      ['same-origin (the mobile-app page)', 'same-origin'],
      ['nothing (a tool)', undefined],
    ])('serves the app with them when the navigation says %s', async (_what, site) => {
      const link = await mintedLink();
      const answer = await fetch(link, {
        redirect: 'manual',
        headers: site === undefined ? {} : { 'sec-fetch-site': site },
      });
      expect(answer.status).toBe(503); // the page itself (this sandbox has no build): not a redirect
    });

    it('does not carry a handover through a return address either (sign in at a link whose dmbUrl holds one)', async () => {
      const link = await mintedLink();
      const client = pageClient(started.url);
      const back = `${link.pathname}${link.search}#/card-management`;
      const signedIn = await signIn(client, 'sanne', { back });
      expect(signedIn.status).toBe(303);
      const location = new URL(signedIn.location!, started.url);
      expect(location.pathname).toBe(env.appPaths.nl);
      for (const name of ['a', 'b', 'c', 'd']) expect(location.searchParams.has(name)).toBe(false);
      expect(location.searchParams.get('transactionId')).toBe(link.searchParams.get('transactionId'));
      expect(location.hash).toBe('#/card-management');
    });
  });

  describe('the app', () => {
    function tab(address: PageAddress, jar: CookieJarFetch) {
      const navigation = new FakeNavigation(address);
      const container = createTestContainer({
        baseUrl: started.url,
        fetch: jar,
        navigation,
        sessionStore: new InMemorySessionStore(),
        language: () => 'nl',
        cookies: { set: (name, value) => jar.cookies.set(name, value) },
      });
      return { navigation, session: resolve(container, Session) };
    }

    async function sanneSignedIn(): Promise<CookieJarFetch> {
      const jar = cookieJarFetch();
      const answer = await jar(`${started.url}/sandbox/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customer: 'sanne' }),
      });
      expect(answer.status).toBe(200);
      jar.calls.length = 0;
      return jar;
    }

    it.each([
      ['one-letter values', '?a=x&b=y&c=z&d=w'],
      ['markup', '?a=%3Cscript%3E00000000000000&b=bbbbbbbbbbbbbbbbbbbb&c=c&d=d'],
      ['a value given twice', '?a=0123456789abcdef01&a=fedcba98765432100&b=bbbbbbbbbbbbbbbbbbbb&c=c&d=d'],
      ['an over-long value', `?a=${'a'.repeat(201)}&b=bbbbbbbbbbbbbbbbbbbb&c=c&d=d`],
    ])(
      'keeps a working session for parameters that are not a well-formed handover (%s): no sign-out, no handover',
      async (_what, search) => {
        const jar = await sanneSignedIn();
        const { session, navigation } = tab({ pathname: env.appPaths.nl, search, hash: '#/card-management' }, jar);
        expect(await session.check()).toEqual({ ok: true, value: undefined });
        expect(jar.calls).toEqual(['GET /session']);
        expect(navigation.reloads).toEqual([]);
        const still = await browser(started.url, `dmb_session=${jar.cookies.get('dmb_session')}`).get(
          '/session',
          SESSION_HEADERS,
        );
        expect([still.status, still.body.customer.name]).toEqual([200, 'Sanne de Vries']);
      },
    );

    it('still runs a real handover in spec 2.9’s order: end the session, PUT the payload, AppOnDevice, reload', async () => {
      const jar = await sanneSignedIn();
      const link = await mintedLink();
      const { session, navigation } = tab(
        { pathname: link.pathname, search: link.search, hash: '#/card-management' },
        jar,
      );
      expect(await session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'handover' } });
      expect(jar.calls).toEqual(['DELETE /en/api/csm/session/v1', 'PUT /session/sessionhandoverresponse']);
      expect(jar.cookies.get('AppOnDevice')).toBe('true');
      expect(navigation.reloads).toHaveLength(1);
    });
  });
});
