// After esbuild has built the app: its one stylesheet, the build record (manifest.json: the first
// load, the lazy routes and their texts), the pages, the service worker, the compressed copies.
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import {
  appChunks,
  entryClosure,
  fromOutOf,
  isTemporalPolyfill,
  lazyOnlyStylesheets,
  staticClosure,
  stylesheetsInOrder,
} from './app-graph.mjs';
import { hintEagerCompile, LANGUAGES, precompress, removeStaleAssets, writeAppPages } from './app-files.mjs';
import { BROWSER_TARGETS } from './browser-targets.mjs';
import { lazyScreens } from './lazy-screens.mjs';

export async function finishApp(result, { dev, appOut, appMeta }) {
  const fromOut = fromOutOf(appOut);
  const { metafile } = result;
  const outputOf = (entry) =>
    Object.keys(metafile.outputs).find((path) => metafile.outputs[path].entryPoint === entry && path.endsWith('.js'));
  // Issue 14: the page's one script is the first module (ui/main.tsx): it asks for the first
  // load's calls, paints the first card and then loads the app. The entry file only imports the
  // chunk that holds its code (the app imports it too, lazyModulesReachTheApp); the page loads
  // that chunk itself, one fetch sooner.
  const entryOutput =
    Object.keys(metafile.outputs).find(
      (path) => path.endsWith('.js') && metafile.outputs[path].inputs['ui/main.tsx'],
    ) ?? outputOf('ui/main.tsx');
  const screens = await lazyScreens();
  // The app (ui/boot.tsx) is loaded by import() once the first card is painted, but is the first load.
  const sections = Object.values(screens)
    .filter((screen) => !screen.bindings)
    .map((screen) => screen.module);
  const lazyOnly = new Set(
    lazyOnlyStylesheets(metafile, ['ui/main.tsx', 'ui/boot.tsx', 'ui/app-libraries.ts'], sections),
  );
  const ordered = stylesheetsInOrder(metafile, 'ui/main.tsx');
  const cssFile = await stylesheet(
    ordered.filter((path) => !lazyOnly.has(path)),
    'app',
    { dev, appOut },
  );
  const screensCssFile = await stylesheet(
    ordered.filter((path) => lazyOnly.has(path)),
    'screens',
    { dev, appOut },
  );
  const lazyModules = new Set(Object.values(screens).map((screen) => screen.module));
  const bindingModules = new Set(Object.values(screens).flatMap((screen) => screen.bindings ?? []));
  const closures = {};
  const translations = {};
  const screenTexts = {};
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || path.endsWith('.map')) continue;
    if (lazyModules.has(output.entryPoint) || bindingModules.has(output.entryPoint))
      closures[output.entryPoint] = staticClosure(metafile, path).map(fromOut);
    const language = /^ui\/i18n\/(\w+)\.json$/.exec(output.entryPoint)?.[1];
    if (language) translations[language] = staticClosure(metafile, path).map(fromOut);
    const [, partLanguage, part] = /^ui\/i18n\/(\w+)\/([\w-]+)\.json$/.exec(output.entryPoint) ?? [];
    if (part) (screenTexts[partLanguage] ??= {})[part] = staticClosure(metafile, path).map(fromOut);
  }
  // A route's files: its screen's chunk and its binding group's, with all they import.
  const routes = {};
  for (const { module, bindings } of Object.values(screens))
    routes[module] = [
      ...new Set([...(routes[module] ?? []), ...(closures[module] ?? []), ...(closures[bindings] ?? [])]),
    ];
  const unsplit = [...lazyModules, ...bindingModules].filter((module) => !closures[module]);
  if (unsplit.length > 0)
    throw new Error(`ui/routing/route-manifest.ts names ${unsplit.join(', ')}, which the build did not load lazily`);
  const manifest = {
    html: {
      default: 'index.html',
      ...Object.fromEntries(LANGUAGES.map((language) => [language, `index.${language}.html`])),
    },
    entry: {
      js: fromOut(entryOutput),
      css: fromOut(cssFile.path),
      // Issue 34: the lazy parts' styles, asked for with the first of them (ui/widgets/lazy-styles.ts).
      screensCss: fromOut(screensCssFile.path),
      // What runs before the first paint, then the app (its texts chunk counted per language).
      first: staticClosure(metafile, entryOutput).map(fromOut),
      imports: entryClosure(metafile, entryOutput)
        .map(fromOut)
        .filter((file) => !Object.values(translations).some(([texts]) => texts === file)),
    },
    translations,
    // Where the browser has no Temporal: the polyfill's chunks, which the first load then adds.
    temporalPolyfill: Object.keys(metafile.outputs)
      .filter((path) => isTemporalPolyfill(metafile, path))
      .flatMap((path) => staticClosure(metafile, path))
      .map(fromOut),
    routes,
    screenTexts,
    lazyScreens: screens,
    routeTexts: Object.fromEntries(Object.values(screens).map((screen) => [screen.module, screen.texts])),
  };
  await hintEagerCompile(appOut, appChunks(manifest));
  await writeAppPages(appOut, manifest);
  await buildCallsAheadWorker({ dev, appOut });
  const written = new Set(
    [...Object.keys(metafile.outputs), ...cssFile.outputs, ...screensCssFile.outputs].map(fromOut),
  );
  if (!dev) for (const file of await precompress(appOut, [...written])) written.add(file);
  await removeStaleAssets(appOut, written);
  await mkdir(appMeta, { recursive: true });
  await writeFile(`${appMeta}/manifest.json`, JSON.stringify(manifest, null, 2));
  await writeFile(`${appMeta}/metafile.json`, JSON.stringify(metafile));
  await writeFile(`${appMeta}/metafile.css.json`, JSON.stringify(cssFile.metafile));
  await writeFile(`${appMeta}/metafile.screens-css.json`, JSON.stringify(screensCssFile.metafile));
  return manifest;
}

/** One stylesheet of the given modules' CSS, in their order (assets/<name>-<hash>.css). */
async function stylesheet(paths, name, { dev, appOut }) {
  const { metafile } = await build({
    stdin: {
      contents: paths.map((path) => `@import ${JSON.stringify(`./${path}`)};`).join('\n'),
      resolveDir: '.',
      loader: 'css',
      sourcefile: `${name}.css`,
    },
    bundle: true,
    outdir: appOut,
    entryNames: `assets/${name}-[hash]`,
    minify: !dev,
    // Production maps are hidden (named by no file, not served): for an error reporter, not the public.
    sourcemap: dev ? 'linked' : 'external',
    metafile: true,
    target: BROWSER_TARGETS,
    logLevel: 'warning',
  });
  const outputs = Object.keys(metafile.outputs);
  return { path: outputs.find((path) => path.endsWith('.css')), outputs, metafile };
}

/**
 * The service worker (issue 14: adapters/browser/service-worker/), a program of its own beside
 * the page, at a fixed name (adapters/browser/service-worker/register.ts names it; the sandbox
 * serves it): a classic script, as every browser with service workers runs one. Not part of the
 * first load — the browser fetches it in the background once the app has started.
 */
async function buildCallsAheadWorker({ dev, appOut }) {
  await build({
    entryPoints: ['adapters/browser/service-worker/worker.ts'],
    outfile: `${appOut}/calls-ahead-worker.js`,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: BROWSER_TARGETS,
    minify: !dev,
    sourcemap: dev ? 'linked' : 'external',
    legalComments: 'external',
    logLevel: 'warning',
  });
}
