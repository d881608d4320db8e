import { browser, cardsPath, codeOf, env, storeVariants, useSandbox } from './support/bank-client';
import { formTokenOf, pageClient } from './support/page-client';

const SESSION_HEADERS = { 'x-dmb-serviceversion': 'v3' };
const HANDOVER = '/session/sessionhandoverresponse';

type Handover = {
  sessionId: string;
  response: string;
  challengeHandle: string;
  challengeDeviceDetails: string;
  appId: string;
  accessToolUsage: string;
};

describe.each(storeVariants())('the app-to-web handover, on $name', ({ store }) => {
  let clockOffset = 0;
  const started = useSandbox({
    store,
    now: () => Date.now() + clockOffset,
    handoverSeconds: 120,
    attemptLimit: { attempts: 8, windowSeconds: 60 },
  });
  // Each test starts in a fresh minute, so the attempt limit counts only its own attempts.
  beforeEach(() => {
    clockOffset += 61_000;
  });

  /** The mobile app (the sandbox's stand-in page) mints a handover and opens the web app with it. */
  async function openFromApp(
    customer: string,
    language: 'nl' | 'en' = 'nl',
  ): Promise<{ location: URL; payload: Handover }> {
    const phone = pageClient(started.url);
    const page = await phone.get(
      `/${env.productPrefixes[language]}/${language === 'nl' ? 'mobiele-app' : 'mobile-app'}/`,
    );
    expect(page.status).toBe(200);
    const answer = await phone.post(
      `/${env.productPrefixes[language]}/${language === 'nl' ? 'mobiele-app' : 'mobile-app'}/`,
      { formToken: formTokenOf(page.text), customer },
    );
    expect(answer.status).toBe(303);
    const location = new URL(answer.location!, started.url);
    const query = location.searchParams;
    return {
      location,
      payload: {
        sessionId: query.get('a')!,
        response: query.get('b')!,
        challengeHandle: query.get('c')!,
        challengeDeviceDetails: query.get('d')!,
        appId: 'SIMPLE_BANKING',
        accessToolUsage: 'SESSIONHANDOVER',
      },
    };
  }

  const put = (payload: unknown, cookie?: string) =>
    browser(started.url, cookie).send('PUT', HANDOVER, { body: payload });
  const sessionOf = (answer: { headers: Headers }) => answer.headers.get('set-cookie')?.split(';')[0];

  it('opens the web app with a, b, c, d, the kept parameters and one to store, on the overview route', async () => {
    const { location } = await openFromApp('sanne', 'en');
    expect(location.origin).toBe(started.url);
    expect(location.pathname).toBe(env.appPaths.en);
    expect(location.hash).toBe('#/card-management');
    expect([...location.searchParams.keys()]).toEqual(['a', 'b', 'c', 'd', 'appvi', 'transactionId', 'source']);
    for (const name of ['a', 'b', 'c', 'd']) expect(location.searchParams.get(name)).toMatch(/^[\w.-]{16,}$/);
    expect((await openFromApp('vandenberg')).location.pathname).toBe('/nl-zakelijk/betaalpassen/');
  });

  it('starts the customer’s session from a valid handover, once', async () => {
    const { payload } = await openFromApp('vandenberg');
    const answer = await put(payload);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/^dmb_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    const jeroen = browser(started.url, sessionOf(answer));
    expect((await jeroen.get('/session', SESSION_HEADERS)).body).toEqual(
      expect.objectContaining({
        segment: 'business',
        customer: expect.objectContaining({ name: 'Jeroen van den Berg' }),
      }),
    );
    expect((await jeroen.get(`${cardsPath}/`)).status).toBe(200);

    const replay = await put(payload);
    expect([replay.status, codeOf(replay.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
    expect(replay.headers.get('set-cookie')).toBeNull();
  });

  it.each(['response', 'challengeHandle', 'challengeDeviceDetails'] as const)(
    'refuses a tampered %s, and the handover is used up by the attempt',
    async (name) => {
      const { payload } = await openFromApp('sanne');
      const tampered = await put({
        ...payload,
        [name]: `${payload[name].slice(0, -1)}${payload[name].endsWith('A') ? 'B' : 'A'}`,
      });
      expect([tampered.status, codeOf(tampered.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
      expect((await put(payload)).status).toBe(401);
    },
  );

  it('refuses an unknown or expired handover alike', async () => {
    const { payload } = await openFromApp('sanne');
    expect((await put({ ...payload, sessionId: '00000000-0000-4000-8000-000000000000' })).status).toBe(401);
    clockOffset += 121_000;
    const expired = await put(payload);
    expect([expired.status, codeOf(expired.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
  });

  it('refuses a payload that is not section 3’s, before looking at it', async () => {
    const { payload } = await openFromApp('sanne');
    for (const bad of [
      { ...payload, appId: 'OTHER_APP' },
      { ...payload, accessToolUsage: 'LOGIN' },
      { ...payload, response: '' },
      { ...payload, challengeHandle: 42 },
      (({ challengeDeviceDetails: _, ...rest }) => rest)(payload),
    ]) {
      const answer = await put(bad);
      expect([answer.status, codeOf(answer.body)]).toEqual([400, 'REQUEST_INVALID']);
    }
    expect((await put(payload)).status).toBe(200);
  });

  it('ends the session the browser had before', async () => {
    const first = await openFromApp('sanne');
    const before = sessionOf(await put(first.payload));
    const second = await openFromApp('pieter');
    const after = sessionOf(await put(second.payload, before));
    expect((await browser(started.url, before).get('/session', SESSION_HEADERS)).status).toBe(401);
    expect((await browser(started.url, after).get('/session', SESSION_HEADERS)).body.customer.name).toBe(
      'Pieter Bakker',
    );
  });

  it('limits sign-ins per address on the login page too (429), until the minute has passed', async () => {
    const client = pageClient(started.url);
    const token = formTokenOf((await client.get(env.loginPaths.en)).text);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1)
      statuses.push(
        (await client.post(env.loginPaths.en, { formToken: token, customer: attempt % 2 ? 'nobody' : 'emma' })).status,
      );
    expect(statuses).toEqual([303, 400, 303, 400, 303, 400, 303, 400, 429]);
    const limited = await client.post(env.loginPaths.en, { formToken: token, customer: 'emma' });
    expect([limited.status, limited.text.includes('Too many attempts')]).toEqual([429, true]);
    clockOffset += 61_000;
    expect((await client.post(env.loginPaths.en, { formToken: token, customer: 'emma' })).status).toBe(303);
  });

  it('limits the attempts of one address: guessing runs into 429 TOO_MANY_ATTEMPTS, and a minute later it may try again', async () => {
    const { payload } = await openFromApp('sanne');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1)
      statuses.push((await put({ ...payload, sessionId: `guess-${attempt}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const limited = await put(payload);
    expect([limited.status, codeOf(limited.body)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    clockOffset += 61_000;
    expect((await put(payload)).status).toBe(200);
  });
});
