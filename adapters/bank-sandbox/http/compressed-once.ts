import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DEFAULT_CACHE_DIR } from '../store/schema-dump-cache';

export type Compressed = { readonly gzip: Buffer; readonly brotli: Buffer };

const DIRECTORY = join(DEFAULT_CACHE_DIR, 'compressed');
/** Enough for a few builds of the app; `npm run dev` makes a new version of a file on every edit. */
const KEPT = 600;

function compress(identity: Buffer): Compressed {
  return { gzip: gzipSync(identity, { level: 9 }), brotli: brotliCompressSync(identity) };
}

function dropOldest(): void {
  const files = readdirSync(DIRECTORY).map((name) => ({ name, mtimeMs: statSync(join(DIRECTORY, name)).mtimeMs }));
  if (files.length <= KEPT) return;
  files.sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const { name } of files.slice(0, files.length - KEPT)) rmSync(join(DIRECTORY, name), { force: true });
}

/**
 * Brotli at its best quality takes seconds over the whole app, and every test file starts its
 * own sandbox: each version of a file (by its content hash) is compressed once and kept in the
 * cache directory. Without a usable cache it simply compresses.
 */
export function compressedOnce(identity: Buffer, contentHash: string): Compressed {
  const name = contentHash.replace(/[^\w-]/g, '');
  try {
    return { gzip: readFileSync(join(DIRECTORY, `${name}.gz`)), brotli: readFileSync(join(DIRECTORY, `${name}.br`)) };
  } catch {
    const compressed = compress(identity);
    try {
      mkdirSync(DIRECTORY, { recursive: true });
      // Parallel sandboxes may race: write aside, then rename over.
      for (const [extension, bytes] of [['gz', compressed.gzip], ['br', compressed.brotli]] as const) {
        const temporary = join(DIRECTORY, `${name}.${extension}.${process.pid}.tmp`);
        writeFileSync(temporary, bytes);
        renameSync(temporary, join(DIRECTORY, `${name}.${extension}`));
      }
      dropOldest();
    } catch {
      // A read-only or full disk only costs the next sandbox the same work.
    }
    return compressed;
  }
}
