import type { Container } from 'inversify';
import type { Language } from '../../domain/index';
import type { Environment } from '../../application/environment';
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
import { httpAnalyticsSink, SinkAnalytics, type AnalyticsSink } from '../browser/analytics';
import { BrowserNavigation } from '../browser/browser-navigation';
import { BrowserSessionStore } from '../browser/browser-session-store';
import { DocumentCookies } from '../browser/document-cookies';
import type { ScriptLoader } from '../browser/portal-script-loader';
import { PortalScripts } from '../browser/portal-scripts';
import { PortalSigning } from '../browser/portal-signing';
import { randomUuid } from '../browser/random-uuid';
import { SystemClock } from '../browser/system-clock';
import { BankHttpClient } from '../http/bank-http-client';
import { HttpCards } from '../http/http-cards';
import { HttpDisturbances } from '../http/http-disturbances';
import { HttpLimits } from '../http/http-limits';
import { HttpRegions } from '../http/http-regions';
import { HttpReissue } from '../http/http-reissue';
import type { NewId } from '../http/request-headers';
import type { CookieJar } from '../session/cookie-jar';
import { PortalSession } from '../session/portal-session';
import { SessionActivity } from '../session/session-activity';
import type { BrowserPage } from './browser-page';
import { resolve } from './resolve';

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

/** What the adapters are made with: the plumbing createContainer resolves (or a test replaces). */
export type Plumbing = {
  readonly container: Container;
  readonly environment: Environment;
  readonly page: () => BrowserPage;
  readonly language: () => Language;
  readonly fetch: typeof fetch;
  readonly baseUrl: string | undefined;
  readonly scripts: () => ScriptLoader;
  readonly newId: NewId | undefined;
  readonly cookies: CookieJar | undefined;
  readonly analyticsSink: AnalyticsSink | undefined;
};

/** Each port's production adapter, made when first asked for (the browser-bound ones need a page). */
export function portAdapters(plumbing: Plumbing): { readonly [K in keyof Ports]: () => Ports[K] } {
  const { container, environment, page, language, fetch, baseUrl, scripts } = plumbing;
  const http = () => container.get(BankHttpClient);
  return {
    cards: () => new HttpCards(http(), environment.apiPrefix),
    limits: () => new HttpLimits(http()),
    regions: () => new HttpRegions(http(), environment.apiPrefix),
    reissue: () =>
      new HttpReissue(http(), { prefix: environment.apiPrefix, consumerId: environment.consumerId, newId: plumbing.newId ?? (() => randomUuid()), language }),
    disturbances: () => new HttpDisturbances(http(), environment.sdmId, language),
    session: () =>
      new PortalSession({
        http: http(),
        environment,
        navigation: resolve(container, Navigation),
        store: resolve(container, SessionStore),
        cookies: plumbing.cookies ?? new DocumentCookies(page().document),
        activity: container.get(SessionActivity),
        language,
      }),
    signing: () => new PortalSigning(scripts(), page().document, { script: environment.portal.signingScript, brandAbbreviation: environment.brandAbbreviation }),
    portal: () => new PortalScripts(scripts(), environment.portal),
    analytics: () =>
      new SinkAnalytics(plumbing.analyticsSink ?? httpAnalyticsSink(fetch, `${baseUrl ?? ''}${environment.analytics.endpoint}`, environment.xsrfToken), language),
    sessionStore: () => new BrowserSessionStore(page().sessionStorage),
    navigation: () => new BrowserNavigation(page().location),
    clock: () => new SystemClock(),
  };
}
