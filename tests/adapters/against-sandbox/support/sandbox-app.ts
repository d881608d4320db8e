import { createTestContainer } from '../../../support/test-container';
import { resolve } from '../../../../adapters/composition/resolve';
import type { IsoDate, Language } from '../../../../domain/index';
import type { Environment } from '../../../../application/environment';
import { Analytics } from '../../../../application/ports/analytics';
import { Cards } from '../../../../application/ports/cards';
import { Limits } from '../../../../application/ports/limits';
import { Regions } from '../../../../application/ports/regions';
import { Reissue } from '../../../../application/ports/reissue';
import { bindFirstLoad } from '../../../../ui/bind-first-load';
import { AppStore } from '../../../../ui/store/app-store';
import { CardLoader } from '../../../../ui/cards/card-loader';
import { bindLazyScreens } from '../../../support/screens/lazy-bindings';
import { FakeNavigation } from '../../../support/fakes/fake-navigation';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';
import { login, TODAY } from '../../../sandbox/support/bank-client';
import { browserFetch, NodeCookieJar, type SentRequest } from './node-cookie-jar';
import { SandboxSigning } from './sandbox-signing';

/**
 * The app as production composes it (the real container, HTTP adapters and analytics sink, the
 * store and the screens' presenters),
 * signed in to the sandbox as one demo customer. Only what has no browser under Node is
 * replaced: the page (navigation, session storage), the clock (fixed on the sandbox's date)
 * and the signing widget (played over the sandbox's signing API).
 */
export async function appOnSandbox(
  url: string,
  customerId: string,
  options: { readonly language?: Language; readonly environment?: Environment } = {},
) {
  const customer = await login(url, customerId);
  const jar = new NodeCookieJar();
  if (customer.cookie) jar.receive(customer.cookie);
  const sent: SentRequest[] = [];
  const signing = new SandboxSigning(url, customer);
  const sessionStore = new InMemorySessionStore();
  const container = createTestContainer({
    baseUrl: url,
    fetch: browserFetch(jar, sent),
    cookies: jar,
    navigation: new FakeNavigation(),
    sessionStore,
    signing,
    clock: new FixedClock(TODAY as IsoDate),
    language: () => options.language ?? 'nl',
    ...(options.environment ? { environment: options.environment } : {}),
  });
  bindFirstLoad(container);
  await bindLazyScreens(container);
  return {
    customer,
    sent,
    signing,
    sessionStore,
    cards: resolve(container, Cards),
    limits: resolve(container, Limits),
    regions: resolve(container, Regions),
    reissue: resolve(container, Reissue),
    analytics: resolve(container, Analytics),
    /** The app's container, every screen bound (the lazily loaded ones as their chunks bind them): for tests/support/screens/screen-actions. */
    container,
    store: () => container.get(AppStore),
    /** What the screens call to load the list and a card's details (the store calls no use case). */
    cardLoader: () => container.get(CardLoader),
    /** The last request whose path starts with `path`. */
    lastSent: (path: string) => sent.filter((request) => request.url.startsWith(path)).at(-1),
  };
}

export type SandboxApp = Awaited<ReturnType<typeof appOnSandbox>>;
