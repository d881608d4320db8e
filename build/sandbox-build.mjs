// `node esbuild.mjs sandbox`: the bank sandbox's server for node, with the portal's browser scripts compiled ahead.
import { build } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

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

export async function buildSandbox(distDir) {
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
