import type { CookieJar } from '../../../../adapters/session/cookie-jar';
import { answerProblems, requestProblems } from '../../../support/contract/openapi-contract';

/**
 * A browser's cookie store under Node: the app's own CookieJar (what the handover sets), plus
 * the cookies the bank sets with Set-Cookie, sent back on every call as the browser would.
 * Only what the sandbox needs: one site, every cookie on `/`.
 */
export class NodeCookieJar implements CookieJar {
  private readonly cookies = new Map<string, string>();

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** One `name=value[; attributes]` line, as in Set-Cookie (or as bank-client's login keeps it). */
  receive(line: string): void {
    const pair = line.split(';')[0] ?? '';
    const separator = pair.indexOf('=');
    if (separator > 0) this.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }

  /** The Cookie header, or undefined when there is nothing to send. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Where the app's requests, or the sandbox's answers to them, differ from docs/openapi.json
 * (issue 39). Collected rather than thrown, as the app would take a throw for a network failure;
 * any of them fails the test that made the call.
 */
const contractProblems: string[] = [];
afterEach(() => {
  const problems = contractProblems.splice(0);
  if (problems.length > 0) throw new Error(`Not as docs/openapi.json says:\n  ${problems.join('\n  ')}`);
});

/** A request as it left the app: enough to check the paths, flags and headers of section 7. */
export type SentRequest = {
  readonly method: string;
  /** Path and query, without the sandbox's origin. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
};

/**
 * The fetch the app gets under Node: the real one, with the jar's cookies, recording what was
 * sent. Nothing is answered here; every answer is the sandbox's.
 */
export function browserFetch(jar: NodeCookieJar, sent: SentRequest[]): typeof fetch {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push({
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers),
      body:
        typeof init.body === 'string'
          ? init.body
          : init.body === undefined || init.body === null
            ? undefined
            : String(init.body),
    });
    const call = `${init.method ?? 'GET'} ${url.pathname}${url.search}`;
    contractProblems.push(
      ...requestProblems({ method: init.method ?? 'GET', url: String(url), headers, body: sent.at(-1)!.body }).map(
        (problem) => `${call}: ${problem}`,
      ),
    );
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) jar.receive(line);
    const answer = { status: response.status, headers: response.headers, text: await response.clone().text() };
    contractProblems.push(
      ...answerProblems(init.method ?? 'GET', String(url), answer).map((problem) => `${call}: ${problem}`),
    );
    return response;
  };
}
