import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '../../..');
/**
 * Everything the app bundle is made of: its code (with the adapters it imports), the build scripts,
 * the locked packages, and package.json (its `sideEffects` decides what the bundler leaves out).
 */
const SOURCES = [
  'ui',
  'domain',
  'application',
  'adapters',
  'build',
  'esbuild.mjs',
  'package.json',
  'package-lock.json',
];
const CACHE = join(ROOT, 'node_modules/.cache/browser-app');
/** A build of other sources is removed once it is this old. */
const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

function filesOf(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesOf(join(path, name)));
}

/** A hash of the app's sources: the same sources give the same build. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesOf(join(ROOT, source)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

let pending: Promise<string> | undefined;

/**
 * The production build of the app (`node esbuild.mjs app`), as the sandbox serves it from
 * `appDir`. Built into the cache once per version of the sources, so every browser test file of
 * a run (and the next run, when nothing changed) shares one build; parallel jest workers that
 * both build keep whichever finishes first.
 */
export function builtApp(): Promise<string> {
  pending ??= (async () => {
    const target = join(CACHE, sourceHash());
    if (existsSync(join(target, 'index.html'))) return target;
    mkdirSync(CACHE, { recursive: true });
    const scratch = mkdtempSync(join(CACHE, '..', 'browser-app-build-'));
    try {
      await promisify(execFile)(process.execPath, ['esbuild.mjs', 'app'], {
        cwd: ROOT,
        env: { ...process.env, DIST_DIR: scratch },
      });
      // Builds of older sources are of no more use, once no run can still be serving them: another
      // checkout sharing this node_modules (a worktree) may be in the middle of its own run.
      for (const old of readdirSync(CACHE))
        if (join(CACHE, old) !== target && Date.now() - statSync(join(CACHE, old)).mtimeMs > STALE_AFTER_MS)
          rmSync(join(CACHE, old), { recursive: true, force: true });
      try {
        renameSync(join(scratch, 'app'), target);
      } catch (error) {
        // Another worker got there first with the same sources.
        if (!existsSync(join(target, 'index.html'))) throw error;
      }
      return target;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  })();
  return pending;
}

/** The app's chunks a built page names for its first module to preload (ui/preload-app.ts), as file names. */
export function appChunksNamedBy(page: string): string[] {
  const content = /<meta name="app-chunks" content="([^"]*)">/.exec(page)?.[1] ?? '';
  return content
    .split(' ')
    .filter(Boolean)
    .map((href) => href.replace(/^\.\/assets\//, ''));
}
