// Issue 36: the domain package's Temporal is the platform's own where there is one (recent
// browsers, future Node releases), as the app's is (build/platform-temporal.mjs, issue 34). Where
// there is none: on Node, the temporal-polyfill peer, loaded with require() (Node 20.19 and later
// load an ES module so, synchronously); elsewhere (a browser without Temporal) the program loads
// `temporal-polyfill/global` before the rules run. The package build resolves the bare
// `temporal-polyfill` the sources import to this file, so no bundle of a channel carries the
// polyfill unless the channel itself imports it; a rule that is not imported costs nothing, since
// the one top-level call is pure.
const NO_TEMPORAL =
  "@debit-card-self-service/domain: this platform has no Temporal; import 'temporal-polyfill/global' before the rules";

function platformTemporal() {
  if (globalThis.Temporal) return globalThis.Temporal;
  const nodeModule = globalThis.process?.getBuiltinModule?.('node:module');
  if (!nodeModule) throw new Error(NO_TEMPORAL);
  try {
    return nodeModule.createRequire(import.meta.url)('temporal-polyfill').Temporal;
  } catch (cause) {
    // The peer is missing, or a module loader of its own (jest's) cannot require() an ES module.
    throw new Error(NO_TEMPORAL, { cause });
  }
}

export const Temporal = /* @__PURE__ */ platformTemporal();
