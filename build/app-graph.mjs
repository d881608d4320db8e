// What the app's build record (esbuild's metafile) says about its files: the stylesheets in order,
// what each file loads before it runs, and the first load's chunks.
import { relative, resolve, sep } from 'node:path';

/**
 * The stylesheets the app's modules import, in the order a browser would meet them: depth first
 * through static imports (dependencies before the importer, as modules evaluate), then what the
 * lazy routes import. Modules only declare their CSS; it ships as one stylesheet, so a lazy
 * screen never waits for (or forgets) its styles.
 */
export function stylesheetsInOrder(metafile, entry) {
  const seen = new Set();
  const order = [];
  const lazy = [];
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const record of metafile.inputs[path]?.imports ?? []) {
      if (record.external) continue;
      if (record.kind === 'dynamic-import') lazy.push(record.path);
      else visit(record.path);
    }
    if (path.endsWith('.css')) order.push(path);
  };
  visit(entry);
  while (lazy.length > 0) visit(lazy.shift());
  return order;
}

/**
 * Issue 34: the stylesheets only what loads on demand after the first paint imports (the lazy
 * screens, the calendar, the card picker's search), which the first load need not fetch: the lazy
 * parts' stylesheet, asked for beside their chunks (ui/widgets/lazy-styles.ts). What the overview
 * shows at once keeps its styles in the first: the modules the entries reach by static imports,
 * with the overview's lazy sections (its history) and theirs.
 */
export function lazyOnlyStylesheets(metafile, entries, shownAtOnce) {
  const seen = new Set();
  const queue = [...entries, ...shownAtOnce];
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    for (const record of metafile.inputs[path]?.imports ?? [])
      if (!record.external && record.kind !== 'dynamic-import') queue.push(record.path);
  }
  return stylesheetsInOrder(metafile, entries[0]).filter((path) => !seen.has(path));
}

/** The JS files a file loads before it runs (its static import closure), itself first. */
export function staticClosure(metafile, file) {
  const files = [];
  const visit = (path) => {
    if (files.includes(path)) return;
    files.push(path);
    for (const record of metafile.outputs[path]?.imports ?? [])
      if (record.kind === 'import-statement' && !record.external) visit(record.path);
  };
  visit(file);
  return files;
}

/**
 * The entry's closure: its static imports, and the app it imports once the first calls are on
 * their way (ui/main.tsx, issue 14) with that app's static imports — all of it the first load,
 * preloaded by the page and counted in its budget.
 */
export function entryClosure(metafile, file) {
  const own = (metafile.outputs[file]?.imports ?? []).filter(
    (record) => record.kind === 'dynamic-import' && !record.external && !isTemporalPolyfill(metafile, record.path),
  );
  return [
    ...new Set([...staticClosure(metafile, file), ...own.flatMap((record) => staticClosure(metafile, record.path))]),
  ];
}

/**
 * The polyfill's global install (ui/platform-temporal.ts): asked for only where the browser has no
 * Temporal. Matched by its end: where node_modules is a link (a second clone sharing one install),
 * esbuild names the real path (`../main/node_modules/…`), and the polyfill was counted in the first
 * load and named among the app's chunks, which every browser then asked for.
 */
const TEMPORAL_POLYFILL = '/node_modules/temporal-polyfill/global.esm.js';
export const isTemporalPolyfill = (metafile, file) =>
  `/${metafile.outputs[file]?.entryPoint ?? ''}`.endsWith(TEMPORAL_POLYFILL);

// The metafile's paths are relative to the working directory, whatever form DIST_DIR takes
// (relative, absolute, with `./`), so they are resolved before they are made relative to the output.
export const fromOutOf = (appOut) => (path) => relative(resolve(appOut), resolve(path)).split(sep).join('/');

/** The app's own chunks: what the page loads after the first module, less the texts. */
export const appChunks = (manifest) => {
  const early = new Set([...manifest.entry.first, ...Object.values(manifest.translations).flat()]);
  return manifest.entry.imports.filter((file) => !early.has(file));
};
