import type { ServiceIdentifier } from 'inversify';
import type { PaymentInstrument } from '../../../domain/index';
import type { ContainerOverrides } from '../../../adapters/composition/create-container';
import { bindFirstLoad } from '../../../ui/bind-first-load';
import { AppStore } from '../../../ui/store/app-store';
import { CardLoader } from '../../../ui/cards/card-loader';
import { createTestContainer } from '../test-container';
import { FakeNavigation } from './fake-navigation';
import { FakePortal } from './fake-portal';
import { FakeSession } from './fake-session';
import { FakeSigning } from './fake-signing';
import { FixedClock } from './fixed-clock';
import { InMemoryCardHistory } from './in-memory-card-history';
import { InMemoryCards } from './in-memory-cards';
import { InMemoryDisturbances } from './in-memory-disturbances';
import { InMemoryLimits } from './in-memory-limits';
import { InMemoryRegions } from './in-memory-regions';
import { InMemoryReissue } from './in-memory-reissue';
import { InMemorySessionStore } from './in-memory-session-store';
import { RecordingAnalytics } from './recording-analytics';

/**
 * Every port faked, in the real container, with the store and the first load's presenters bound
 * as the app binds them. A lazily loaded screen's presenter needs its chunk's binding first
 * (tests/support/screens/lazy-bindings.ts, as editorWorld does).
 */
export function fakeWorld(
  cards: PaymentInstrument[] = [],
  sessionStore = new InMemorySessionStore(),
  overrides: ContainerOverrides = {},
) {
  const ports = {
    cards: new InMemoryCards(cards),
    limits: new InMemoryLimits(),
    regions: new InMemoryRegions(),
    reissue: new InMemoryReissue(),
    disturbances: new InMemoryDisturbances(),
    session: new FakeSession(),
    signing: new FakeSigning(),
    portal: new FakePortal(),
    analytics: new RecordingAnalytics(),
    sessionStore,
    navigation: new FakeNavigation(),
    clock: new FixedClock(),
    cardHistory: new InMemoryCardHistory(),
  };
  ports.session.now = () => ports.clock.now();
  const container = createTestContainer({ ...overrides, ...ports });
  bindFirstLoad(container);
  return {
    ...ports,
    container,
    app: container.get(AppStore),
    cardLoader: container.get(CardLoader),
    presenter<T>(token: ServiceIdentifier<T>): T {
      return container.get<T>(token);
    },
  };
}
