import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrate, schemaFingerprint } from './migrate';
import { openPGlite } from './pglite-database';

/**
 * A fresh PGlite takes 4–6 s to initialise; loading a dump of one takes well under a second.
 * So the migrated, still empty schema is dumped once per schema version and PGlite version, and
 * every in-memory store and every new data directory starts from that dump.
 */
export const DEFAULT_CACHE_DIR = resolve('node_modules', '.cache', 'bank-sandbox');

function pgliteVersion(): string {
  try {
    const manifest = JSON.parse(
      readFileSync(resolve('node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
    ) as { version?: string };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const PREFIX = 'schema-';

export async function migratedSchemaDump(cacheDir: string = DEFAULT_CACHE_DIR): Promise<Blob> {
  const file = join(cacheDir, `${PREFIX}${schemaFingerprint()}-pglite-${pgliteVersion()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const { database, pglite } = await openPGlite({});
  try {
    await migrate(database);
    const dump = await pglite.dumpDataDir('none');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    writeAtomically(cacheDir, file, bytes);
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

/** Parallel test workers may race to write the same dump: write aside, then rename over. */
function writeAtomically(cacheDir: string, file: string, bytes: Uint8Array): void {
  mkdirSync(cacheDir, { recursive: true });
  for (const stale of readdirSync(cacheDir)) {
    if (stale.startsWith(PREFIX) && stale.endsWith('.tar') && join(cacheDir, stale) !== file)
      rmSync(join(cacheDir, stale), { force: true });
  }
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}
