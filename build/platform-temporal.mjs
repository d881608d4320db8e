// Issue 34: the app's Temporal is the browser's own. temporal-polyfill, which the domain imports,
// hands back the browser's Temporal where there is one, but ships its whole implementation to
// every customer all the same (about 20 KB gzip of the first load). The app build resolves the
// bare package here instead (esbuild.mjs); where the browser has no Temporal, the page's first
// module installs the polyfill's global before any of the app's modules runs (ui/platform-temporal.ts).
// The tests, the sandbox and the domain package import the package itself.
export const Temporal = globalThis.Temporal;

if (!Temporal) throw new Error('No Temporal: ui/platform-temporal.ts must have settled before the app is evaluated');
