// One build script for every artefact: `node esbuild.mjs <target> [--watch]`.
//   domain   the domain core, its fast-check arbitraries and the catalogue's texts as an ESM package
//            (dist/domain); with --pack also its tarball, dist/debit-card-self-service-domain-<version>.tgz
//   sandbox  the bank sandbox server for node (dist/sandbox/main.js, what `npm start` runs)
//   app      the web app as static files (dist/app) and its build record (dist/app-meta);
//            with --watch: rebuilt on every change, and pages reload (see buildApp)
// DIST_DIR moves the output root (default `dist`), so tests can build into a temporary directory.
import { build, context } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import {
  lazyModulesReachTheApp,
  reactOwnSyncExternalStore,
  shakableReactRouter,
  smallReflectMetadata,
  temporalFromThePlatform,
} from './build/app-plugins.mjs';
import { BROWSER_TARGETS } from './build/browser-targets.mjs';
import { buildDomainPackage } from './build/domain-package.mjs';
import { finishApp } from './build/finish-app.mjs';
import { routePartners } from './build/lazy-screens.mjs';
import { buildSandbox } from './build/sandbox-build.mjs';

const distDir = process.env.DIST_DIR || 'dist';

async function buildDomain() {
  await buildDomainPackage({ distDir, pack: process.argv.includes('--pack') });
}

// ——— app ———
// Served as static files: every page (index*.html) at the app's paths, assets under ./assets/,
// and ./config.json answered by the server. Only relative URLs, so one build serves every path.
const APP_OUT = `${distDir}/app`;
const APP_META = `${distDir}/app-meta`;
const LIVE_RELOAD_PORT = Number(process.env.LIVE_RELOAD_PORT ?? 8031);

function appOptions({ dev, partners }) {
  return {
    plugins: [
      lazyModulesReachTheApp(partners),
      reactOwnSyncExternalStore,
      shakableReactRouter,
      temporalFromThePlatform,
      smallReflectMetadata,
    ],
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
    const options = appOptions({ dev: false, partners: await routePartners() });
    const manifest = await finishApp(await build(options), {
      dev: false,
      appOut: APP_OUT,
      appMeta: APP_META,
    });
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
        await finishApp(result, { dev: true, appOut: APP_OUT, appMeta: APP_META });
        console.log(`[${new Date().toLocaleTimeString()}] app rebuilt in ${APP_OUT}`);
      });
    },
  };
  const options = appOptions({ dev: true, partners: await routePartners() });
  const ctx = await context({ ...options, plugins: [...options.plugins, rebuilt] });
  await ctx.watch();
  const { port } = await ctx.serve({ port: LIVE_RELOAD_PORT, servedir: APP_OUT, cors: { origin: '*' } });
  console.log(`watching; pages reload on change (events from http://localhost:${port}/esbuild). Ctrl-C to stop.`);
  await new Promise(() => {});
}

const targets = { domain: buildDomain, sandbox: () => buildSandbox(distDir), app: buildApp };

const requested = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
if (requested.length === 0 || requested.some((name) => !targets[name])) {
  console.error(`usage: node esbuild.mjs <${Object.keys(targets).join('|')}> ... [--watch]`);
  process.exit(2);
}
await mkdir(distDir, { recursive: true });
for (const name of requested) await targets[name]();
