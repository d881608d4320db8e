import { Container } from 'inversify';
import type { Language } from '../../domain/index';
import { Environment } from '../../application/environment';
import { PortalLinks, portalLinks } from '../../application/portal-links';
import { segmentOf } from '../../application/segment';
import { CardHistory } from '../../application/ports/card-history';
import { ChangeBaskets } from '../../application/ports/change-baskets';
import type { Token } from '../../application/token';
import type { AnalyticsSink } from '../browser/analytics';
import { pageLanguage } from '../browser/page-language';
import { PortalScriptLoader, type ScriptLoader } from '../browser/portal-script-loader';
import { BankHttpClient } from '../http/bank-http-client';
import type { NewId } from '../http/request-headers';
import type { CookieJar } from '../session/cookie-jar';
import { endSession } from '../session/portal-session';
import { SessionActivity, sharedActivityKey } from '../session/session-activity';
import { BankHttp } from './bank-http';
import type { BrowserPage } from './browser-page';
import { bindFirstLoadUseCases } from './first-load-use-cases';
import { randomUuid } from '../browser/random-uuid';
import { portAdapters } from './port-adapters';
import { LAZY_PORTS, PORT_TOKENS, type LazyPort, type Ports } from './port-tokens';
import { lazyReauthorisation, Reauthorise } from './reauthorisation';
import { port, resolve } from './resolve';
import { AdapterContext } from './adapter-context';

// The app's boot (ui/boot.tsx) reads ./config.json before it can build the container.
export { CONFIG_ERROR, configUnreachable, loadEnvironment } from '../config/load-environment';
export type { BrowserPage } from './browser-page';

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
    /** The history port (bound by its lazy chunk, card-history.ts, unless given here). */
    readonly cardHistory: CardHistory;
    /** The trip's change baskets (bound by its lazy chunk, change-baskets.ts, unless given here). */
    readonly changeBaskets: ChangeBaskets;
  }
>;

const isLazy = (name: keyof Ports): name is LazyPort => (LAZY_PORTS as readonly string[]).includes(name);

/**
 * The one composition root, for the app and its tests alike: every port bound to its adapter
 * (singletons), each replaceable through `overrides`, and the first load's use cases. The lazily
 * loaded screens add their own group (limit-editing.ts, region-editing.ts, replacement.ts) when
 * their chunk arrives; ui/ binds the store and the presenters.
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
  // One loader for every portal script, so a script asked for twice is inserted once.
  let scriptLoader: ScriptLoader | undefined = overrides.scriptLoader;
  const scripts = (): ScriptLoader =>
    (scriptLoader ??= new PortalScriptLoader(page().document, environment.timeouts.scriptMs));

  container.bind(Environment).toConstantValue(environment);
  container
    .bind(PortalLinks)
    .toDynamicValue((c) => portalLinks(environment, segmentOf(port(c, 'navigation').current().pathname, environment)));
  container.bind(BankHttpClient).toDynamicValue(
    () =>
      new BankHttpClient({
        baseUrl: overrides.baseUrl ?? '',
        fetch: fetcher,
        xsrfToken: environment.xsrfToken,
        timeoutMs: environment.timeouts.requestMs,
        screenSignal: () => port(container, 'navigation').screenSignal(),
        reauthorise: () => resolve(container, Reauthorise)(),
        answered: (status) => container.get(SessionActivity).answered(status),
      }),
  );
  container.bind(BankHttp).toDynamicValue((c) => c.get(BankHttpClient));
  // Under Node there is no page: `storage` throws and each "tab" counts on its own.
  container.bind(SessionActivity).toDynamicValue(
    () =>
      new SessionActivity(() => port(container, 'clock').now(), {
        storage: () => page().localStorage,
        key: sharedActivityKey(environment),
      }),
  );
  const origin = () => overrides.baseUrl || page().location.origin;
  container.bind(Reauthorise).toConstantValue(
    lazyReauthorisation((AuthorisationSession) => {
      const http = container.get(BankHttpClient);
      // Section 4: a failed renewal ends the session and runs the session check (→ login).
      return new AuthorisationSession(http, environment, origin, async () => {
        await endSession(http, environment);
        await port(container, 'session').check();
      });
    }),
  );

  const adapters = portAdapters({
    container,
    environment,
    page,
    language,
    fetch: fetcher,
    baseUrl: overrides.baseUrl,
    scripts,
    cookies: overrides.cookies,
    analyticsSink: overrides.analyticsSink,
  });
  container.bind(AdapterContext).toConstantValue({
    newId: overrides.newId ?? (() => randomUuid()),
    language,
    scripts,
    document: () => page().document,
  });
  for (const name of Object.keys(PORT_TOKENS) as (keyof Ports)[]) {
    const given = overrides[name];
    if (given) container.bind(PORT_TOKENS[name] as Token<unknown>).toConstantValue(given);
    else if (!isLazy(name))
      container
        .bind(PORT_TOKENS[name] as Token<unknown>)
        .toDynamicValue(adapters[name])
        .inSingletonScope();
  }
  if (overrides.cardHistory) container.bind(CardHistory).toConstantValue(overrides.cardHistory);
  if (overrides.changeBaskets) container.bind(ChangeBaskets).toConstantValue(overrides.changeBaskets);
  bindFirstLoadUseCases(container);
  return container;
}
