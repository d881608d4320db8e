import { browser, control, env, storeVariants, useSandbox } from '../sandbox/support/bank-client';
import { formTokenOf, pageClient, signIn } from '../sandbox/support/page-client';

// Issue 20, item 5: a new sign-in in the same browser ends the session it replaces, whichever way
// the customer signs in, so a session id that leaked before (or one planted by someone else)
// does not live on beside the new one.

const SESSION_HEADERS = { 'x-dmb-serviceversion': 'v3' };

describe.each(storeVariants())('signing in again, on $name', ({ store }) => {
  let clockOffset = 0;
  const started = useSandbox({ store, now: () => Date.now() + clockOffset });
  // Each test in a fresh minute: the sign-in attempt limit counts only its own.
  beforeEach(() => {
    clockOffset += 61_000;
  });
  const alive = async (cookie: string | undefined) =>
    (await browser(started.url, cookie).get('/session', SESSION_HEADERS)).status;

  it('on the login page ends the session the browser had', async () => {
    const client = pageClient(started.url);
    await signIn(client, 'sanne');
    const first = client.sessionCookie();
    expect(await alive(first)).toBe(200);
    await signIn(client, 'emma');
    const second = client.sessionCookie();
    expect(second).not.toBe(first);
    expect([await alive(first), await alive(second)]).toEqual([401, 200]);
  });

  it('on the mobile app’s handover ends it too', async () => {
    const client = pageClient(started.url);
    await signIn(client, 'sanne');
    const first = client.sessionCookie();
    const phone = pageClient(started.url);
    const minted = await phone.post('/nl/mobiele-app/', {
      formToken: formTokenOf((await phone.get('/nl/mobiele-app/')).text),
      customer: 'pieter',
    });
    const query = new URL(minted.location!, started.url).searchParams;
    const payload = {
      sessionId: query.get('a'),
      response: query.get('b'),
      challengeHandle: query.get('c'),
      challengeDeviceDetails: query.get('d'),
      appId: 'SIMPLE_BANKING',
      accessToolUsage: 'SESSIONHANDOVER',
    };
    const answer = await browser(started.url, first).send('PUT', '/session/sessionhandoverresponse', { body: payload });
    expect(answer.status).toBe(200);
    const second = answer.headers.get('set-cookie')!.split(';')[0];
    expect([await alive(first), await alive(second)]).toEqual([401, 200]);
  });

  it('through the control API’s sign-in ends it too', async () => {
    const first = (await control(started.url).send('POST', '/sandbox/login', { body: { customer: 'sanne' } })).headers
      .get('set-cookie')!
      .split(';')[0];
    const again = await browser(started.url, first).send('POST', '/sandbox/login', {
      body: { customer: 'sanne' },
      xsrf: false,
    });
    const second = again.headers.get('set-cookie')!.split(';')[0];
    expect([await alive(first), await alive(second)]).toEqual([401, 200]);
  });

  it('a failed sign-in leaves the session alone', async () => {
    const client = pageClient(started.url);
    await signIn(client, 'sanne');
    const first = client.sessionCookie();
    const refused = await client.post(env.loginPaths.nl, {
      formToken: formTokenOf((await client.get(env.loginPaths.nl)).text),
      customer: 'nobody',
    });
    expect(refused.status).toBe(400);
    expect(await alive(first)).toBe(200);
  });
});
