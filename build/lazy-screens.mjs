// The lazily loaded screens, from the app's own route manifest.
import { build } from 'esbuild';
import { relative, resolve, sep } from 'node:path';

/**
 * The build's manifest of lazily loaded screens is the app's own route manifest,
 * ui/routing/route-manifest.ts: run here with each `import('…')` standing for the file it names,
 * it says which module each lazy route loads and which texts parts go with it — no reading of
 * source text.
 */
export async function lazyScreens() {
  const fileNames = {
    name: 'lazy-screen-files',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const found = await pluginBuild.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: 'resolving',
        });
        if (found.errors.length > 0) return { errors: found.errors };
        return { path: relative(resolve('.'), found.path).split(sep).join('/'), namespace: 'lazy-screen-file' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'lazy-screen-file' }, (args) => ({
        contents: `export default ${JSON.stringify(args.path)};`,
        loader: 'js',
      }));
    },
  };
  const { outputFiles } = await build({
    entryPoints: ['ui/routing/route-manifest.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    plugins: [fileNames],
    logLevel: 'warning',
  });
  const { ROUTE_MANIFEST, LAZY_SECTIONS } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
  );
  // A lazy section of a screen (the overview's history) is split and measured as a screen is.
  // A lazy route loads its screen and, beside it, the binding group that builds its presenter.
  const lazyRoutes = ROUTE_MANIFEST.filter((route) => route.screen).map(async ({ path, texts, screen, presenter }) => [
    path,
    { module: (await screen()).default, bindings: (await presenter()).default, texts },
  ]);
  const sections = Object.entries(LAZY_SECTIONS).map(async ([name, { texts, load }]) => [
    name,
    { module: (await load()).default, texts },
  ]);
  const entries = await Promise.all([...lazyRoutes, ...sections]);
  return Object.fromEntries(entries);
}

/**
 * Issue 34: each lazy route's screen and its binding group, as partners: the build lets each import
 * the other (build/app-plugins.mjs, lazyModulesReachTheApp), so esbuild, which makes a chunk per set
 * of entries that reach a module, puts what only they share in one chunk instead of spreading a
 * route over 13–16 files, each compressed alone (docs/performance.md, "Bundle").
 * At run time the import costs nothing: the route's loader asks for both at once.
 */
export async function routePartners() {
  const partners = new Map();
  const add = (from, to) => partners.set(resolve(from), [...(partners.get(resolve(from)) ?? []), resolve(to)]);
  for (const { module, bindings } of Object.values(await lazyScreens())) {
    if (!bindings) continue;
    add(module, bindings);
    add(bindings, module);
  }
  return partners;
}
