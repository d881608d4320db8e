import { createTestContainer } from '../../support/test-container';
import { resolve } from '../../../adapters/composition/resolve';
import { Cards } from '../../../application/ports/cards';
import { Disturbances } from '../../../application/ports/disturbances';
import type { PageAddress } from '../../../application/ports/navigation';
import { Session } from '../../../application/ports/session';
import { FakeNavigation } from '../../support/fakes/fake-navigation';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { cookieJarFetch, type CookieJarFetch } from '../../support/http/cookie-jar-fetch';
import { control, env, storeVariants, useSandbox } from '../../sandbox/support/bank-client';
import { formTokenOf, pageClient } from '../../sandbox/support/page-client';

/**
 * The app's session adapters and HTTP client (issue 5) against the bank sandbox (issue 4), the
 * way a browser tab runs them: one cookie jar, the container's real adapters, only the page's
 * address and storage faked.
 */
describe.each(storeVariants())('the app’s session plumbing against the sandbox, on $name', ({ store }) => {
  let clockOffset = 0;
  const started = useSandbox({
    store,
    now: () => Date.now() + clockOffset,
    authorisationSeconds: 60,
    sessionIdleSeconds: 600,
  });
  beforeEach(() => {
    clockOffset += 3600_000; // every test on a fresh clock: earlier sessions and attempts are long gone
  });
  const later = (seconds: number) => {
    clockOffset += seconds * 1000;
  };

  function tab(
    address: PageAddress = { pathname: env.appPaths.nl, search: '', hash: '#/card-management' },
    jar: CookieJarFetch = cookieJarFetch(),
  ) {
    const navigation = new FakeNavigation(address);
    const sessionStore = new InMemorySessionStore();
    const container = createTestContainer({
      baseUrl: started.url,
      fetch: jar,
      navigation,
      sessionStore,
      language: () => 'nl',
      // The page's own cookie (AppOnDevice) goes into the same jar the browser would use.
      cookies: { set: (name, value) => jar.cookies.set(name, value) },
    });
    return {
      jar,
      navigation,
      sessionStore,
      session: resolve(container, Session),
      cards: resolve(container, Cards),
      disturbances: resolve(container, Disturbances),
    };
  }

  async function signedIn(customer: string) {
    const jar = cookieJarFetch();
    const answer = await jar(`${started.url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer }),
    });
    expect(answer.status).toBe(200);
    jar.calls.length = 0;
    return tab(undefined, jar);
  }

  async function handoverAddress(customer: string): Promise<PageAddress> {
    const phone = pageClient(started.url);
    const page = await phone.get('/nl/mobiele-app/');
    const answer = await phone.post('/nl/mobiele-app/', { formToken: formTokenOf(page.text), customer });
    const location = new URL(answer.location!, started.url);
    return { pathname: location.pathname, search: location.search, hash: location.hash };
  }

  describe('PortalSession.check', () => {
    it('passes with a live session', async () => {
      const { session, navigation, jar } = await signedIn('sanne');
      expect(await session.check()).toEqual({ ok: true, value: undefined });
      expect(jar.calls).toEqual(['GET /session']);
      expect(navigation.left).toEqual([]);
    });

    it('sends the customer to the sandbox’s login page with the way back, which signs in and returns there', async () => {
      const address = { pathname: '/nl-zakelijk/betaalpassen/', search: '?x=1', hash: '#/card-management' };
      const { session, navigation } = tab(address);
      expect(await session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'login' } });
      const [loginUrl] = navigation.left;
      const browser = pageClient(started.url);
      const page = await browser.get(loginUrl!);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<h1>Inloggen Zakelijk</h1>');
      const answer = await browser.post(env.loginPaths.nl, {
        formToken: formTokenOf(page.text),
        customer: 'vandenberg',
        segment: 'business',
        dmbUrl: '/nl-zakelijk/betaalpassen/?x=1#/card-management',
      });
      expect(answer.location).toBe('/nl-zakelijk/betaalpassen/?x=1#/card-management');
    });

    it('hands the session over from the mobile app: ends, PUTs, sets AppOnDevice, keeps the rest, reloads; the reloaded page is signed in', async () => {
      const address = await handoverAddress('sanne');
      const first = tab(address);
      expect(await first.session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'handover' } });
      expect(first.jar.calls).toEqual(['DELETE /en/api/csm/session/v1', 'PUT /session/sessionhandoverresponse']);
      expect(first.jar.cookies.get('AppOnDevice')).toBe('true');
      expect(first.jar.cookies.has('dmb_session')).toBe(true);
      expect(first.sessionStore.handover.get('card-management')).toEqual([['source', 'mobile-app']]);
      const [reloaded] = first.navigation.reloads;
      expect(reloaded).toMatch(/^\/nl\/betaalpassen\/\?appvi=sandbox-app-nl&transactionId=[\w-]+#\/card-management$/);

      const url = new URL(reloaded!, started.url);
      const after = tab({ pathname: url.pathname, search: url.search, hash: url.hash }, first.jar);
      expect(await after.session.check()).toEqual({ ok: true, value: undefined });
      expect(await after.session.authLevel()).toEqual({ ok: true, value: 20 });
    });

    it('a replayed handover starts nothing: after the reload the check sends the customer to login', async () => {
      const address = await handoverAddress('pieter');
      await tab(address).session.check();
      const replay = tab(address);
      expect(await replay.session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'handover' } });
      expect(replay.jar.cookies.has('dmb_session')).toBe(false);
      const url = new URL(replay.navigation.reloads[0]!, started.url);
      const after = tab({ pathname: url.pathname, search: url.search, hash: url.hash }, replay.jar);
      expect(await after.session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'login' } });
    });

    it('a tampered handover starts nothing either', async () => {
      const address = await handoverAddress('sanne');
      const query = new URLSearchParams(address.search);
      query.set('b', `${query.get('b')}x`);
      const tampered = tab({ ...address, search: `?${query}` });
      await tampered.session.check();
      expect(tampered.jar.cookies.has('dmb_session')).toBe(false);
    });
  });

  describe('userinfo and signing out', () => {
    it.each([
      ['emma', 10],
      ['sanne', 20],
      ['pieter', 30],
    ])('reads %s’s authLevel %i', async (customer, level) => {
      expect(await (await signedIn(customer)).session.authLevel()).toEqual({ ok: true, value: level });
    });

    it('ends the session: afterwards the check sends the customer to login', async () => {
      const { session, navigation, jar } = await signedIn('sanne');
      await (session as unknown as { end(): Promise<void> }).end();
      expect(jar.cookies.has('dmb_session')).toBe(false);
      expect(await session.check()).toEqual({ ok: false, error: { kind: 'redirecting', to: 'login' } });
      expect(navigation.left).toHaveLength(1);
    });
  });

  describe('the bank HTTP client’s 401 → re-authorise → retry once', () => {
    it('renews an authorisation that ran out and retries the call, transparently', async () => {
      const { cards, jar } = await signedIn('sanne');
      expect((await cards.list()).ok).toBe(true);
      later(61);
      jar.calls.length = 0;
      const listed = await cards.list();
      expect(listed.ok && listed.value.map((card) => card.paymentInstrumentId)).toContain('sanne-dmc');
      expect(jar.calls).toEqual([
        'GET /portal/apis/payment-instruments/v2/',
        'GET /en/apis/user-session/v1/start',
        'POST /en/apis/pa/oidc/authorize',
        'POST /en/apis/pa/oidc/cb',
        'GET /portal/apis/payment-instruments/v2/',
      ]);
      jar.calls.length = 0;
      expect((await cards.details('sanne-dmc')).ok).toBe(true);
      expect(jar.calls).toHaveLength(1);
    });

    it('shares one renewal between calls that fail together', async () => {
      const { cards, jar } = await signedIn('sanne');
      later(61);
      jar.calls.length = 0;
      const results = await Promise.all([cards.list(), cards.details('sanne-dmc'), cards.details('sanne-travel')]);
      expect(results.every((result) => result.ok)).toBe(true);
      expect(jar.calls.filter((call) => call.includes('/start'))).toHaveLength(1);
    });

    it('when the portal session itself has ended: the original 401, the session ended, and off to login', async () => {
      const { cards, jar, navigation } = await signedIn('sanne');
      later(601);
      jar.calls.length = 0;
      const listed = await cards.list();
      expect(!listed.ok && listed.error.code).toBe('SUBJECT_UNAUTHENTICATED');
      expect(jar.calls).toEqual([
        'GET /portal/apis/payment-instruments/v2/',
        'GET /en/apis/user-session/v1/start',
        'DELETE /en/api/csm/session/v1',
        'GET /session',
      ]);
      expect(navigation.left).toHaveLength(1);
      expect(navigation.left[0]).toMatch(/^\/nl\/authenticatie\/inloggen\/\?dmbUrl=/);
    });
  });

  it('reads the first ACTIVE disturbance in the page language through HttpDisturbances', async () => {
    await control(started.url).send('PUT', '/sandbox/disturbances', {
      body: [
        { id: 'DEBITCARDS', status: 'ACTIVE', header: 'Storing', details: 'Even geduld.', language: 'nl' },
        { id: 'DEBITCARDS', status: 'ACTIVE', header: 'Disruption', details: 'Please wait.', language: 'en' },
      ],
    });
    const { disturbances } = await signedIn('sanne');
    expect(await disturbances.list()).toEqual({
      ok: true,
      value: [{ status: 'ACTIVE', header: 'Storing', details: 'Even geduld.' }],
    });
    await control(started.url).send('PUT', '/sandbox/disturbances', { body: [] });
  });
});
