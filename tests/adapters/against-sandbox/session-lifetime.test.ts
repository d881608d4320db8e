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
    const answer = await jar(`${started.url}/sandbox/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customer }) });
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

  it('is unknown before the check, then the sign-in plus the lifetime, from the check and from “Stay signed in” alike', async () => {
    const signInAt = now();
    const session = await signedIn('sanne');
    expect(session.lifetimeEndsAt()).toBeUndefined();
    expect((await session.check()).ok).toBe(true);
    const end = session.lifetimeEndsAt()!;
    expect(Math.abs(end - (signInAt + 600_000))).toBeLessThanOrEqual(2000);
    clockOffset += 60_000;
    expect((await session.extend()).ok).toBe(true);
    expect(session.lifetimeEndsAt()).toBe(end);
  });
});

describe('lifetimeEndOf', () => {
  it('reads an ISO time and ignores an absent or malformed one', () => {
    expect(lifetimeEndOf({ lifetimeEndsAt: '2027-03-02T10:00:00.000Z' })).toBe(Date.UTC(2027, 2, 2, 10));
    for (const body of [undefined, null, 'text', {}, { lifetimeEndsAt: 5 }, { lifetimeEndsAt: 'tomorrow' }, { lifetimeEndsAt: '2027-13-45T99:00:00Z' }]) {
      expect(lifetimeEndOf(body)).toBeUndefined();
    }
  });
});
