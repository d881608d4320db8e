import type { PaymentInstrument } from '../../../domain/index';
import type { ContainerOverrides } from '../../../adapters/composition/create-container';
import { createTestContainer } from '../test-container';
import { AppStore } from '../../../ui/app-store';
import { bindAppStore } from '../../../ui/bind-app-store';
import { bindLimitEditors } from '../../../ui/limits/bind-limit-editors';
import { LimitChanges } from '../../../ui/limits/limit-changes';
import { bindRegionEditor } from '../../../ui/region/bind-region-editor';
import { RegionChanges } from '../../../ui/region/region-changes';
import { bindReplaceCardPresenter } from '../../../ui/replace/bind-replace-card';
import { CardReplacement } from '../../../ui/replace/card-replacement';
import { FakeNavigation } from './fake-navigation';
import { FakePortal } from './fake-portal';
import { FakeSession } from './fake-session';
import { FakeSigning } from './fake-signing';
import { FixedClock } from './fixed-clock';
import { InMemoryCards } from './in-memory-cards';
import { InMemoryDisturbances } from './in-memory-disturbances';
import { InMemoryLimits } from './in-memory-limits';
import { InMemoryRegions } from './in-memory-regions';
import { InMemoryReissue } from './in-memory-reissue';
import { InMemorySessionStore } from './in-memory-session-store';
import { RecordingAnalytics } from './recording-analytics';

/**
 * Every port faked, in the real container, with the app store bound as the app binds it. The
 * lazily loaded screens' actions (limits, region, replacement) are bound, as their chunks bind
 * them, when a test first asks for them.
 */
export function fakeWorld(cards: PaymentInstrument[] = [], sessionStore = new InMemorySessionStore(), overrides: ContainerOverrides = {}) {
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
  };
  ports.session.now = () => ports.clock.now();
  const container = createTestContainer({ ...overrides, ...ports });
  bindAppStore(container);
  return {
    ...ports,
    container,
    app: container.get(AppStore),
    get limitChanges(): LimitChanges {
      bindLimitEditors(container);
      return container.get(LimitChanges);
    },
    get regionChanges(): RegionChanges {
      bindRegionEditor(container);
      return container.get(RegionChanges);
    },
    get replacement(): CardReplacement {
      bindReplaceCardPresenter(container);
      return container.get(CardReplacement);
    },
  };
}
