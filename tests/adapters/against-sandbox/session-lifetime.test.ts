import { createTestContainer } from '../../support/test-container';
import { resolve } from '../../../adapters/composition/resolve';
import { Session } from '../../../application/ports/session';
import { lifetimeEndOf } from '../../../adapters/session/session-lifetime';
import { FakeNavigation } from '../../support/fakes/fake-navigation';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { cookieJarFetch } from '../../support/http/cookie-jar-fetch';
import { env, storeVariants, useSandbox } from '../../sandbox/support/bank-client';

// Issue 20 leftover: the session check's absolute end (beyond spec section 7) reaches the app.

describe.each(storeVariants())('the session’s absolute end, read from the sandbox, on $name', ({ store }) => {
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  const started = useSandbox({ store, now, sessionLifetimeSeconds: 600, sessionIdleSeconds: 900 });
  beforeEach(() => {
    clockOffset += 3600_000;
  });

  async function signedIn(customer: string) {
    const jar = cookieJarFetch();
    const answer = await jar(`${started.url}/sandbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer }),
    });
    expect(answer.status).toBe(200);
    const container = createTestContainer({
      baseUrl: started.url,
      fetch: jar,
      navigation: new FakeNavigation({ pathname: env.appPaths.nl, search: '', hash: '#/card-management' }),
      sessionStore: new InMemorySessionStore(),
      language: () => 'nl',
      cookies: { set: (name, value) => jar.cookies.set(name, value) },
    });
    return resolve(container, Session);
  }

  it('is unknown before the check, then placed on the device’s clock, however far the bank’s clock is off', async () => {
    // The sandbox's clock runs an hour (and more, test by test) ahead of this device's.
    const signingIn = Date.now();
    const session = await signedIn('sanne');
    expect(session.lifetimeEndsAt()).toBeUndefined();
    expect((await session.check()).ok).toBe(true);
    // Between the sign-in's start (less the whole second the bank rounds down) and the answer's
    // arrival: bounds that hold however long the calls took on a busy machine.
    expect(session.lifetimeEndsAt()).toBeGreaterThan(signingIn + 600_000 - 1000);
    expect(session.lifetimeEndsAt()).toBeLessThanOrEqual(Date.now() + 600_000);
    // A minute later on the bank's clock, "Stay signed in" learns a minute less is left.
    clockOffset += 60_000;
    expect((await session.extend()).ok).toBe(true);
    expect(session.lifetimeEndsAt()).toBeGreaterThan(signingIn + 540_000 - 1000);
    expect(session.lifetimeEndsAt()).toBeLessThanOrEqual(Date.now() + 540_000);
  });
});

describe('lifetimeEndOf', () => {
  it('counts the seconds left from the answer on this device’s clock, and ignores an absent or malformed count', () => {
    expect(lifetimeEndOf({ lifetimeSecondsLeft: 90, lifetimeEndsAt: '1999-01-01T00:00:00Z' }, 1_000_000)).toBe(
      1_090_000,
    );
    expect(lifetimeEndOf({ lifetimeSecondsLeft: 0 }, 5)).toBe(5);
    for (const body of [
      undefined,
      null,
      'text',
      {},
      { lifetimeSecondsLeft: '90' },
      { lifetimeSecondsLeft: -1 },
      { lifetimeSecondsLeft: Number.NaN },
      { lifetimeSecondsLeft: Infinity },
      { lifetimeEndsAt: '2027-03-02T10:00:00.000Z' },
    ]) {
      expect(lifetimeEndOf(body, 1_000_000)).toBeUndefined();
    }
  });
});
