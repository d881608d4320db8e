import { CONFIG_INIT, CONFIG_URL } from '../../config/config-request';
import { firstCalls, isFirstConfig, pickFirstConfig, type FirstConfig } from '../../http/first-calls';
import { HANDOVER_PARAMETERS, INAPP_LOGON } from '../../session/handover-parameters';

/** Where the worker keeps the config's public fields between navigations (it has no localStorage). */
export type KeptFields = {
  read(): Promise<FirstConfig | undefined>;
  write(config: FirstConfig): Promise<void>;
};

export type CallsAheadPorts = {
  readonly fetch: typeof globalThis.fetch;
  readonly kept: KeptFields;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
};

/** What a page may still take from its navigation's calls: its first requests come within a second or two. */
export const CALLS_KEPT_MS = 10_000;

/** A request as a fetch event carries it. */
export type AskedRequest = Pick<Request, 'method' | 'url' | 'headers'>;

type Asked = {
  /** config.json, for every request of the page that asks for it (a public file, the same answer). */
  readonly config: { readonly url: string; readonly answer: Promise<Response> };
  /** The session check and the card list, by URL: each answered once, so that a retry goes to the network. */
  readonly calls: Map<string, { readonly headers: [string, string][]; readonly answer: Promise<Response> }>;
};

const sameFields = (a: FirstConfig | undefined, b: FirstConfig): boolean =>
  a !== undefined && JSON.stringify(pickFirstConfig(a)) === JSON.stringify(pickFirstConfig(b));

/**
 * Issue 14, a returning customer: the page cannot ask for config.json, the session check and the
 * card list until it has arrived and run; the service worker sees the navigation, so it asks for
 * them beside the page (with the last visit's config fields) and answers the page's identical
 * requests (method, URL, headers) from these. The page still makes every call in its own order
 * (sections 2.1, 4), so each answer goes once, to that navigation's page only, within
 * CALLS_KEPT_MS; anything else goes to the network. A handover in the address changes the session
 * first (section 4): then only the config is asked for. Nothing of the customer's is stored.
 */
export function callsAhead({ fetch, kept, setTimeout }: CallsAheadPorts) {
  const byClient = new Map<string, Asked>();
  const ask = (url: string, init: RequestInit) => {
    const answer = fetch(url, init);
    // Not taken by the page (it left first): no unhandled rejection.
    answer.catch(() => undefined);
    return answer;
  };

  return {
    /**
     * A navigation to the app's page, whose document will be `clientId`: asks for the config and
     * the calls; settles once they have answered and the config's fields are kept (waitUntil).
     */
    async navigated(pageUrl: string, clientId: string): Promise<void> {
      const { pathname, searchParams: query } = new URL(pageUrl);
      // The app's page is its path itself; a file beside it opened in a tab asks for nothing.
      if (!pathname.endsWith('/')) return;
      const handover = [...HANDOVER_PARAMETERS, INAPP_LOGON].some((name) => query.has(name));
      const configUrl = new URL(CONFIG_URL, pageUrl).href;
      const asked: Asked = { config: { url: configUrl, answer: ask(configUrl, CONFIG_INIT) }, calls: new Map() };
      byClient.set(clientId, asked);
      setTimeout(() => byClient.delete(clientId), CALLS_KEPT_MS);
      const askCalls = (config: FirstConfig) => {
        if (handover) return;
        for (const { url, init } of firstCalls(config)) {
          const absolute = new URL(url, pageUrl).href;
          // Asked again only with other fields (a changed config): the page asks with the newest.
          const headers = [...new Headers(init.headers)];
          const same = asked.calls.get(absolute)?.headers;
          if (!same || JSON.stringify(same) !== JSON.stringify(headers))
            asked.calls.set(absolute, { headers, answer: ask(absolute, init) });
        }
      };
      const before = await kept.read().catch(() => undefined);
      if (before) askCalls(before);
      const config: unknown = await asked.config.answer
        .then((response) => (response.ok ? response.clone().json() : undefined))
        .catch(() => undefined);
      // The page asks with the config's current fields: should they have changed, so does the worker.
      if (isFirstConfig(config) && !sameFields(before, config)) {
        askCalls(config);
        await kept.write(pickFirstConfig(config)).catch(() => undefined);
      }
      await Promise.allSettled([...asked.calls.values()].map((call) => call.answer));
    },

    /** The answer asked ahead for this page's request, or undefined: the network's. */
    answer(request: AskedRequest, clientId: string): Promise<Response> | undefined {
      const asked = byClient.get(clientId);
      if (!asked || request.method !== 'GET') return undefined;
      if (request.url === asked.config.url) return asked.config.answer.then((response) => response.clone());
      const call = asked.calls.get(request.url);
      // The browser adds headers of its own (user agent, client hints): those the call was asked with must match.
      if (!call || !call.headers.every(([name, value]) => request.headers.get(name) === value)) return undefined;
      asked.calls.delete(request.url);
      return call.answer;
    },

    /**
     * The worker is being installed: keeps the config's fields, so that the very next navigation
     * asks ahead. Never rejects: without them the first navigation waits for the config instead.
     */
    async installed(scope: string): Promise<void> {
      try {
        const response = await fetch(new URL(CONFIG_URL, scope).href, CONFIG_INIT);
        const config: unknown = response.ok ? await response.json() : undefined;
        if (isFirstConfig(config)) await kept.write(pickFirstConfig(config));
      } catch {
        // Offline, or storage refused: the next navigation finds no fields and asks after the config.
      }
    },
  };
}

export type CallsAhead = ReturnType<typeof callsAhead>;
