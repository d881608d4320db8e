import {
  browser,
  cardsPath,
  codeOf,
  control,
  env,
  login,
  pendingSignItems,
  reset,
  signingPath,
  limitsPath,
  storeVariants,
  useSandbox,
  type Browser,
} from '../sandbox/support/bank-client';
import { formTokenOf, pageClient, signIn } from '../sandbox/support/page-client';
import { victimAttacks, victimState } from './support/victim';

const SESSION_HEADERS = { 'x-dmb-serviceversion': 'v3' };
const HANDOVER = '/session/sessionhandoverresponse';

describe.each(storeVariants())('forged, replayed and guessed requests, on $name', ({ store }) => {
  let clockOffset = 0;
  const started = useSandbox({
    store,
    now: () => Date.now() + clockOffset,
    attemptLimit: { attempts: 5, windowSeconds: 60 },
  });
  // Each test starts in a fresh minute, so the attempt limit counts only its own attempts.
  beforeEach(async () => {
    clockOffset += 61_000;
    await reset(started.url);
  });

  describe('without the X-XSRF-HEADER', () => {
    it('refuses every mutating card, limit, region, reissue and signing call of the card’s own holder with 403, changing nothing', async () => {
      const { victim, attacks } = await victimAttacks(started.url);
      const before = await victimState(started.url, victim);
      const writes = attacks.filter((attack) => attack.method !== 'GET');
      expect(writes.map((attack) => attack.method)).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']));
      for (const attack of writes) {
        for (const headers of [{}, { 'x-xsrf-header': 'low' }, { 'x-xsrf-header': '' }] as Record<string, string>[]) {
          const answer = await victim.send(attack.method, attack.path, {
            xsrf: false,
            headers,
            ...(attack.body === undefined ? {} : { body: attack.body }),
          });
          expect({ attack: attack.name, headers, status: answer.status, code: codeOf(answer.body) }).toEqual({
            attack: attack.name,
            headers,
            status: 403,
            code: 'USER_ACTION_FORBIDDEN',
          });
        }
      }
      expect(await victimState(started.url, victim)).toEqual(before);
    });

    it('refuses the session calls that change something: the handover and signing out', async () => {
      const sanne = await login(started.url, 'sanne');
      const out = await sanne.send('DELETE', `/${env.productPrefixes.en}/api/csm/session/v1`, { xsrf: false });
      expect([out.status, codeOf(out.body), out.headers.get('set-cookie')]).toEqual([
        403,
        'USER_ACTION_FORBIDDEN',
        null,
      ]);
      expect((await sanne.get('/session', SESSION_HEADERS)).status).toBe(200);
      const handover = await browser(started.url).send('PUT', HANDOVER, { xsrf: false, body: {} });
      expect([handover.status, codeOf(handover.body)]).toEqual([403, 'USER_ACTION_FORBIDDEN']);
    });
  });

  describe('the control API, asked by a page of another site', () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];

    it('refuses to reset the bank, sign someone in, move the date, post disturbances or arm faults (403), changing nothing', async () => {
      const sanne = await login(started.url, 'sanne');
      // A change the reset would wipe, to see that it did not run.
      expect(
        (await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3100 } }))
          .status,
      ).toBe(200);
      const before = {
        state: await victimState(started.url, sanne),
        today: (await control(started.url).get('/sandbox/today')).body,
        disturbances: (await control(started.url).get('/sandbox/disturbances')).body,
      };
      const calls: [string, string, unknown][] = [
        ['POST', '/sandbox/reset', undefined],
        ['POST', '/sandbox/login', { customer: 'pieter' }],
        ['PUT', '/sandbox/today', { today: '2027-06-01' }],
        ['DELETE', '/sandbox/today', undefined],
        ['PUT', '/sandbox/disturbances', [{ status: 'ACTIVE', header: 'Pwned', details: 'by a web page' }]],
        ['POST', '/sandbox/faults', { method: '*', path: '/**', status: 503 }],
        ['DELETE', '/sandbox/faults', undefined],
        ['GET', '/sandbox/sign-items', undefined],
      ];
      for (const headers of crossSite) {
        for (const [method, path, body] of calls) {
          const answer = await browser(started.url).send(method, path, {
            headers,
            ...(body === undefined ? {} : { body }),
          });
          expect({
            method,
            path,
            headers,
            status: answer.status,
            code: codeOf(answer.body),
            cookie: answer.headers.get('set-cookie'),
          }).toEqual({
            method,
            path,
            headers,
            status: 403,
            code: 'USER_ACTION_FORBIDDEN',
            cookie: null,
          });
        }
      }
      const after = {
        state: await victimState(started.url, sanne),
        today: (await control(started.url).get('/sandbox/today')).body,
        disturbances: (await control(started.url).get('/sandbox/disturbances')).body,
      };
      expect(after).toEqual(before);
      expect((await control(started.url).get('/sandbox/faults')).body).toEqual({ faults: [] });
    });

    it('still answers tools (no Origin), the address bar (Sec-Fetch-Site: none) and pages of its own origin', async () => {
      for (const headers of [
        {},
        { 'sec-fetch-site': 'none' },
        { 'sec-fetch-site': 'same-origin', origin: started.url },
      ] as Record<string, string>[]) {
        expect((await browser(started.url).send('POST', '/sandbox/reset', { headers })).status).toBe(200);
      }
    });
  });

  describe('replays', () => {
    const sign = (client: Browser, tpsId: string, code: string) =>
      client.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code } });
    const posOf = async (client: Browser) =>
      (await client.get(`${cardsPath}/sanne-dmc?includeLimits=true`)).body.limits.find(
        (limit: any) => limit.limitType === 'POS',
      );

    it('a signed item cannot be signed again, nor its code used for the next change', async () => {
      const sanne = await login(started.url, 'sanne');
      const first = (
        await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3100 } })
      ).body.id.tpsId;
      const [item] = await pendingSignItems(started.url, 'sanne');
      expect((await sign(sanne, first, item.code)).status).toBe(200);
      const second = (
        await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3400 } })
      ).body.id.tpsId;
      const replay = await sign(sanne, first, item.code);
      expect([replay.status, codeOf(replay.body)]).toEqual([409, 'SIGN_ITEM_ALREADY_SIGNED']);
      const [next] = await pendingSignItems(started.url, 'sanne');
      expect(next.signItemId).toBe(second);
      if (next.code !== item.code)
        expect(codeOf((await sign(sanne, second, item.code)).body)).toBe('SIGNATURE_INVALID');
      expect(await posOf(sanne)).toEqual(
        expect.objectContaining({
          defaultLimitValue: 3100,
          limitChangeRequest: expect.objectContaining({ limitValue: 3400 }),
        }),
      );
    });

    async function mintHandover(customer: string) {
      const phone = pageClient(started.url);
      const page = await phone.get('/nl/mobiele-app/');
      const answer = await phone.post('/nl/mobiele-app/', { formToken: formTokenOf(page.text), customer });
      const query = new URL(answer.location!, started.url).searchParams;
      return {
        sessionId: query.get('a')!,
        response: query.get('b')!,
        challengeHandle: query.get('c')!,
        challengeDeviceDetails: query.get('d')!,
        appId: 'SIMPLE_BANKING',
        accessToolUsage: 'SESSIONHANDOVER',
      };
    }
    const put = (payload: unknown) => browser(started.url).send('PUT', HANDOVER, { body: payload });

    it('a handover starts one session only: replayed it is 401 and sets no cookie', async () => {
      const payload = await mintHandover('sanne');
      expect((await put(payload)).status).toBe(200);
      const replay = await put(payload);
      expect([replay.status, codeOf(replay.body), replay.headers.get('set-cookie')]).toEqual([
        401,
        'SUBJECT_UNAUTHENTICATED',
        null,
      ]);
    });

    it.each(['response', 'challengeHandle', 'challengeDeviceDetails'] as const)(
      'a handover with a tampered %s is 401, and is used up by the try',
      async (field) => {
        const payload = await mintHandover('sanne');
        const value = payload[field];
        const tampered = await put({ ...payload, [field]: `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}` });
        expect([tampered.status, codeOf(tampered.body), tampered.headers.get('set-cookie')]).toEqual([
          401,
          'SUBJECT_UNAUTHENTICATED',
          null,
        ]);
        expect((await put(payload)).status).toBe(401);
      },
    );
  });

  describe('guessing', () => {
    it('the signing code: wrong codes lock the item after the third, the right code then too, and the change is dropped', async () => {
      const sanne = await login(started.url, 'sanne');
      const tpsId = (
        await sanne.send('PUT', `${limitsPath}/sanne-dmc/permanent-limits/POS`, { body: { limitValue: 3100 } })
      ).body.id.tpsId;
      const [{ code }] = await pendingSignItems(started.url, 'sanne');
      const guesses = ['000000', '111111', '222222', '333333', '444444'].filter((guess) => guess !== code).slice(0, 4);
      const answers = [];
      for (const guess of guesses)
        answers.push(await sanne.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code: guess } }));
      expect(answers.map((answer) => [answer.status, codeOf(answer.body)])).toEqual([
        [422, 'SIGNATURE_INVALID'],
        [422, 'SIGNATURE_INVALID'],
        [423, 'SIGN_ITEM_LOCKED'],
        [423, 'SIGN_ITEM_LOCKED'],
      ]);
      expect(codeOf((await sanne.send('POST', `${signingPath}/${tpsId}/signature`, { body: { code } })).body)).toBe(
        'SIGN_ITEM_LOCKED',
      );
      expect(codeOf((await sanne.send('POST', `${signingPath}/${tpsId}/device-code`)).body)).toBe('SIGN_ITEM_LOCKED');
      const pos = (await sanne.get(`${cardsPath}/sanne-dmc?includeLimits=true`)).body.limits.find(
        (limit: any) => limit.limitType === 'POS',
      );
      expect(pos).toEqual(expect.objectContaining({ defaultLimitValue: 2500, limitChangeRequest: null }));
    });

    it('sign-ins: the login page, the mobile app and the handover each stop an address after the limit (429)', async () => {
      const client = pageClient(started.url);
      const loginToken = formTokenOf((await client.get(env.loginPaths.nl)).text);
      const logins: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1)
        logins.push(
          (await client.post(env.loginPaths.nl, { formToken: loginToken, customer: `guess-${attempt}` })).status,
        );
      expect(logins).toEqual([400, 400, 400, 400, 400, 429, 429]);
      // The same address is out of sign-ins on the mobile app's page too, even for a real customer.
      const phoneToken = formTokenOf((await client.get('/nl/mobiele-app/')).text);
      expect((await client.post('/nl/mobiele-app/', { formToken: phoneToken, customer: 'sanne' })).status).toBe(429);
      const handovers: number[] = [];
      const guess = (attempt: number) => ({
        sessionId: `s${attempt}`,
        response: 'r',
        challengeHandle: 'c',
        challengeDeviceDetails: 'd',
        appId: 'SIMPLE_BANKING',
        accessToolUsage: 'SESSIONHANDOVER',
      });
      for (let attempt = 0; attempt < 7; attempt += 1)
        handovers.push((await browser(started.url).send('PUT', HANDOVER, { body: guess(attempt) })).status);
      expect(handovers).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });
  });

  describe('a private customer on the business paths', () => {
    it('cannot sign in to the business area, is sent to its login from the business overview, and is refused the bakery’s cards', async () => {
      const sanne = pageClient(started.url);
      const refused = await signIn(sanne, 'sanne', { segment: 'business' });
      expect([refused.status, sanne.sessionCookie()]).toEqual([400, undefined]);
      await signIn(sanne, 'sanne');
      for (const path of ['/nl-zakelijk/zelf-regelen/overzicht/', '/en-business/self-service/overview/']) {
        const page = await sanne.get(path);
        expect(page.status).toBe(303);
        expect(new URL(page.location!, started.url).searchParams.get('segment')).toBe('business');
        expect(page.text).not.toMatch(/Bakkerij|van den Berg|Yilmaz/);
      }
      const api = browser(started.url, sanne.sessionCookie());
      for (const card of ['bakery-jeroen', 'bakery-fatma']) {
        const answer = await api.get(
          `${cardsPath}/${card}?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true`,
        );
        expect([answer.status, codeOf(answer.body)]).toEqual([403, 'SUBJECT_NOT_ALLOWED']);
        expect(JSON.stringify(answer.body)).not.toMatch(/Berg|Yilmaz|NL\d{2}/);
      }
      expect(
        (await api.get(`${cardsPath}/`)).body.paymentInstruments.map((card: any) => card.paymentInstrumentId),
      ).not.toEqual(expect.arrayContaining(['bakery-jeroen']));
    });
  });
});
