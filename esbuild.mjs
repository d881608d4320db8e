// One build script for every artefact: `node esbuild.mjs <target> [--watch]`.
//   domain   the domain core, its fast-check arbitraries and the catalogue's texts as an ESM package
//            (dist/domain); with --pack also its tarball, dist/debit-card-self-service-domain-<version>.tgz
//   sandbox  the bank sandbox server for node (dist/sandbox/main.js, what `npm start` runs)
//   app      the web app as static files (dist/app) and its build record (dist/app-meta);
//            with --watch: rebuilt on every change, and pages reload (see buildApp)
// DIST_DIR moves the output root (default `dist`), so tests can build into a temporary directory.
import { build, context } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { buildDomainPackage } from './build/domain-package.mjs';

const distDir = process.env.DIST_DIR || 'dist';

async function buildDomain() {
  await buildDomainPackage({ distDir, pack: process.argv.includes('--pack') });
}

/**
 * The portal's browser scripts, compiled ahead so the built sandbox needs no compiler: the
 * sandbox's own compile step (portal/compile-portal-scripts.ts) is bundled, run, and its
 * output handed to the server bundle as `__PORTAL_ASSETS__`.
 */
async function compilePortalAssets() {
  // Inside the project, so the compiler resolves `esbuild` from node_modules wherever dist is.
  const compiler = 'node_modules/.cache/bank-sandbox/compile-portal-scripts.mjs';
  await build({
    entryPoints: ['sandbox/portal/compile-portal-scripts.ts'],
    outfile: compiler,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['esbuild'],
    logLevel: 'warning',
  });
  const { compilePortalAssets: compile } = await import(pathToFileURL(resolve(compiler)).href);
  const assets = await compile(resolve('sandbox/portal/browser'));
  await rm(compiler);
  return assets;
}

async function buildSandbox() {
  const outdir = `${distDir}/sandbox`;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const portalAssets = await compilePortalAssets();
  await build({
    entryPoints: { main: 'sandbox/main.ts' },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // PGlite loads its WASM and data files from its own package; pg has optional native parts.
    external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg', 'pg-native', 'esbuild'],
    define: { __PORTAL_ASSETS__: JSON.stringify(portalAssets) },
    // Bundled CommonJS (fastify) calls require for node built-ins; ESM output has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  console.log(`sandbox server written to ${outdir}/main.js`);
}

// ——— app ———
// Served as static files: every page (index*.html) at the app's paths, assets under ./assets/,
// and ./config.json answered by the server. Only relative URLs, so one build serves every path.
const APP_OUT = `${distDir}/app`;
const APP_META = `${distDir}/app-meta`;
const LANGUAGES = ['nl', 'en'];
const DEFAULT_LANGUAGE = 'nl';
const LIVE_RELOAD_PORT = Number(process.env.LIVE_RELOAD_PORT ?? 8031);
/** Browsers with native <dialog>, ES modules and CSS nesting-free modern syntax: the app's scripts, its stylesheet and its service worker. */
const BROWSER_TARGETS = ['chrome111', 'firefox114', 'safari16.4'];

/**
 * The stylesheets the app's modules import, in the order a browser would meet them: depth first
 * through static imports (dependencies before the importer, as modules evaluate), then what the
 * lazy routes import. Modules only declare their CSS; it ships as one stylesheet, so a lazy
 * screen never waits for (or forgets) its styles.
 */
function stylesheetsInOrder(metafile, entry) {
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

/** The JS files a file loads before it runs (its static import closure), itself first. */
function staticClosure(metafile, file) {
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
function entryClosure(metafile, file) {
  const own = (metafile.outputs[file]?.imports ?? []).filter(
    (record) => record.kind === 'dynamic-import' && !record.external && !isTemporalPolyfill(metafile, record.path),
  );
  return [
    ...new Set([...staticClosure(metafile, file), ...own.flatMap((record) => staticClosure(metafile, record.path))]),
  ];
}

/** The polyfill's global install (ui/platform-temporal.ts): asked for only where the browser has no Temporal. */
const TEMPORAL_POLYFILL = 'node_modules/temporal-polyfill/global.esm.js';
const isTemporalPolyfill = (metafile, file) => metafile.outputs[file]?.entryPoint === TEMPORAL_POLYFILL;

// The metafile's paths are relative to the working directory, whatever form DIST_DIR takes
// (relative, absolute, with `./`), so they are resolved before they are made relative to the output.
const fromOut = (path) => relative(resolve(APP_OUT), resolve(path)).split(sep).join('/');

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The app's own chunks: what the page loads after the first module, less the texts. */
const appChunks = (manifest) => {
  const early = new Set([...manifest.entry.first, ...Object.values(manifest.translations).flat()]);
  return manifest.entry.imports.filter((file) => !early.has(file));
};

/**
 * V8's explicit compile hint (Chrome 136 on; other engines read a comment): the app's chunks are
 * compiled whole on a background thread as they load, instead of function by function on the
 * main thread as the app starts. There, compiling react-dom's and the app's functions lazily made
 * tasks of 100–140 ms at 4× CPU after the first paint (Lighthouse's blocking time 260–410 ms on
 * a slower host; with the hint, tasks over 50 ms all but gone: docs/performance.md). The first
 * module stays lazy: it is small, and it must run before anything else.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
async function hintEagerCompile(files) {
  await Promise.all(
    files.map(async (file) => {
      const path = `${APP_OUT}/${file}`;
      await writeFile(path, COMPILE_HINT + (await readFile(path, 'utf8')));
      // The script's lines move down by one, and so do its source map's (one more empty line).
      const map = await readFile(`${path}.map`, 'utf8').then(JSON.parse, () => undefined);
      if (map) await writeFile(`${path}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }),
  );
}

async function writeAppPages(manifest) {
  const template = await readFile('ui/index.html', 'utf8');
  for (const language of LANGUAGES) {
    const texts = JSON.parse(await readFile(`ui/i18n/${language}.json`, 'utf8'));
    // Whatever the page needs before it can run is asked for at once, in parallel.
    // The first module's imports and texts are preloaded; the app's chunks only prefetched, so
    // that with the scripts cached their compilation does not hold back the first paint.
    const early = new Set([...manifest.entry.first, ...manifest.translations[language]]);
    const preloads = [
      ...[...early]
        .filter((file) => file !== manifest.entry.js)
        .map((file) => `<link rel="modulepreload" href="./${file}">`),
      ...appChunks(manifest).map((file) => `<link rel="modulepreload" fetchpriority="low" href="./${file}">`),
    ].join('');
    const html = template
      .replace('{{lang}}', language)
      .replace('{{title}}', escapeHtml(texts.routes.cardManagement.title))
      .replace('{{css}}', `./${manifest.entry.css}`)
      .replace('{{preloads}}', preloads)
      .replace('{{js}}', `./${manifest.entry.js}`)
      .replace('{{loading}}', escapeHtml(texts.shell.loading))
      .replace('{{noscript}}', escapeHtml(texts.shell.noScript))
      // The template's comments and indentation are for us, not for every customer's first load.
      .replace(/<!--[\s\S]*?-->\s*/g, '')
      .replace(/>\s+</g, '><');
    await writeFile(`${APP_OUT}/index.${language}.html`, html);
    if (language === DEFAULT_LANGUAGE) await writeFile(`${APP_OUT}/index.html`, html);
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The scripts and styles compressed as far as they go, beside each file (`.br`, `.gz`), so a
 * server sends them without compressing on the first request (the sandbox does,
 * routes/app-files.ts). Source maps and notes are left to on-the-fly compression.
 */
async function precompress(files) {
  const assets = files.filter((file) => /\.(js|css)$/.test(file));
  await Promise.all(
    assets.map(async (file) => {
      const bytes = await readFile(`${APP_OUT}/${file}`);
      const [brotli, zipped] = await Promise.all([
        brotliAsync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${APP_OUT}/${file}.br`, brotli), writeFile(`${APP_OUT}/${file}.gz`, zipped)]);
    }),
  );
  return assets.flatMap((file) => [`${file}.br`, `${file}.gz`]);
}

/** Drops what an earlier build left (hashed names change with every edit). */
async function removeStaleAssets(keep) {
  const names = await readdir(`${APP_OUT}/assets`).catch(() => []);
  await Promise.all(
    names.filter((name) => !keep.has(`assets/${name}`)).map((name) => rm(`${APP_OUT}/assets/${name}`, { force: true })),
  );
}

/**
 * The build's manifest of lazily loaded screens is the app's own route manifest,
 * ui/routing/route-manifest.ts: run here with each `import('…')` standing for the file it names,
 * it says which module each lazy route loads and which texts parts go with it — no reading of
 * source text.
 */
async function lazyScreens() {
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

async function finishApp(result, { dev }) {
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
  const css = await build({
    stdin: {
      contents: stylesheetsInOrder(metafile, 'ui/main.tsx')
        .map((path) => `@import ${JSON.stringify(`./${path}`)};`)
        .join('\n'),
      resolveDir: '.',
      loader: 'css',
      sourcefile: 'app.css',
    },
    bundle: true,
    outdir: APP_OUT,
    entryNames: 'assets/app-[hash]',
    minify: !dev,
    // Production maps are hidden (named by no file, not served): for an error reporter, not the public.
    sourcemap: dev ? 'linked' : 'external',
    metafile: true,
    target: BROWSER_TARGETS,
    logLevel: 'warning',
  });
  const cssFile = Object.keys(css.metafile.outputs).find((path) => path.endsWith('.css'));
  const screens = await lazyScreens();
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
      css: fromOut(cssFile),
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
  await hintEagerCompile(appChunks(manifest));
  await writeAppPages(manifest);
  await buildCallsAheadWorker({ dev });
  const written = new Set([...Object.keys(metafile.outputs), ...Object.keys(css.metafile.outputs)].map(fromOut));
  if (!dev) for (const file of await precompress([...written])) written.add(file);
  await removeStaleAssets(written);
  await mkdir(APP_META, { recursive: true });
  await writeFile(`${APP_META}/manifest.json`, JSON.stringify(manifest, null, 2));
  await writeFile(`${APP_META}/metafile.json`, JSON.stringify(metafile));
  await writeFile(`${APP_META}/metafile.css.json`, JSON.stringify(css.metafile));
  return manifest;
}

/**
 * The service worker (issue 14: adapters/browser/service-worker/), a program of its own beside
 * the page, at a fixed name (adapters/browser/service-worker/register.ts names it; the sandbox
 * serves it): a classic script, as every browser with service workers runs one. Not part of the
 * first load — the browser fetches it in the background once the app has started.
 */
async function buildCallsAheadWorker({ dev }) {
  await build({
    entryPoints: ['adapters/browser/service-worker/worker.ts'],
    outfile: `${APP_OUT}/calls-ahead-worker.js`,
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

/**
 * One first-load chunk instead of twenty. esbuild puts a module shared by the app and some lazy
 * screens into a chunk per set of entries that reach it, so the first load was ~25 files, each
 * compressed alone and tied to the others by import and export lists (~5 KB gzip of overhead).
 * Each lazily loaded module here also imports the app (ui/boot.tsx, which the entry loads once the first
 * calls are out): every first-load module is then reached by every entry and lands in one
 * shared chunk. At run time the import costs nothing — a lazy module loads only after the app
 * has run, and a module runs once.
 */
function lazyModulesReachTheApp() {
  const app = resolve('ui/boot.tsx');
  const libraries = resolve('ui/app-libraries.ts');
  const firstModule = resolve('ui/main.tsx');
  const lazy = new Set();
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
        return found;
      });
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        // The app imports the page's first module too, so that module and what it shares with
        // the app land in one chunk (a module runs once: by then the first module has run).
        const extra = lazy.has(args.path) ? app : args.path === app ? firstModule : undefined;
        if (!extra) return undefined;
        const source = await readFile(args.path, 'utf8');
        return {
          contents: `${source}\nimport ${JSON.stringify(extra)};\n`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** See build/platform-temporal.mjs: the browser's Temporal, the polyfill only where it has none. */
const temporalFromThePlatform = {
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
const smallReflectMetadata = {
  name: 'small-reflect-metadata',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^reflect-metadata\/lite$/ }, (args) =>
      pluginBuild.resolve('@abraham/reflection', { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};

/** See build/use-sync-external-store-shim.mjs: React's own hook instead of the shim's fallback. */
const reactOwnSyncExternalStore = {
  name: 'react-own-sync-external-store',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: resolve('build/use-sync-external-store-shim.mjs'),
    }));
  },
};

function appOptions({ dev }) {
  return {
    plugins: [lazyModulesReachTheApp(), reactOwnSyncExternalStore, temporalFromThePlatform, smallReflectMetadata],
    entryPoints: { main: 'ui/main.tsx' },
    outdir: APP_OUT,
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGETS,
    jsx: 'automatic',
    minify: !dev,
    // Production maps are hidden (named by no file, not served): for an error reporter, not the public.
    sourcemap: dev ? 'linked' : 'external',
    // The licences ship beside the scripts (.LEGAL.txt), without a comment in every first-load file.
    legalComments: 'external',
    metafile: true,
    // Stylesheets are collected into one file by finishApp; in the JS they are only declared.
    loader: { '.css': 'empty' },
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      'process.env.LIVE_RELOAD': JSON.stringify(dev ? `http://localhost:${LIVE_RELOAD_PORT}/esbuild` : ''),
    },
    logLevel: 'warning',
  };
}

async function buildApp() {
  const watch = process.argv.includes('--watch');
  await rm(APP_OUT, { recursive: true, force: true });
  if (!watch) {
    const manifest = await finishApp(await build(appOptions({ dev: false })), { dev: false });
    console.log(`app written to ${APP_OUT} (${manifest.entry.js}, ${manifest.entry.css}); build record in ${APP_META}`);
    return;
  }
  // Development: rebuild on every change; the served page listens to esbuild's change events
  // (process.env.LIVE_RELOAD) and reloads itself.
  const rebuilt = {
    name: 'finish-app',
    setup(pluginBuild) {
      pluginBuild.onEnd(async (result) => {
        if (result.errors.length > 0) return;
        await finishApp(result, { dev: true });
        console.log(`[${new Date().toLocaleTimeString()}] app rebuilt in ${APP_OUT}`);
      });
    },
  };
  const options = appOptions({ dev: true });
  const ctx = await context({ ...options, plugins: [...options.plugins, rebuilt] });
  await ctx.watch();
  const { port } = await ctx.serve({ port: LIVE_RELOAD_PORT, servedir: APP_OUT, cors: { origin: '*' } });
  console.log(`watching; pages reload on change (events from http://localhost:${port}/esbuild). Ctrl-C to stop.`);
  await new Promise(() => {});
}

const targets = { domain: buildDomain, sandbox: buildSandbox, app: buildApp };

const requested = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
if (requested.length === 0 || requested.some((name) => !targets[name])) {
  console.error(`usage: node esbuild.mjs <${Object.keys(targets).join('|')}> ... [--watch]`);
  process.exit(2);
}
await mkdir(distDir, { recursive: true });
for (const name of requested) await targets[name]();
