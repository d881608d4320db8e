import { cardsPath, codeOf, env, login, storeVariants, useSandbox, type Browser } from '../sandbox/support/bank-client';
import { pageClient, signIn } from '../sandbox/support/page-client';

// Issue 20, item 7: a session kept busy must still end. Idle time alone let a session that is
// used every few minutes (a polling tab, a script) live for ever; an absolute lifetime ends it.

const SESSION_HEADERS = { 'x-dmb-serviceversion': 'v3' };
const MINUTE = 60_000;

describe.each(storeVariants())('the absolute session lifetime, on $name', ({ store }) => {
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  const byDefault = useSandbox({ store, now });
  const configured = useSandbox({
    store,
    now,
    sessionLifetimeSeconds: 600,
    sessionIdleSeconds: 900,
    authorisationSeconds: 900,
  });
  beforeEach(() => {
    clockOffset += 24 * 60 * MINUTE;
  });
  const check = (client: Browser) => client.get('/session', SESSION_HEADERS);

  it('ends a session kept busy after two hours by default, however recently it was used', async () => {
    const sanne = await login(byDefault.url, 'sanne');
    for (let minutes = 10; minutes <= 110; minutes += 10) {
      clockOffset += 10 * MINUTE;
      expect({ minutes, status: (await check(sanne)).status }).toEqual({ minutes, status: 200 });
    }
    clockOffset += 10 * MINUTE + 1000;
    const ended = await check(sanne);
    expect([ended.status, codeOf(ended.body)]).toEqual([401, 'SUBJECT_UNAUTHENTICATED']);
  });

  it('ends it after the configured lifetime, for the bank’s APIs and the portal’s pages alike, and never promises more', async () => {
    const signingIn = now();
    const sanne = await login(configured.url, 'sanne');
    const signedIn = now();
    clockOffset += 5 * MINUTE;
    const answer = await check(sanne);
    expect(answer.status).toBe(200);
    // The session check's end is the earlier of the idle end and the absolute one.
    expect(Date.parse(answer.body.expiresAt)).toBeLessThanOrEqual(now() + 5 * MINUTE + 1000);
    // Beyond the spec, the absolute end on its own: a lifetime of 10 minutes from the sign-in,
    // bounded by when it was asked and answered (not by a margin a busy machine can outlast).
    expect(Date.parse(answer.body.lifetimeEndsAt)).toBeGreaterThanOrEqual(signingIn + 10 * MINUTE);
    expect(Date.parse(answer.body.lifetimeEndsAt)).toBeLessThanOrEqual(signedIn + 10 * MINUTE);
    expect(answer.body.expiresAt).toBe(answer.body.lifetimeEndsAt);
    clockOffset += 5 * MINUTE + 1000;
    expect((await check(sanne)).status).toBe(401);
    expect((await sanne.get(`${cardsPath}/`)).status).toBe(401);

    const page = pageClient(configured.url);
    await signIn(page, 'emma');
    clockOffset += 9 * MINUTE;
    expect((await page.get(env.portal.overview.private.nl)).status).toBe(200);
    clockOffset += 2 * MINUTE;
    expect((await page.get(env.portal.overview.private.nl)).status).toBe(303);
  });
});
