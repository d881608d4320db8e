import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Environment } from '../../application/environment';
import { compilePortalAssets, formatOf, PORTAL_ASSETS, type PortalAsset } from './compile-portal-scripts';
import { DEFAULT_CACHE_DIR } from '../store/schema-dump-cache';
import { portalConfigOf } from './portal-config';
import { portalPaths } from './portal-paths';

/** Set by the sandbox build (esbuild.mjs): the assets compiled ahead, so `npm start` needs no compiler. */
declare const __PORTAL_ASSETS__: Record<PortalAsset, string> | undefined;

let compiled: Promise<Record<PortalAsset, string>> | undefined;

/**
 * Compiled once: ahead of time in the built sandbox; else from the sources on first use, kept in
 * the cache directory under a fingerprint of every source they are built from (each test file
 * starts a sandbox, and compiling takes seconds on a busy machine).
 */
function compiledAssets(): Promise<Record<PortalAsset, string>> {
  compiled ??=
    typeof __PORTAL_ASSETS__ !== 'undefined'
      ? Promise.resolve(__PORTAL_ASSETS__)
      : cachedCompile(join(__dirname, 'browser'));
  return compiled;
}

const CACHE_PREFIX = 'portal-assets-';

function sourceFingerprint(sourceDir: string): string {
  const hash = createHash('sha256');
  const domainDir = resolve(sourceDir, '../../../domain');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of [...files(sourceDir), ...files(domainDir)].sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function cachedCompile(sourceDir: string): Promise<Record<PortalAsset, string>> {
  const file = join(DEFAULT_CACHE_DIR, `${CACHE_PREFIX}${sourceFingerprint(sourceDir)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<PortalAsset, string>;
  const assets = await compilePortalAssets(sourceDir);
  mkdirSync(DEFAULT_CACHE_DIR, { recursive: true });
  for (const stale of readdirSync(DEFAULT_CACHE_DIR))
    if (stale.startsWith(CACHE_PREFIX)) rmSync(join(DEFAULT_CACHE_DIR, stale), { force: true });
  // Parallel test workers may race: write aside, then rename over.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(assets));
  renameSync(temporary, file);
  return assets;
}

export type ServedAsset = {
  readonly path: string;
  readonly contentType: string;
  readonly etag: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
};

/** A script with this Environment's values in front of it; a classic script keeps them out of the page's globals. */
function withConfig(asset: PortalAsset, code: string, configJson: string): string {
  switch (formatOf(asset)) {
    case 'iife':
      return `(function(PORTAL_CONFIG){${code}})(${configJson});\n`;
    case 'esm':
      return `const PORTAL_CONFIG=${configJson};\n${code}`;
    case 'css':
      return code;
  }
}

/** Where each asset is served: the Environment's script paths (section 2.2 and 2.8) and the portal pages' own. */
export function assetPaths(environment: Environment): Record<PortalAsset, string> {
  const { portal } = environment;
  const paths = portalPaths(environment);
  return {
    header: portal.headerScript,
    footer: portal.footerScript,
    'chat-client': portal.chatClientScript,
    signing: portal.signingScript,
    'portal-page': paths.pageScript,
    'portal-css': paths.stylesheet,
  };
}

/** Every asset, ready to send: with its configuration, compressed both ways, with an ETag. */
export async function servedAssets(environment: Environment): Promise<ServedAsset[]> {
  const code = await compiledAssets();
  const configJson = JSON.stringify(portalConfigOf(environment));
  const paths = assetPaths(environment);
  return PORTAL_ASSETS.map((asset) => {
    const identity = Buffer.from(withConfig(asset, code[asset], configJson));
    return {
      path: paths[asset],
      contentType: formatOf(asset) === 'css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      brotli: brotliCompressSync(identity),
    };
  });
}
