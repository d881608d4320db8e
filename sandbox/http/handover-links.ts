import type { FastifyRequest } from 'fastify';

/** Section 2.9: the query parameters that carry an app-to-web handover. */
const HANDOVER_PARAMETERS = ['a', 'b', 'c', 'd'] as const;

export function carriesHandover(query: URLSearchParams): boolean {
  return HANDOVER_PARAMETERS.some((name) => query.has(name));
}

/** The query without a–d, the rest as it was; `''` when nothing is left. */
export function withoutHandover(query: URLSearchParams): string {
  const rest = new URLSearchParams(
    [...query].filter(([name]) => !(HANDOVER_PARAMETERS as readonly string[]).includes(name)),
  );
  const text = rest.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A handover comes from the bank's own app, which opens the page directly (`Sec-Fetch-Site:
 * none`), or from the portal's own mobile-app page (`same-origin`). Another site's link must not
 * start one: the customer signed in there would end up in the session of whoever minted it
 * (issue 20). A browser that sends no fetch metadata (a tool, an old browser) is let through;
 * the app then still refuses a malformed one (adapters/session/handover.ts).
 */
export function isHandoverFromAnotherSite(request: FastifyRequest, query: URLSearchParams): boolean {
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'none' && site !== 'same-origin' && carriesHandover(query);
}
