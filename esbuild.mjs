// One build script for every artefact: `node esbuild.mjs <target>`.
//   domain   the domain core and its fast-check arbitraries as a standalone ESM package (dist/domain)
//   sandbox  the bank sandbox server for node (dist/sandbox/main.js, what `npm start` runs)
// DIST_DIR moves the output root (default `dist`), so tests can build into a temporary directory.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const distDir = process.env.DIST_DIR || 'dist';

async function buildDomain() {
  const outdir = `${distDir}/domain`;
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { index: 'domain/index.ts', arbitraries: 'tests/support/arbitraries/index.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    sourcemap: true,
    // Consumers bring their own copies; the arbitraries import the domain through the shared chunk.
    external: ['temporal-polyfill', 'fast-check'],
    logLevel: 'warning',
  });
  execFileSync(
    process.execPath,
    [
      require.resolve('typescript/bin/tsc'),
      'domain/index.ts',
      'tests/support/arbitraries/index.ts',
      ...['--ignoreConfig', '--declaration', '--emitDeclarationOnly', '--outDir', `${outdir}/types`, '--rootDir', '.'],
      ...['--strict', '--noUncheckedIndexedAccess', '--skipLibCheck', '--target', 'es2022'],
      ...['--module', 'esnext', '--moduleResolution', 'bundler', '--types', 'node', '--isolatedModules'],
    ],
    { stdio: 'inherit' },
  );
  const own = JSON.parse(await import('node:fs').then((fs) => fs.promises.readFile('package.json', 'utf8')));
  await writeFile(
    `${outdir}/package.json`,
    JSON.stringify(
      {
        name: '@debit-card-self-service/domain',
        version: own.version,
        type: 'module',
        sideEffects: false,
        exports: {
          '.': { types: './types/domain/index.d.ts', default: './index.js' },
          './arbitraries': { types: './types/tests/support/arbitraries/index.d.ts', default: './arbitraries.js' },
        },
        peerDependencies: { 'temporal-polyfill': own.dependencies['temporal-polyfill'] },
        peerDependenciesMeta: { 'fast-check': { optional: true } },
      },
      null,
      2,
    ),
  );
  console.log(`domain package written to ${outdir}`);
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
    entryPoints: ['adapters/bank-sandbox/portal/compile-portal-scripts.ts'],
    outfile: compiler,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['esbuild'],
    logLevel: 'warning',
  });
  const { compilePortalAssets: compile } = await import(pathToFileURL(resolve(compiler)).href);
  const assets = await compile(resolve('adapters/bank-sandbox/portal/browser'));
  await rm(compiler);
  return assets;
}

async function buildSandbox() {
  const outdir = `${distDir}/sandbox`;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const portalAssets = await compilePortalAssets();
  await build({
    entryPoints: { main: 'adapters/bank-sandbox/main.ts' },
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
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  console.log(`sandbox server written to ${outdir}/main.js`);
}

const targets = { domain: buildDomain, sandbox: buildSandbox };

const requested = process.argv.slice(2);
if (requested.length === 0 || requested.some((name) => !targets[name])) {
  console.error(`usage: node esbuild.mjs <${Object.keys(targets).join('|')}> ...`);
  process.exit(2);
}
await mkdir(distDir, { recursive: true });
for (const name of requested) await targets[name]();
