/**
 * Issue 34: the app's dates are the browser's own Temporal (recent Chrome and Firefox have it);
 * where it has none, temporal-polyfill's global install, asked for at once, beside the app's
 * chunks. The app's modules take Temporal from the page (the build resolves the package to
 * build/platform-temporal.mjs), so they are evaluated only once this has settled. Rejects when the
 * polyfill does not arrive (offline after the first visit): the page then says it could not load.
 */
export function temporalReady(scope: object = globalThis): Promise<void> {
  return 'Temporal' in scope ? Promise.resolve() : import('temporal-polyfill/global').then(() => undefined);
}
