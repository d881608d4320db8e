import { Container } from 'inversify';
import type { Language } from '../domain/index';
import { Environment } from '../application/environment';
import { Analytics } from '../application/ports/analytics';
import { Cards } from '../application/ports/cards';
import { Clock } from '../application/ports/clock';
import { Disturbances } from '../application/ports/disturbances';
import { Limits } from '../application/ports/limits';
import { Navigation } from '../application/ports/navigation';
import { Portal } from '../application/ports/portal';
import { Regions } from '../application/ports/regions';
import { Reissue } from '../application/ports/reissue';
import { Session } from '../application/ports/session';
import { SessionStore } from '../application/ports/session-store';
import { Signing } from '../application/ports/signing';
import type { Token } from '../application/token';
import { bindUseCases } from './bind-use-cases';
import { httpAnalyticsSink, SinkAnalytics, type AnalyticsSink } from './browser/analytics';
import { BrowserNavigation } from './browser/browser-navigation';
import { BrowserSessionStore } from './browser/browser-session-store';
import { DocumentCookies } from './browser/document-cookies';
import { pageLanguage } from './browser/page-language';
import { PortalScriptLoader, type ScriptLoader } from './browser/portal-script-loader';
import { PortalScripts } from './browser/portal-scripts';
import { PortalSigning } from './browser/portal-signing';
import { randomUuid } from './browser/random-uuid';
import { SystemClock } from './browser/system-clock';
import { BankHttpClient } from './http/bank-http-client';
import { HttpCards } from './http/http-cards';
import { HttpDisturbances } from './http/http-disturbances';
import { HttpLimits } from './http/http-limits';
import { HttpRegions } from './http/http-regions';
import { HttpReissue } from './http/http-reissue';
import type { NewId } from './http/request-headers';
import { resolve } from './resolve';
import { AuthorisationSession } from './session/authorisation-session';
import type { CookieJar } from './session/cookie-jar';
import { endSession, PortalSession } from './session/portal-session';
import { SessionActivity, sharedActivityKey } from './session/session-activity';

// The app's boot (ui/main.tsx) reads ./config.json before it can build the container.
export { CONFIG_ERROR, loadEnvironment } from './config/load-environment';

/** The browser page the adapters work in; absent under Node, where tests pass what they need. */
export type BrowserPage = {
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign' | 'replace' | 'origin'>;
  readonly document: Document;
  readonly sessionStorage: Storage;
  /** Shared by the app's tabs: the portal session's last activity (SessionActivity). */
  readonly localStorage: Storage;
};

type Ports = {
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

/**
 * What a test (or another host page) may replace: whole ports, or the plumbing under them.
 * `createContainer` needs the environment: the app's comes from config.json, and a default here
 * would ship the sandbox's values in the bundle.
 */
export type ContainerOverrides = Partial<
  Ports & {
    readonly environment: Environment;
    /** Where the bank is: '' (same origin) in the browser, the sandbox's URL in tests. */
    readonly baseUrl: string;
    readonly fetch: typeof fetch;
    readonly newId: NewId;
    readonly page: BrowserPage;
    readonly language: () => Language;
    readonly cookies: CookieJar;
    readonly analyticsSink: AnalyticsSink;
    readonly scriptLoader: ScriptLoader;
  }
>;

const TOKENS: { readonly [K in keyof Ports]: Token<Ports[K]> } = {
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

const screenSignalOf = (navigation: Navigation): AbortSignal | undefined =>
  navigation instanceof BrowserNavigation ? navigation.screenSignal() : undefined;

/**
 * The one composition root, for the app and its tests alike: every port bound to its adapter
 * (singletons), each replaceable through `overrides`; use cases bound by their class. Screens
 * add their own presenters (ui/ binds them); the lazily loaded editors and replace screen also
 * bind the use cases only they call, from these ports, when they first show.
 */
export function createContainer(overrides: ContainerOverrides & { readonly environment: Environment }): Container {
  // jitless (inversify 8's default, pinned here): its JIT compiles resolvers with `new Function`,
  // which a Content-Security-Policy without 'unsafe-eval' refuses.
  const container = new Container({ defaultScope: 'Singleton', jitless: true });
  const { environment } = overrides;
  const page = (): BrowserPage => {
    const found = overrides.page ?? (globalThis as { window?: BrowserPage }).window;
    if (!found) throw new Error('No browser page: pass `page` (or the ports that need it) to createContainer');
    return found;
  };
  const language = overrides.language ?? (() => pageLanguage(page().document)());
  const fetcher = overrides.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const port = <T>(token: Token<T>): T => resolve(container, token);
  // One loader for every portal script, so a script asked for twice is inserted once.
  let scriptLoader: ScriptLoader | undefined = overrides.scriptLoader;
  const scripts = (): ScriptLoader => (scriptLoader ??= new PortalScriptLoader(page().document, environment.timeouts.scriptMs));

  container.bind(Environment).toConstantValue(environment);
  container.bind(BankHttpClient).toDynamicValue(
    () =>
      new BankHttpClient({
        baseUrl: overrides.baseUrl ?? '',
        fetch: fetcher,
        xsrfToken: environment.xsrfToken,
        timeoutMs: environment.timeouts.requestMs,
        screenSignal: () => screenSignalOf(port(Navigation)),
        reauthorise: () => container.get(AuthorisationSession).renew(),
        answered: (status) => container.get(SessionActivity).answered(status),
      }),
  );
  // Under Node there is no page: `storage` throws and each "tab" counts on its own.
  container
    .bind(SessionActivity)
    .toDynamicValue(() => new SessionActivity(() => port(Clock).now(), { storage: () => page().localStorage, key: sharedActivityKey(environment) }));
  container.bind(AuthorisationSession).toDynamicValue((c) => {
    const http = c.get(BankHttpClient);
    const origin = () => overrides.baseUrl || page().location.origin;
    // Section 4: a failed renewal ends the session and runs the session check (→ login).
    return new AuthorisationSession(http, environment, origin, async () => {
      await endSession(http, environment);
      await port(Session).check();
    });
  });

  const adapters: { readonly [K in keyof Ports]: () => Ports[K] } = {
    cards: () => new HttpCards(container.get(BankHttpClient), environment.apiPrefix),
    limits: () => new HttpLimits(container.get(BankHttpClient)),
    regions: () => new HttpRegions(container.get(BankHttpClient), environment.apiPrefix),
    reissue: () =>
      new HttpReissue(container.get(BankHttpClient), {
        prefix: environment.apiPrefix,
        consumerId: environment.consumerId,
        newId: overrides.newId ?? (() => randomUuid()),
        language,
      }),
    disturbances: () => new HttpDisturbances(container.get(BankHttpClient), environment.sdmId, language),
    session: () =>
      new PortalSession({
        http: container.get(BankHttpClient),
        environment,
        navigation: port(Navigation),
        store: port(SessionStore),
        cookies: overrides.cookies ?? new DocumentCookies(page().document),
        activity: container.get(SessionActivity),
        language,
      }),
    signing: () =>
      new PortalSigning(scripts(), page().document, {
        script: environment.portal.signingScript,
        brandAbbreviation: environment.brandAbbreviation,
      }),
    portal: () => new PortalScripts(scripts(), environment.portal),
    analytics: () =>
      new SinkAnalytics(overrides.analyticsSink ?? httpAnalyticsSink(fetcher, `${overrides.baseUrl ?? ''}${environment.analytics.endpoint}`, environment.xsrfToken), language),
    sessionStore: () => new BrowserSessionStore(page().sessionStorage),
    navigation: () => new BrowserNavigation(page().location),
    clock: () => new SystemClock(),
  };

  for (const name of Object.keys(TOKENS) as (keyof Ports)[]) {
    const given = overrides[name];
    const binding = container.bind(TOKENS[name] as Token<unknown>);
    if (given) binding.toConstantValue(given);
    else binding.toDynamicValue(adapters[name]).inSingletonScope();
  }
  bindUseCases(container);
  return container;
}
