import { isSafeReturnPath } from '../../domain/index';
import { carriesHandover, withoutHandover } from '../http/handover-links';

const BASE = 'http://sandbox.invalid';

/**
 * A return address (`dmbUrl`, `callBackURL`) the portal may send the browser to: only a
 * same-origin path (the domain's rule), normalised by the URL parser so nothing the browser
 * would read differently, and no character a Location header cannot carry, gets through. It
 * never carries a handover (a–d): a link from another site could otherwise have the customer
 * sign in and then land in someone else's session (issue 20).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (!isSafeReturnPath(value)) return undefined;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return undefined;
    const search = carriesHandover(url.searchParams) ? withoutHandover(url.searchParams) : url.search;
    const path = `${url.pathname}${search}${url.hash}`;
    return isSafeReturnPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
