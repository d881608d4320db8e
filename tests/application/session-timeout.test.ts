import { fail, ok } from '../../domain/index';
import { warningSecondsOf } from '../../application/session-time-left';
import { ExtendSession } from '../../application/use-cases/extend-session';
import { ReadSessionTimeLeft } from '../../application/use-cases/read-session-time-left';
import { SignOut } from '../../application/use-cases/sign-out';
import { browserTabs } from '../support/fakes/browser-tabs';
import { FakeSession } from '../support/fakes/fake-session';
import { FixedClock } from '../support/fakes/fixed-clock';

const MINUTE = 60_000;

function arrange(session: { idleSeconds: number; warningSeconds?: number } = { idleSeconds: 900 }) {
  const clock = new FixedClock();
  const portal = new FakeSession();
  portal.now = () => clock.now();
  return { clock, portal, read: new ReadSessionTimeLeft(portal, clock, { session }) };
}

describe('ReadSessionTimeLeft (WCAG 2.2.1), counted from the portal’s last answer', () => {
  it('is quiet until two minutes before the idle time ends, then counts down whole seconds, then says expired', async () => {
    const { clock, portal, read } = arrange();
    await portal.check();
    expect(read.execute()).toEqual({ phase: 'active', warnInMs: 13 * MINUTE });
    clock.advance(13 * MINUTE - 1);
    expect(read.execute()).toEqual({ phase: 'active', warnInMs: 1 });
    clock.advance(1);
    expect(read.execute()).toEqual({ phase: 'warning', secondsLeft: 120, nextInMs: 1000 });
    clock.advance(1500);
    expect(read.execute()).toEqual({ phase: 'warning', secondsLeft: 119, nextInMs: 500 });
    clock.advance(118_499);
    expect(read.execute()).toEqual({ phase: 'warning', secondsLeft: 1, nextInMs: 1 });
    clock.advance(1);
    expect(read.execute()).toEqual({ phase: 'expired' });
  });

  it('starts again from every later answer of the portal', async () => {
    const { clock, portal, read } = arrange();
    await portal.check();
    clock.advance(14 * MINUTE);
    expect(read.execute()).toMatchObject({ phase: 'warning', secondsLeft: 60 });
    await new ExtendSession(portal).execute();
    expect(portal.extensions).toBe(1);
    expect(read.execute()).toEqual({ phase: 'active', warnInMs: 13 * MINUTE });
  });

  it('warns finally before the session’s absolute end, however recently the portal answered', async () => {
    const { clock, portal, read } = arrange();
    portal.lifetimeEnd = clock.now() + 10 * MINUTE;
    await portal.check();
    expect(read.execute()).toEqual({ phase: 'active', warnInMs: 8 * MINUTE });
    clock.advance(9 * MINUTE);
    await new ExtendSession(portal).execute();
    expect(read.execute()).toEqual({ phase: 'warning', secondsLeft: 60, nextInMs: 1000, final: true });
    clock.advance(MINUTE);
    expect(read.execute()).toEqual({ phase: 'expired' });
  });

  it('counts the whole idle time before the portal has answered at all', () => {
    const { read } = arrange({ idleSeconds: 600 });
    expect(read.execute()).toEqual({ phase: 'active', warnInMs: 8 * MINUTE });
  });

  it('warns at the configured lead, but never more than a third of the idle time before the end', async () => {
    expect(warningSecondsOf({ idleSeconds: 900 })).toBe(120);
    expect(warningSecondsOf({ idleSeconds: 900, warningSeconds: 300 })).toBe(300);
    expect(warningSecondsOf({ idleSeconds: 900, warningSeconds: 600 })).toBe(300);
    expect(warningSecondsOf({ idleSeconds: 90 })).toBe(30);
    const { portal, read } = arrange({ idleSeconds: 90, warningSeconds: 60 });
    await portal.check();
    expect(read.execute()).toEqual({ phase: 'active', warnInMs: 60_000 });
  });
});

describe('ReadSessionTimeLeft with the app open in two tabs of one browser (one portal session)', () => {
  function twoTabs() {
    const clock = new FixedClock();
    const tabs = browserTabs(() => clock.now());
    const [idle, busy] = [tabs.tab(), tabs.tab()];
    return {
      clock,
      ...tabs,
      idle,
      busy,
      read: new ReadSessionTimeLeft(idle, clock, { session: { idleSeconds: 900 } }),
    };
  }

  it('counts the idle tab from the other tab’s answers: its warning moves with them', async () => {
    const { clock, idle, busy, read } = twoTabs();
    await idle.check();
    await busy.check();
    clock.advance(10 * MINUTE);
    await busy.check();
    clock.advance(3 * MINUTE);
    expect(read.execute()).toEqual({ phase: 'active', warnInMs: 10 * MINUTE });
    clock.advance(11 * MINUTE);
    expect(read.execute()).toMatchObject({ phase: 'warning', secondsLeft: 60 });
    await new ExtendSession(busy).execute();
    expect(read.execute()).toEqual({ phase: 'active', warnInMs: 13 * MINUTE });
    clock.advance(15 * MINUTE);
    expect(read.execute()).toEqual({ phase: 'expired' });
  });

  it('a stored time later than now (edited, or another clock) does not put the end off', async () => {
    const { clock, idle, read, storage, key } = twoTabs();
    await idle.check();
    clock.advance(14 * MINUTE);
    storage.setItem(key, String(clock.now() + 10 * MINUTE));
    expect(read.execute()).toMatchObject({ phase: 'warning', secondsLeft: 60 });
  });
});

describe('ExtendSession and SignOut', () => {
  it('pass the portal’s answer on; a session already gone is the portal’s redirect to login', async () => {
    const portal = new FakeSession();
    expect(await new ExtendSession(portal).execute()).toEqual(ok(undefined));
    portal.extendResult = fail({ kind: 'redirecting', to: 'login' });
    expect(await new ExtendSession(portal).execute()).toEqual(fail({ kind: 'redirecting', to: 'login' }));
    await new SignOut(portal).execute({ reason: 'customer' });
    await new SignOut(portal).execute({ reason: 'inactive' });
    expect(portal.signOutReasons).toEqual(['customer', 'inactive']);
  });
});
