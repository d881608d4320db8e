import { fail, ok, serviceError } from '../../domain/index';
import { ApplyPlainLayout } from '../../application/use-cases/apply-plain-layout';
import { CheckSession } from '../../application/use-cases/check-session';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { ReturnFromAddressChange } from '../../application/use-cases/return-from-address-change';
import { LoadAuthLevel } from '../../application/use-cases/load-auth-level';
import { LoadDisturbance } from '../../application/use-cases/load-disturbance';
import { FakeNavigation } from '../support/fakes/fake-navigation';
import { FakeSession } from '../support/fakes/fake-session';
import { InMemoryDisturbances } from '../support/fakes/in-memory-disturbances';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { RecordingAnalytics } from '../support/fakes/recording-analytics';

describe('CheckSession and LoadAuthLevel', () => {
  it('pass the session outcome on', async () => {
    expect(await new CheckSession(new FakeSession(ok(undefined))).execute()).toEqual(ok(undefined));
    const redirecting = fail({ kind: 'redirecting', to: 'login' } as const);
    expect(await new CheckSession(new FakeSession(redirecting)).execute()).toEqual(redirecting);
    expect(await new LoadAuthLevel(new FakeSession(ok(undefined), ok(30))).execute()).toEqual(ok(30));
  });
});

describe('ApplyPlainLayout', () => {
  it('stores the flag for true, removes it for false and leaves it otherwise', () => {
    const store = new InMemorySessionStore();
    const apply = new ApplyPlainLayout(store);
    expect(apply.execute({ enforcePlain: null })).toBe(false);
    expect(apply.execute({ enforcePlain: 'true' })).toBe(true);
    expect(apply.execute({ enforcePlain: null })).toBe(true);
    expect(apply.execute({ enforcePlain: 'yes' })).toBe(true);
    expect(apply.execute({ enforcePlain: 'false' })).toBe(false);
  });
});

describe('EnterScreen', () => {
  it('cancels what the previous screen waited for and tracks the page view', () => {
    const navigation = new FakeNavigation();
    const analytics = new RecordingAnalytics();
    new EnterScreen(navigation, analytics, new InMemorySessionStore()).execute({ route: '/card-management' });
    expect(navigation.screenChanges).toBe(1);
    expect(analytics.pageViews).toEqual(['/card-management']);
  });

  it('keeps the way back from an address change only while its own screen is entered (issue 12.8)', () => {
    const store = new InMemorySessionStore();
    const enter = new EnterScreen(new FakeNavigation(), new RecordingAnalytics(), store);
    const back = { route: '/replace-card', paymentInstrumentId: 'a', reason: 'LOST' };
    store.keepAddressChangeReturn(back);
    const returning = new ReturnFromAddressChange(store);
    enter.execute({ route: '/replace-card' });
    expect(returning.execute({ route: '/replace-card' })).toEqual(back);
    expect(returning.execute({ route: '/edit-region' })).toBeUndefined();
    enter.execute({ route: '/card-management' });
    expect(returning.execute({ route: '/replace-card' })).toBeUndefined();
  });
});

describe('LoadDisturbance', () => {
  it('answers the first ACTIVE message', async () => {
    const disturbances = new InMemoryDisturbances([
      { status: 'INACTIVE', header: 'old', details: '' },
      { status: 'ACTIVE', header: 'Storing', details: 'Betalen lukt even niet.' },
      { status: 'ACTIVE', header: 'second', details: '' },
    ]);
    expect(await new LoadDisturbance(disturbances).execute()).toEqual({
      status: 'ACTIVE',
      header: 'Storing',
      details: 'Betalen lukt even niet.',
    });
  });

  it('answers nothing when none is active or the call fails (section 8: silently ignored)', async () => {
    expect(
      await new LoadDisturbance(new InMemoryDisturbances([{ status: 'INACTIVE', header: '', details: '' }])).execute(),
    ).toBeUndefined();
    const failing = new InMemoryDisturbances().failNext('list', serviceError('INTERNAL_SERVER_ERROR'));
    expect(await new LoadDisturbance(failing).execute()).toBeUndefined();
  });
});
