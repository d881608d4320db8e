import { Environment } from '../../application/environment';
import { Analytics } from '../../application/ports/analytics';
import { Cards } from '../../application/ports/cards';
import { Clock } from '../../application/ports/clock';
import { Disturbances } from '../../application/ports/disturbances';
import { Limits } from '../../application/ports/limits';
import { Navigation } from '../../application/ports/navigation';
import { Portal } from '../../application/ports/portal';
import { Regions } from '../../application/ports/regions';
import { Reissue } from '../../application/ports/reissue';
import { Session } from '../../application/ports/session';
import { SessionStore } from '../../application/ports/session-store';
import { Signing } from '../../application/ports/signing';
import type { Token } from '../../application/token';

/** The app's ports, by name: what createContainer binds to adapters and a test may replace. */
export type Ports = {
  readonly cards: Cards;
  readonly limits: Limits;
  readonly regions: Regions;
  readonly reissue: Reissue;
  readonly disturbances: Disturbances;
  readonly session: Session;
  readonly signing: Signing;
  readonly portal: Portal;
  readonly analytics: Analytics;
  readonly sessionStore: SessionStore;
  readonly navigation: Navigation;
  readonly clock: Clock;
};

/** Every port's token, by the name a use case's factory asks for it with (resolve.ts, `port`). */
export const PORT_TOKENS: { readonly [K in keyof Ports]: Token<Ports[K]> } = {
  cards: Cards,
  limits: Limits,
  regions: Regions,
  reissue: Reissue,
  disturbances: Disturbances,
  session: Session,
  signing: Signing,
  portal: Portal,
  analytics: Analytics,
  sessionStore: SessionStore,
  navigation: Navigation,
  clock: Clock,
};

/**
 * Issue 34: the ports only lazily loaded screens use, whose adapter their group binds (unless a
 * test gave one; resolve.ts: bindLazyPort): the limits' (limit-editing.ts), the regions'
 * (region-editing.ts), the reissue's (replacement.ts) and the signing widget's (signing.ts). The
 * first load carries none of these adapters or their parsers.
 */
export const LAZY_PORTS = ['limits', 'regions', 'reissue', 'signing'] as const;
export type LazyPort = (typeof LAZY_PORTS)[number];

/** What the use cases' factories ask the container for: the ports, and the environment (config.json). */
export type Bound = Ports & { readonly environment: Environment };

export const BOUND_TOKENS: { readonly [K in keyof Bound]: Token<Bound[K]> } = {
  ...PORT_TOKENS,
  environment: Environment,
};
