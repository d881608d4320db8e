// The app build's esbuild plugins: one first-load chunk, Temporal from the platform, a small
// reflect-metadata, React's own useSyncExternalStore, a react-router that shakes.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * One first-load chunk instead of twenty. esbuild puts a module shared by the app and some lazy
 * screens into a chunk per set of entries that reach it, so the first load was ~25 files, each
 * compressed alone and tied to the others by import and export lists (~5 KB gzip of overhead).
 * Each lazily loaded module here also imports the app (ui/boot.tsx, which the entry loads once the first
 * calls are out): every first-load module is then reached by every entry and lands in one
 * shared chunk. At run time the import costs nothing — a lazy module loads only after the app
 * has run, and a module runs once. A lazy route's screen and binding group also import each other
 * (`partners`, build/lazy-screens.mjs: routePartners), so what only that route uses is one chunk.
 */
export function lazyModulesReachTheApp(partners = new Map()) {
  const app = resolve('ui/boot.tsx');
  const libraries = resolve('ui/app-libraries.ts');
  const firstModule = resolve('ui/main.tsx');
  const lazy = new Set();
  const partnered = new Set([...partners.values()].flat());
  return {
    name: 'lazy-modules-reach-the-app',
    setup(pluginBuild) {
      // Every module loaded by import() — a screen, a section, the calendar — but the app itself and texts.
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy-resolving') return undefined;
        const found = await pluginBuild.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: 'lazy-resolving',
        });
        if (found.errors.length === 0 && /\.tsx?$/.test(found.path) && found.path !== app && found.path !== libraries)
          lazy.add(found.path);
        // A partner's import (below) is there for the chunking alone: kept, not dropped as a bare
        // import of a module package.json calls free of side effects, though it runs nothing new.
        return partnered.has(found.path) ? { ...found, sideEffects: true } : found;
      });
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        // The app imports the page's first module too, so that module and what it shares with
        // the app land in one chunk (a module runs once: by then the first module has run).
        const extra = lazy.has(args.path)
          ? [app, ...(partners.get(args.path) ?? [])]
          : args.path === app
            ? [firstModule]
            : [];
        if (extra.length === 0) return undefined;
        const source = await readFile(args.path, 'utf8');
        return {
          contents: `${source}\n${extra.map((path) => `import ${JSON.stringify(path)};`).join('\n')}\n`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** See build/platform-temporal.mjs: the browser's Temporal, the polyfill only where it has none. */
export const temporalFromThePlatform = {
  name: 'temporal-from-the-platform',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^temporal-polyfill$/ }, () => ({ path: resolve('build/platform-temporal.mjs') }));
  },
};

/**
 * Issue 34: inversify keeps even its binding ids in reflect metadata, so it needs `Reflect`'s
 * metadata functions, which @inversifyjs/container installs from reflect-metadata's "lite" part
 * (8.6 KB minified). The app binds by factories and reads no decorator metadata: the app build
 * installs @abraham/reflection's (a WeakMap, ~3 KB) instead. Tests under Node keep the original.
 */
export const smallReflectMetadata = {
  name: 'small-reflect-metadata',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^reflect-metadata\/lite$/ }, (args) =>
      pluginBuild.resolve('@abraham/reflection', { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};

/** See build/use-sync-external-store-shim.mjs: React's own hook instead of the shim's fallback. */
export const reactOwnSyncExternalStore = {
  name: 'react-own-sync-external-store',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: resolve('build/use-sync-external-store-shim.mjs'),
    }));
  },
};

/**
 * Issue 34: react-router's one bundle file defines every component at its top level behind calls
 * the bundler cannot see are pure (`React.forwardRef`, `React.createContext`, `React.memo`) and
 * assigns each a `displayName`. Both count as side effects, so a few hooks kept all of it (Form,
 * ScrollRestoration, framework-mode prefetching): 41 KB minified on the first load. The app build
 * drops the names (read only by React's developer tools) and marks those calls pure, so only what
 * the app reaches stays. tests/build/react-router-shaking.test.ts holds the result.
 */
export const shakableReactRouter = {
  name: 'shakable-react-router',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ }, async (args) => ({
      contents: markReactRouterPure(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

/** What shakableReactRouter does to each of react-router's files; exported for its test. */
export const markReactRouterPure = (source) =>
  source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1');
