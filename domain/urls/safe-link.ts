/**
 * A scheme at the start: "javascript:", "data:", "vbscript:", "http:evil.example" (the URL
 * standard reads a special scheme without slashes, on an https page, as "http://evil.example")
 * and every other. No relative link of the bank's own needs one, so every scheme is refused;
 * a relative link whose first segment holds a colon would be read as a scheme too.
 */
const SCHEME = /^[a-z][a-z\d+.-]*:/;

/** C0 and C1 control characters and DEL: browsers drop some of them inside a URL, so none is allowed. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** An origin as the bank names its own: http(s), a host name of letters, digits, dots and hyphens, a port. */
const ORIGIN = /^https?:\/\/[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*(:\d{1,5})?$/;

/**
 * Section 5: a link is refused when empty, not a string, or containing "javascript:" or "//",
 * read as browsers read it (case, whitespace and control characters ignored in a scheme, "\" as
 * "/"); beyond the spec, any scheme or control character is refused. Section 2.2's sidebar link 4,
 * the activation page and the Europe country list may live on another host of the bank's, so an
 * absolute link passes when it starts exactly with one of `bankOrigins` (the Environment's
 * `linkOrigins`) and its rest passes the relative check.
 */
export function isSafeLink(link: unknown, bankOrigins: readonly string[] = []): link is string {
  if (typeof link !== 'string' || link.trim() === '' || CONTROL.test(link)) return false;
  const absolute = onBankOrigin(link, bankOrigins);
  if (absolute !== undefined) return absolute === '' || isSafeRest(absolute);
  return isSafeRest(link) && !SCHEME.test(squash(link));
}

function squash(link: string): string {
  return link.replace(/\s/g, '').replace(/\\/g, '/').toLowerCase();
}

function isSafeRest(link: string): boolean {
  const squashed = squash(link);
  return !squashed.includes('javascript:') && !squashed.includes('//');
}

/**
 * What follows the bank origin the link starts with, or undefined when it starts with none. An
 * absolute link carries no whitespace or backslash at all (the browser would repair them, and
 * "https://bank.example\@evil.example" is not where it seems to go); the origin must end where
 * the host ends, so "https://bank.example.evil.example" and "https://bank.example@evil.example" are not it.
 */
function onBankOrigin(link: string, bankOrigins: readonly string[]): string | undefined {
  if (/[\s\\]/.test(link)) return undefined;
  const lower = link.toLowerCase();
  const origin = bankOrigins
    .map((named) => (typeof named === 'string' ? named.toLowerCase() : ''))
    .find((named) => ORIGIN.test(named) && lower.startsWith(named) && /^([/?#]|$)/.test(lower.slice(named.length)));
  return origin === undefined ? undefined : link.slice(origin.length);
}

/** A return address the bank may send the customer back to: a safe link that is a same-origin path. */
export function isSafeReturnPath(path: unknown): path is string {
  return isSafeLink(path) && path.startsWith('/');
}
