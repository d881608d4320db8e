import { DEFAULT_ENVIRONMENT } from '../../../sandbox/environment';
import { answerProblems, expectNoProblems } from '../../support/contract/openapi-contract';
import {
  startSandbox,
  type RunningSandbox,
  type SandboxOptions,
  type StoreChoice,
} from '../../../sandbox/start-sandbox';

/** The stores every sandbox test runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function storeVariants(): { readonly name: string; readonly store: StoreChoice }[] {
  const variants: { name: string; store: StoreChoice }[] = [{ name: 'PGlite', store: { kind: 'memory' } }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) variants.push({ name: 'PostgreSQL', store: { kind: 'postgres', url } });
  return variants;
}

export const TODAY = '2027-03-01'; // a Monday
export const env = DEFAULT_ENVIRONMENT;
export const cardsPath = `${env.apiPrefix}/apis/payment-instruments/v2`;
export const limitsPath = '/debitcards/v3/payment-instruments';
export const signingPath = `${env.apiPrefix}/apis/signing/v1/sign-items`;

export type Answer<T = any> = { readonly status: number; readonly body: T; readonly headers: Headers };

export type SendOptions = {
  readonly body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  readonly raw?: string;
  readonly contentType?: string | null;
  readonly xsrf?: boolean;
  readonly headers?: Record<string, string>;
};

/** A customer's browser: one session cookie, the XSRF header on by default, JSON in and out. */
export type Browser = {
  readonly cookie: string | undefined;
  send<T = any>(method: string, path: string, options?: SendOptions): Promise<Answer<T>>;
  get<T = any>(path: string, headers?: Record<string, string>): Promise<Answer<T>>;
};

export function browser(baseUrl: string, cookie?: string): Browser {
  async function send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (cookie) headers.cookie = cookie;
    if (options.xsrf !== false) headers['x-xsrf-header'] = env.xsrfToken;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    const contentType =
      options.contentType === undefined ? (payload === undefined ? null : 'application/json') : options.contentType;
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
    const text = await response.text();
    // Every answer a sandbox test gets is held to the document (issue 39).
    expectNoProblems(
      answerProblems(method, path, { status: response.status, headers: response.headers, text }),
      `${method} ${path}`,
    );
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Left as text: the test that gets it will say what it expected.
    }
    return { status: response.status, body, headers: response.headers };
  }
  return { cookie, send, get: (path, headers) => send('GET', path, headers ? { headers } : {}) };
}

export async function login(baseUrl: string, customer: string): Promise<Browser> {
  const response = await fetch(`${baseUrl}/sandbox/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer }),
  });
  if (response.status !== 200) throw new Error(`login as ${customer}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  return browser(baseUrl, cookie);
}

export const control = (baseUrl: string) => browser(baseUrl);

/** The code of an error body in any of the bank's three formats. */
export function codeOf(body: any): string | undefined {
  return body?.messages?.[0]?.messageKey ?? body?.errors?.[0]?.code ?? body?.message?.errors?.[0]?.code;
}

export type Started = { sandbox: RunningSandbox; url: string };

/** Starts a sandbox for a describe block and closes it after; `started.url` is ready in tests. */
export function useSandbox(options: SandboxOptions): Started {
  const started = {} as Started;
  beforeAll(async () => {
    started.sandbox = await startSandbox({ today: TODAY, ...options });
    started.url = started.sandbox.url;
  }, 60_000);
  afterAll(async () => {
    await started.sandbox?.close();
  });
  return started;
}

export async function reset(baseUrl: string): Promise<void> {
  const answer = await control(baseUrl).send('POST', '/sandbox/reset');
  if (answer.status !== 200) throw new Error(`reset: ${answer.status}`);
}

export async function cardOf(client: Browser, cardId: string): Promise<any> {
  const answer = await client.get(
    `${cardsPath}/${cardId}?includeLimits=true&includeGeoProfile=true&includeLifeCycle=true&includeCard=true`,
  );
  if (answer.status !== 200) throw new Error(`card ${cardId}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function pendingSignItems(baseUrl: string, customer?: string): Promise<any[]> {
  const answer = await control(baseUrl).get(`/sandbox/sign-items${customer ? `?customer=${customer}` : ''}`);
  return answer.body.signItems;
}
