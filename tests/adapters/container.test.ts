import { createTestContainer } from '../support/test-container';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { resolve } from '../../adapters/composition/resolve';
import { bindSigning } from '../../adapters/composition/signing';
import { bindLimitsPort, bindRegionsPort } from '../../adapters/composition/lazy-ports';
import { bindReplacement } from '../../adapters/composition/replacement';
import { bindTrips } from '../../adapters/composition/trips';
import { httpAnalyticsSink } from '../../adapters/browser/analytics';
import { Environment } from '../../application/environment';
import type { Token } from '../../application/token';
import { Analytics } from '../../application/ports/analytics';
import { Cards } from '../../application/ports/cards';
import { Clock } from '../../application/ports/clock';
import { Disturbances } from '../../application/ports/disturbances';
import { Limits } from '../../application/ports/limits';
import { Regions } from '../../application/ports/regions';
import { Reissue } from '../../application/ports/reissue';
import { Session } from '../../application/ports/session';
import { SessionStore } from '../../application/ports/session-store';
import { Signing } from '../../application/ports/signing';
import { Navigation } from '../../application/ports/navigation';
import { Portal } from '../../application/ports/portal';
import { BlockCard } from '../../application/use-cases/block-card';
import { SignPendingChange } from '../../application/use-cases/sign-pending-change';
import { CancelTrip } from '../../application/use-cases/cancel-trip';
import { ContinueTrip } from '../../application/use-cases/continue-trip';
import { MakeTrip } from '../../application/use-cases/make-trip';
import { PlanTrip } from '../../application/use-cases/plan-trip';
import { bindFirstLoad } from '../../ui/bind-first-load';
import { AppStore } from '../../ui/store/app-store';
import { FixedClock } from '../support/fakes/fixed-clock';
import { InMemoryCards } from '../support/fakes/in-memory-cards';
import { startTestServer } from '../support/http/test-server';

const fakePage = () =>
  ({
    location: {
      pathname: '/nl/betaalpassen/',
      search: '',
      hash: '',
      origin: 'http://localhost',
      assign: () => undefined,
      replace: () => undefined,
    },
    document: { documentElement: { lang: 'nl' }, cookie: '' },
    sessionStorage: new Map<string, string>() as unknown,
  }) as never;

describe('createContainer, the one composition root', () => {
  it('binds every port to an adapter, one instance each; the lazy groups’ ports once their groups are bound', () => {
    const container = createTestContainer({ page: fakePage() });
    // Issue 34: the limits', regions', reissue and signing adapters come with the lazy groups that use them.
    for (const lazy of [Limits, Regions, Reissue, Signing]) expect(container.isBound(lazy)).toBe(false);
    bindLimitsPort(container);
    bindRegionsPort(container);
    bindReplacement(container);
    bindSigning(container);
    const tokens: Token<unknown>[] = [
      Cards,
      Limits,
      Regions,
      Reissue,
      Disturbances,
      Session,
      Analytics,
      Navigation,
      Clock,
      Portal,
      Signing,
    ];
    for (const token of tokens) {
      expect(resolve(container, token)).toBeDefined();
      expect(resolve(container, token)).toBe(resolve(container, token));
    }
    expect(resolve(container, Environment)).toBe(DEFAULT_ENVIRONMENT);
  });

  it('lets a test replace any port, and the use cases and store use the replacement', () => {
    const cards = new InMemoryCards();
    const clock = new FixedClock();
    const container = createTestContainer({ cards, clock, page: fakePage() });
    bindFirstLoad(container);
    expect(resolve(container, Cards)).toBe(cards);
    expect(resolve(container, Clock)).toBe(clock);
    expect(container.get(BlockCard)).toBe(container.get(BlockCard));
    expect(container.get(AppStore)).toBe(container.get(AppStore));
  });

  it('resolves the browser-bound adapters only when asked, so Node tests need no page', () => {
    const container = createTestContainer({ sessionStore: {} as never, signing: {} as never });
    expect(() => resolve(container, Cards)).not.toThrow();
    bindSigning(container);
    expect(container.get(SignPendingChange)).toBeDefined();
    expect(() => resolve(container, Navigation)).toThrow(/No browser page/);
    expect(() => resolve(container, SessionStore)).not.toThrow();
    expect(() => resolve(container, Signing)).not.toThrow();
  });

  it('binds the trip journey’s use cases, and the continuation the signing page calls, once (issue 35)', () => {
    const container = createTestContainer({ sessionStore: {} as never, signing: {} as never });
    bindSigning(container);
    bindTrips(container);
    bindTrips(container);
    for (const useCase of [PlanTrip, MakeTrip, CancelTrip, ContinueTrip] as const)
      expect(container.get<unknown>(useCase)).toBe(container.get<unknown>(useCase));
  });

  it('takes another environment whole', () => {
    const environment = { ...DEFAULT_ENVIRONMENT, brand: 'otherbank' };
    expect(resolve(createTestContainer({ environment }), Environment).brand).toBe('otherbank');
  });
});

describe('the HTTP analytics sink', () => {
  it('posts each event as JSON to the configured endpoint', async () => {
    const server = await startTestServer();
    try {
      const sink = httpAnalyticsSink(
        globalThis.fetch,
        `${server.url}${DEFAULT_ENVIRONMENT.analytics.endpoint}`,
        'high',
      );
      sink({
        event: 'pageView',
        page: '/card-management',
        at: 1,
        language: 'nl',
        app_name: 'dcss-frontend',
        app_version: '2.8.0',
        business_line: 'retail',
        segment: 'personal',
        country_code: 'nl',
        channel_type: 'closed domain',
        user_is_logged_in: true,
        feedback_button_load: 1,
      });
      for (let tries = 0; server.requests.length === 0 && tries < 50; tries += 1)
        await new Promise((done) => setTimeout(done, 10));
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: '/sandbox/analytics',
        headers: { 'content-type': 'application/json' },
      });
      expect(JSON.parse(server.requests[0]!.body)).toMatchObject({ event: 'pageView', page: '/card-management' });
    } finally {
      await server.close();
    }
  });

  it('drops the event quietly when nobody collects', () => {
    const sink = httpAnalyticsSink(() => Promise.reject(new Error('offline')), '/sandbox/analytics', 'high');
    expect(() =>
      sink({
        event: 'pageView',
        page: '/x',
        at: 1,
        language: 'nl',
        app_name: 'dcss-frontend',
        app_version: '2.8.0',
        business_line: 'retail',
        segment: 'personal',
        country_code: 'nl',
        channel_type: 'closed domain',
        user_is_logged_in: true,
        feedback_button_load: 1,
      }),
    ).not.toThrow();
  });
});
