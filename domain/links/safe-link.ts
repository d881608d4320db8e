/**
 * Section 5's "//" in disguise: the URL standard reads a special scheme without slashes, such as
 * "http:evil.example" on an https page, as "http://evil.example". No link of the bank's own
 * needs one of these schemes without "//", so they are refused too.
 */
const SLASHLESS_SPECIAL_SCHEME = /^(?:https?|ftp|wss?|file):/;

/**
 * Section 5: a link is refused when empty, not a string, or containing "javascript:" or "//".
 * Browsers ignore case, whitespace and control characters in a scheme and read "\" as "/",
 * so the check does too.
 */
export function isSafeLink(link: unknown): link is string {
  if (typeof link !== 'string' || link.trim() === '') return false;
  const squashed = link.replace(/[\s\u0000-\u001f]/g, '').replace(/\\/g, '/').toLowerCase();
  return !squashed.includes('javascript:') && !squashed.includes('//') && !SLASHLESS_SPECIAL_SCHEME.test(squashed);
}

/** A return address the bank may send the customer back to: a safe link that is a same-origin path. */
export function isSafeReturnPath(path: unknown): path is string {
  return isSafeLink(path) && path.startsWith('/');
}
