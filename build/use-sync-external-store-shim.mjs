// The app's React (19) has useSyncExternalStore built in; the `use-sync-external-store/shim`
// package (react-i18next imports it for React 16–17) would only hand it back, after shipping
// its fallback to every customer. The app build resolves the shim here instead (esbuild.mjs).
export { useSyncExternalStore } from 'react';
