import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ENTRIES from './browser/entries.json';

export type PortalAsset = keyof typeof ENTRIES;
export type PortalAssetFormat = 'iife' | 'esm' | 'css';
export const PORTAL_ASSETS = Object.keys(ENTRIES) as PortalAsset[];
export const formatOf = (asset: PortalAsset): PortalAssetFormat => ENTRIES[asset].format as PortalAssetFormat;

/**
 * The repository's own TypeScript has no side effects on import, but without a package.json
 * saying so esbuild keeps every top-level object a browser script reaches through
 * `domain/index.ts` (the whole error catalogue). This says so, for the domain only.
 */
const domainWithoutSideEffects: Plugin = {
  name: 'domain-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      if (!/[\\/]domain([\\/]|$)/.test(target)) return undefined;
      const file = [`${target}.ts`, join(target, 'index.ts')].find((candidate) => existsSync(candidate));
      return file ? { path: file, sideEffects: false } : undefined;
    });
  },
};

/**
 * The portal's browser scripts and stylesheet, bundled and minified from
 * `portal/browser/`: classic scripts (header, footer) as IIFEs, the rest as ES modules. Their
 * Environment values are not built in: the server puts `PORTAL_CONFIG` in front when serving.
 */
export async function compilePortalAssets(sourceDir: string): Promise<Record<PortalAsset, string>> {
  const { build } = await import('esbuild');
  const compiled = await Promise.all(
    PORTAL_ASSETS.map(async (asset) => {
      const format = formatOf(asset);
      const result = await build({
        entryPoints: [join(sourceDir, ENTRIES[asset].source)],
        bundle: true,
        minify: true,
        write: false,
        target: format === 'css' ? ['chrome100', 'firefox100', 'safari15'] : 'es2020',
        ...(format === 'css' ? {} : { format, plugins: [domainWithoutSideEffects] }),
        legalComments: 'none',
        logLevel: 'silent',
      });
      return [asset, result.outputFiles[0]!.text] as const;
    }),
  );
  return Object.fromEntries(compiled) as Record<PortalAsset, string>;
}
