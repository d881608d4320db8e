import { CONFIG_INIT, CONFIG_URL } from '../config/config-request';
import { firstCalls, isFirstConfig, pickFirstConfig, type FirstConfig } from '../http/first-calls';
import { HANDOVER_PARAMETERS, INAPP_LOGON } from '../session/handover-parameters';
import { SESSION_KEYS } from './session-keys';

/**
 * The page the first requests start from: where relative URLs resolve, the address's query, and
 * where the config's request fields of the last visit are kept (none under Node).
 */
export type EarlyCallsPage = {
  readonly baseURI: string;
  readonly search: string;
  readonly storage?: () => Pick<Storage, 'getItem' | 'setItem'>;
  /** The tab's sessionStorage: the card chosen before and the plain layout (section 3). */
  readonly session?: () => Pick<Storage, 'getItem'>;
};

/** Where the fields the first requests need are kept between visits: no secret, the config's public values. */
export const REMEMBERED_CONFIG_KEY = 'dcss.first-requests';

function remembered(page: EarlyCallsPage): FirstConfig | undefined {
  try {
    const kept: unknown = JSON.parse(page.storage?.().getItem(REMEMBERED_CONFIG_KEY) ?? 'null');
    return isFirstConfig(kept) ? pickFirstConfig(kept) : undefined;
  } catch {
    return undefined;
  }
}

function remember(page: EarlyCallsPage, config: FirstConfig): void {
  try {
    page.storage?.().setItem(REMEMBERED_CONFIG_KEY, JSON.stringify(pickFirstConfig(config)));
  } catch {
    // Storage refused (private mode, full): the next visit waits for the config again.
  }
}

const headerText = (headers: HeadersInit | undefined): string => JSON.stringify([...new Headers(headers).entries()]);

function abortOf(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const stop = () => reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Issue 14: the first card waits for config.json, the session check and the card list, so the
 * page's first module asks for them before the app's scripts arrive (only the config when a
 * handover in the address will change the session first, section 4). The app's fetch answers each
 * identical request (method, URL, headers: wireRequest builds both) once from these and passes
 * anything else on, so the app keeps its own order and rules: nothing shows before the session
 * check succeeded (section 2.1), and a 401 still goes to login or re-authorises and retries once,
 * on the network.
 */
export type EarlyCalls = {
  /** The app's fetch: these answers once each, anything else from the network. */
  readonly fetch: typeof globalThis.fetch;
  /** Settles once the session check and the list are on their way (or will not be asked early). */
  readonly started: Promise<void>;
  /**
   * What the page's first module may paint the first card from: the config, and the list once
   * the session check has succeeded (section 2.1), read from the very answers the app is handed
   * (not taken from it); undefined where there is nothing to paint from (a handover, a refusal,
   * a refused call); `lost` where the session check succeeded and the bank failed to send the
   * list (a 5xx answer or none: issue 34, the page says so at once). Never rejects.
   */
  readonly firstLoad: Promise<FirstLoad | LostList | undefined>;
  /**
   * What the first module may lay the page's frame out from while the calls are out: the config
   * once it is in, when the calls go out (no handover). Nothing of the customer's. Never rejects.
   */
  readonly firstPage: Promise<FirstPage | undefined>;
  /** Whether an earlier visit in this browser kept the config's fields: a returning customer, its scripts likely cached. */
  readonly returning: boolean;
};

/** The first module's view of the first load (issue 14): raw, unchecked answers, for a paint the app replaces. */
export type FirstLoad = {
  readonly config: Readonly<Record<string, unknown>>;
  readonly cardList: unknown;
  readonly selectedCardId: string | undefined;
  readonly plainLayout: boolean;
};

/** Issue 34: the session check succeeded and the list was lost (a 5xx answer, or no answer at all). */
export type LostList = { readonly lost: true };

/** The first load before the calls have answered: enough for the page's frame, no card. */
export type FirstPage = Pick<FirstLoad, 'config' | 'plainLayout'>;

function sessionItem(page: EarlyCallsPage, key: string): string | undefined {
  try {
    return page.session?.().getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function startEarlyCalls(fetch: typeof globalThis.fetch, page: EarlyCallsPage): EarlyCalls {
  const answers = new Map<string, Promise<Response>>();
  /** Every request asked early, taken by the app or not (none is asked twice): what the first paint reads. */
  const early = new Map<string, Promise<Response>>();
  const keyOf = (url: string, init: RequestInit | undefined) =>
    `${init?.method ?? 'GET'} ${new URL(url, page.baseURI).href} ${headerText(init?.headers)}`;
  // The key is worked out once per request: on the critical path, at 4× CPU, each costs.
  const ask = (url: string, init: RequestInit, key = keyOf(url, init)) => {
    const answer = fetch(url, init);
    // Not asked for by the app (it left for login first): no unhandled rejection.
    answer.catch(() => undefined);
    answers.set(key, answer);
    early.set(key, answer);
    return answer;
  };

  const query = new URLSearchParams(page.search);
  const handover = [...HANDOVER_PARAMETERS, INAPP_LOGON].some((name) => query.has(name));
  const callKeys = (config: FirstConfig) =>
    firstCalls(config).map(({ url, init }) => ({ url, init, key: keyOf(url, init) }));
  /** The session check's and the list's answers for these config fields, asked now unless asked before. */
  const askCalls = (config: FirstConfig): Promise<Response>[] =>
    handover ? [] : callKeys(config).map(({ url, init, key }) => early.get(key) ?? ask(url, init, key));
  // A returning customer's page need not wait for the config: the fields of the last visit serve.
  // Should the config have changed since, the app's requests differ and go to the network.
  const kept = remembered(page);
  if (kept) askCalls(kept);
  const ready = ask(CONFIG_URL, CONFIG_INIT)
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((config: unknown) => {
      if (!isFirstConfig(config)) return undefined;
      // A task of its own (issue 14): a first write to the storage can take the browser tens of
      // milliseconds, not to be added to the first paint's task.
      setTimeout(() => remember(page, config), 0);
      return { config, calls: askCalls(config) };
    })
    .catch(() => undefined);

  const firstPage = ready.then((asked): FirstPage | undefined =>
    asked && asked.calls.length > 0
      ? {
          config: asked.config as unknown as Readonly<Record<string, unknown>>,
          plainLayout: query.has('enforcePlain') || sessionItem(page, SESSION_KEYS.enforcePlain) === 'true',
        }
      : undefined,
  );
  const firstLoad = Promise.all([ready, firstPage])
    .then(async ([asked, known]): Promise<FirstLoad | LostList | undefined> => {
      const [session, list] = asked?.calls ?? [];
      if (!known || !session || !list) return undefined;
      const [sessionAnswer, listAnswer] = await Promise.all([session, list.catch(() => undefined)]);
      if (!sessionAnswer.ok) return undefined;
      if (!listAnswer || listAnswer.status >= 500) return { lost: true };
      if (!listAnswer.ok) return undefined;
      return {
        ...known,
        cardList: await listAnswer.clone().json(),
        selectedCardId: sessionItem(page, SESSION_KEYS.selectedCard),
      };
    })
    .catch(() => undefined);

  const answered: typeof globalThis.fetch = async (input, init) => {
    if (typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET') return fetch(input, init);
    const key = keyOf(input, init);
    if (!answers.has(key)) await ready;
    const answer = answers.get(key);
    if (!answer) return fetch(input, init);
    answers.delete(key);
    return init?.signal ? Promise.race([answer, abortOf(init.signal)]) : answer;
  };
  return {
    fetch: answered,
    started: kept ? Promise.resolve() : ready.then(() => undefined),
    firstLoad,
    firstPage,
    returning: kept !== undefined,
  };
}
