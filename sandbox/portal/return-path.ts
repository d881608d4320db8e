import { isSafeReturnPath } from '../../domain/index';

const BASE = 'http://sandbox.invalid';

/**
 * A return address (`dmbUrl`, `callBackURL`) the portal may send the browser to: only a
 * same-origin path (the domain's rule), normalised by the URL parser so nothing the browser
 * would read differently, and no character a Location header cannot carry, gets through.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (!isSafeReturnPath(value)) return undefined;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSafeReturnPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
