import type { Container } from 'inversify';
import type { Language } from '../../domain/index';
import type { Environment } from '../../application/environment';
import { httpAnalyticsSink, SinkAnalytics, type AnalyticsSink } from '../browser/analytics';
import { BrowserNavigation } from '../browser/browser-navigation';
import { BrowserSessionStore } from '../browser/browser-session-store';
import { DocumentCookies } from '../browser/document-cookies';
import type { ScriptLoader } from '../browser/portal-script-loader';
import { PortalScripts } from '../browser/portal-scripts';
import { SystemClock } from '../browser/system-clock';
import { BankHttpClient } from '../http/bank-http-client';
import { HttpCards } from '../http/http-cards';
import { HttpDisturbances } from '../http/http-disturbances';
import type { CookieJar } from '../session/cookie-jar';
import { PortalSession } from '../session/portal-session';
import { SessionActivity } from '../session/session-activity';
import type { BrowserPage } from './browser-page';
import type { LazyPort, Ports } from './port-tokens';
import { port } from './resolve';

/** What the adapters are made with: the plumbing createContainer resolves (or a test replaces). */
export type Plumbing = {
  readonly container: Container;
  readonly environment: Environment;
  readonly page: () => BrowserPage;
  readonly language: () => Language;
  readonly fetch: typeof fetch;
  readonly baseUrl: string | undefined;
  readonly scripts: () => ScriptLoader;
  readonly cookies: CookieJar | undefined;
  readonly analyticsSink: AnalyticsSink | undefined;
};

/** Each port's production adapter, made when first asked for (the browser-bound ones need a page). */
export function portAdapters(plumbing: Plumbing): { readonly [K in Exclude<keyof Ports, LazyPort>]: () => Ports[K] } {
  const { container, environment, page, language, fetch, baseUrl, scripts } = plumbing;
  const http = () => container.get(BankHttpClient);
  return {
    cards: () => new HttpCards(http(), environment.apiPrefix),
    disturbances: () => new HttpDisturbances(http(), environment.sdmId, language),
    session: () =>
      new PortalSession({
        http: http(),
        environment,
        navigation: port(container, 'navigation'),
        store: port(container, 'sessionStore'),
        cookies: plumbing.cookies ?? new DocumentCookies(page().document),
        activity: container.get(SessionActivity),
        language,
      }),
    portal: () => new PortalScripts(scripts(), environment.portal),
    analytics: () =>
      plumbing.analyticsSink
        ? new SinkAnalytics(plumbing.analyticsSink, language)
        : new SinkAnalytics(
            httpAnalyticsSink(fetch, `${baseUrl ?? ''}${environment.analytics.endpoint}`, environment.xsrfToken),
            language,
            Date.now,
            { hold: true },
          ),
    sessionStore: () => new BrowserSessionStore(page().sessionStorage),
    navigation: () => new BrowserNavigation(page().location),
    clock: () => new SystemClock(),
  };
}
