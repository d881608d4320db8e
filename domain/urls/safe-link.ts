/**
 * A scheme at the start: "javascript:", "data:", "vbscript:", "http:evil.example" (the URL
 * standard reads a special scheme without slashes, on an https page, as "http://evil.example")
 * and every other. No link of the bank's own needs one without "//", so every scheme is refused;
 * a relative link whose first segment holds a colon would be read as a scheme too.
 */
const SCHEME = /^[a-z][a-z\d+.-]*:/;

/** C0 and C1 control characters and DEL: browsers drop some of them inside a URL, so none is allowed. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Section 5: a link is refused when empty, not a string, or containing "javascript:" or "//".
 * Browsers ignore case, whitespace and control characters in a scheme and read "\" as "/",
 * so the check does too; beyond the spec, any scheme and any control character is refused.
 */
export function isSafeLink(link: unknown): link is string {
  if (typeof link !== 'string' || link.trim() === '' || CONTROL.test(link)) return false;
  const squashed = link.replace(/\s/g, '').replace(/\\/g, '/').toLowerCase();
  return !squashed.includes('javascript:') && !squashed.includes('//') && !SCHEME.test(squashed);
}

/** A return address the bank may send the customer back to: a safe link that is a same-origin path. */
export function isSafeReturnPath(path: unknown): path is string {
  return isSafeLink(path) && path.startsWith('/');
}
