import { cardsPath, codeOf, control, env, login, storeVariants, useSandbox, type Browser } from './support/bank-client';

const en = env.productPrefixes.en;
const SESSION_HEADERS = { 'x-dmb-serviceversion': 'v3' };
const AMR = 'urn:nl:dmb:ciso:authentication:customer:method:msec:session';
const START = `/${en}/apis/user-session/v1/start`;
const CALLBACK = `/${en}/apis/pa/oidc/cb`;

/** The authorize call posts form data (section 4), with the XSRF header the app's client always sends. */
async function authorize(client: Browser, url: string, amr = AMR) {
  const answer = await client.send('POST', url, {
    raw: new URLSearchParams({ amr_values: amr }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  return answer;
}

describe.each(storeVariants())('portal sessions, on $name', ({ store }) => {
  // Session times follow the sandbox's clock: tests move it rather than sleep.
  let clockOffset = 0;
  const started = useSandbox({
    store,
    now: () => Date.now() + clockOffset,
    sessionIdleSeconds: 600,
    authorisationSeconds: 60,
  });
  beforeEach(() => {
    clockOffset = 0;
  });
  const later = (seconds: number) => {
    clockOffset += seconds * 1000;
  };
  const cardList = (client: Browser) =>
    client.get(`${cardsPath}/?includeLimits=false&includeGeoProfile=false&includeLifeCycle=true&includeCard=true`);

  describe('GET /session (the session check)', () => {
    it('answers 200 only for a live session, and only with x-dmb-serviceversion: v3', async () => {
      const anonymous = await control(started.url).get('/session', SESSION_HEADERS);
      expect([anonymous.status, codeOf(anonymous.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
      const sanne = await login(started.url, 'sanne');
      for (const headers of [{}, { 'x-dmb-serviceversion': 'v2' }] as Record<string, string>[]) {
        const answer = await sanne.get('/session', headers);
        expect([answer.status, codeOf(answer.body)]).toEqual([400, 'REQUEST_INVALID']);
      }
      const answer = await sanne.get('/session', SESSION_HEADERS);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(
        expect.objectContaining({
          active: true,
          segment: 'private',
          customer: { name: 'Sanne de Vries' },
          idleSeconds: 600,
        }),
      );
      const forged = await control(started.url).send('GET', '/session', {
        headers: { ...SESSION_HEADERS, cookie: 'dmb_session=forged' },
      });
      expect(forged.status).toBe(401);
    });

    it('ends a session after its idle time; using it keeps it alive', async () => {
      const sanne = await login(started.url, 'sanne');
      later(590);
      expect((await sanne.get('/session', SESSION_HEADERS)).status).toBe(200);
      later(590);
      expect((await sanne.get('/session', SESSION_HEADERS)).status).toBe(200);
      later(601);
      const expired = await sanne.get('/session', SESSION_HEADERS);
      expect([expired.status, codeOf(expired.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
      expect((await cardList(sanne)).status).toBe(401);
    });

    it('knows the business segment', async () => {
      const jeroen = await login(started.url, 'vandenberg');
      expect((await jeroen.get('/session', SESSION_HEADERS)).body).toEqual(
        expect.objectContaining({
          segment: 'business',
          customer: { name: 'Jeroen van den Berg', company: 'Bakkerij Van den Berg B.V.' },
        }),
      );
    });
  });

  describe('the authorisation session (section 4)', () => {
    it('lets the bank APIs answer 401 once it has run out, while the portal session lives on', async () => {
      const sanne = await login(started.url, 'sanne');
      expect((await cardList(sanne)).status).toBe(200);
      expect((await sanne.get(START)).body).toEqual({ authorised: true });
      later(61);
      const refused = await cardList(sanne);
      expect([refused.status, codeOf(refused.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
      expect((await sanne.get('/session', SESSION_HEADERS)).status).toBe(200);
    });

    it('renews it: start answers 401 with the authorize URL, authorize answers code and state, the callback renews', async () => {
      const sanne = await login(started.url, 'sanne');
      later(61);
      const start = await sanne.get(START);
      expect([start.status, codeOf(start.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
      const url = new URL(start.body.oidc_authz_url, started.url);
      expect(url.origin).toBe(started.url);
      expect(url.pathname).toBe(`/${en}/apis/pa/oidc/authorize`);

      const wrongAmr = await authorize(sanne, `${url.pathname}${url.search}`, 'urn:nl:dmb:other');
      expect([wrongAmr.status, codeOf(wrongAmr.body)]).toEqual([400, 'REQUEST_INVALID']);
      const authorized = await authorize(sanne, `${url.pathname}${url.search}`);
      expect(authorized.status).toBe(200);
      const { code, state } = authorized.body.authorizeResponse;
      expect(state).toBe(url.searchParams.get('state'));
      expect(code).toMatch(/^[\w-]{20,}$/);

      const wrongCode = await sanne.send('POST', `${CALLBACK}?${new URLSearchParams({ code: `${code}x`, state })}`);
      expect([wrongCode.status, codeOf(wrongCode.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
      const callback = await sanne.send('POST', `${CALLBACK}?${new URLSearchParams({ code, state })}`);
      expect([callback.status, callback.body.authorised]).toEqual([200, true]);
      expect((await cardList(sanne)).status).toBe(200);
      // A code is good for one callback, and the renewal lasts its lifetime again.
      expect((await sanne.send('POST', `${CALLBACK}?${new URLSearchParams({ code, state })}`)).status).toBe(401);
      later(59);
      expect((await cardList(sanne)).status).toBe(200);
      later(2);
      expect((await cardList(sanne)).status).toBe(401);
    });

    it('keeps each round trip to its own session: another customer cannot use a state or a code', async () => {
      const sanne = await login(started.url, 'sanne');
      const pieter = await login(started.url, 'pieter');
      later(61);
      const start = await sanne.get(START);
      const url = new URL(start.body.oidc_authz_url, started.url);
      const stolenState = await authorize(pieter, `${url.pathname}${url.search}`);
      expect([stolenState.status, codeOf(stolenState.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
      const { code, state } = (await authorize(sanne, `${url.pathname}${url.search}`)).body.authorizeResponse;
      expect((await authorize(sanne, `${url.pathname}${url.search}`)).status).toBe(401);
      expect((await pieter.send('POST', `${CALLBACK}?${new URLSearchParams({ code, state })}`)).status).toBe(401);
      expect((await cardList(pieter)).status).toBe(401);
      expect((await sanne.send('POST', `${CALLBACK}?${new URLSearchParams({ code, state })}`)).status).toBe(200);
    });

    it('without a portal session, start answers 401 without an authorize URL', async () => {
      const answer = await control(started.url).get(START);
      expect(answer.status).toBe(401);
      expect(answer.body).not.toHaveProperty('oidc_authz_url');
    });

    it('lets a round trip expire', async () => {
      const sanne = await login(started.url, 'sanne');
      later(61);
      const url = new URL((await sanne.get(START)).body.oidc_authz_url, started.url);
      later(121);
      expect((await authorize(sanne, `${url.pathname}${url.search}`)).status).toBe(401);
    });
  });

  describe('userinfo (section 4, "Userinfo check")', () => {
    it.each([
      ['sanne', 20],
      ['pieter', 30],
      ['vandenberg', 30],
      ['emma', 10],
    ])('answers %s an acr whose last segment is %i', async (customer, level) => {
      const client = await login(started.url, customer);
      const answer = await client.get(`/${en}/apis/user-session/v1/userinfo`);
      expect(answer.status).toBe(200);
      expect(answer.body.acr).toBe(`urn:nl:dmb:ciso:authentication:level:${level}`);
    });

    it('answers 401 without a session', async () => {
      expect((await control(started.url).get(`/${en}/apis/user-session/v1/userinfo`)).status).toBe(401);
    });
  });

  describe('signing out', () => {
    it('DELETE /en/api/csm/session/v1 ends the session and clears the cookie; without a session it is still 204', async () => {
      const sanne = await login(started.url, 'sanne');
      const answer = await sanne.send('DELETE', `/${en}/api/csm/session/v1`);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('set-cookie')).toMatch(
        /^dmb_session=ended; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0$/,
      );
      expect((await sanne.get('/session', SESSION_HEADERS)).status).toBe(401);
      expect((await cardList(sanne)).status).toBe(401);
      expect((await control(started.url).send('DELETE', `/${en}/api/csm/session/v1`)).status).toBe(204);
    });
  });

  describe('the XSRF rule on the session calls', () => {
    it('refuses every mutating session call without X-XSRF-HEADER: high with 403 USER_ACTION_FORBIDDEN, changing nothing', async () => {
      const sanne = await login(started.url, 'sanne');
      later(61);
      const url = new URL((await sanne.get(START)).body.oidc_authz_url, started.url);
      const { code, state } = (await authorize(sanne, `${url.pathname}${url.search}`)).body.authorizeResponse;
      const calls: [string, string, Parameters<Browser['send']>[2]][] = [
        ['DELETE', `/${en}/api/csm/session/v1`, {}],
        [
          'PUT',
          '/session/sessionhandoverresponse',
          {
            body: {
              sessionId: 'a',
              response: 'b',
              challengeHandle: 'c',
              challengeDeviceDetails: 'd',
              appId: 'SIMPLE_BANKING',
              accessToolUsage: 'SESSIONHANDOVER',
            },
          },
        ],
        [
          'POST',
          `${url.pathname}${url.search}`,
          { raw: `amr_values=${encodeURIComponent(AMR)}`, contentType: 'application/x-www-form-urlencoded' },
        ],
        ['POST', `${CALLBACK}?${new URLSearchParams({ code, state })}`, {}],
      ];
      for (const [method, path, options] of calls) {
        for (const header of [undefined, 'low', 'HIGH']) {
          const answer = await sanne.send(method, path, {
            ...options,
            xsrf: false,
            ...(header ? { headers: { 'X-XSRF-HEADER': header } } : {}),
          });
          expect([method, path, answer.status, codeOf(answer.body)]).toEqual([
            method,
            path,
            403,
            'USER_ACTION_FORBIDDEN',
          ]);
        }
      }
      // Still signed in, still unauthorised, and the code still unused.
      expect((await sanne.get('/session', SESSION_HEADERS)).status).toBe(200);
      expect((await cardList(sanne)).status).toBe(401);
      expect((await sanne.send('POST', `${CALLBACK}?${new URLSearchParams({ code, state })}`)).status).toBe(200);
    });
  });
});
