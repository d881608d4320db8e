import type { BankRequest } from './bank-request';

/** What every wrapped call adds (section 7, "Common to all requests"). */
export type WireOptions = {
  /** '' in the browser (same origin); the sandbox's URL in tests. */
  readonly baseUrl: string;
  readonly xsrfToken: string;
};

/**
 * A bank request as the browser sends it: its URL and fetch options but the abort signal. One
 * function for the app's client and the page's first requests (browser/early-calls.ts), so an answer
 * asked for before the app ran is the answer to the very request the app makes.
 */
export function wireRequest(
  request: BankRequest,
  { baseUrl, xsrfToken }: WireOptions,
): { readonly url: string; readonly init: RequestInit } {
  const base = /^https?:/i.test(request.path) ? request.path : `${baseUrl}${request.path}`;
  const query = new URLSearchParams(request.query ?? {}).toString();
  const url = query === '' ? base : `${base}${base.includes('?') ? '&' : '?'}${query}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-XSRF-HEADER': xsrfToken,
    ...(request.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...request.headers,
  };
  return { url, init: { method: request.method, credentials: 'same-origin', headers, body: bodyOf(request) } };
}

function bodyOf(request: BankRequest): string | URLSearchParams | undefined {
  if (request.json !== undefined) return JSON.stringify(request.json);
  return request.form ? new URLSearchParams(request.form) : undefined;
}
