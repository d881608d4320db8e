/**
 * Section 9: mobile is below 768 px. A file of its own so the page's first module (issue 14),
 * which paints before React has loaded, reads the same breakpoint without importing React.
 */
export const MOBILE_QUERY = '(max-width: 767.98px)';
