import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import type { Database } from './database';
import { migrate, MIGRATION_LOCK } from './migrate';
import { openPGlite } from './pglite-database';
import { openPostgres } from './postgres-database';
import { migratedSchemaDump } from './schema-dump-cache';

/**
 * Where the sandbox keeps its state:
 * - `memory`: a fresh in-memory PGlite per instance, loaded from the cached schema dump (~1 s);
 * - `pglite`: PGlite persisted to `dataDir` (created from the dump when empty);
 * - `postgres`: a PostgreSQL server; without `schema` each instance gets a fresh schema that is
 *   dropped again on close (tests), with one (`public`) the data persists (`npm start`).
 */
export type StoreChoice =
  | { readonly kind: 'memory' }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string; readonly poolSize?: number };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openStore(choice: StoreChoice, options: { readonly cacheDir?: string } = {}): Promise<Database> {
  return (await openAndMigrate(choice, options)).database;
}

/** The store, and the migrations this instance applied: none when another one sharing it already had. */
export async function openAndMigrate(
  choice: StoreChoice,
  options: { readonly cacheDir?: string } = {},
): Promise<{ database: Database; migrated: number[] }> {
  const database = await connect(choice, options.cacheDir);
  try {
    return { database, migrated: await migrate(database) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function connect(choice: StoreChoice, cacheDir: string | undefined): Promise<Database> {
  switch (choice.kind) {
    case 'memory':
      return (await openPGlite({ loadDataDir: await migratedSchemaDump(cacheDir) })).database;
    case 'pglite': {
      const empty = !existsSync(choice.dataDir) || readdirSync(choice.dataDir).length === 0;
      mkdirSync(choice.dataDir, { recursive: true });
      const source = empty
        ? { dataDir: choice.dataDir, loadDataDir: await migratedSchemaDump(cacheDir) }
        : { dataDir: choice.dataDir };
      return (await openPGlite(source)).database;
    }
    case 'postgres':
      return choice.schema === undefined
        ? freshSchema(choice.url, choice.poolSize)
        : namedSchema(choice.url, choice.schema, choice.poolSize);
  }
}

async function namedSchema(url: string, schema: string, poolSize: number | undefined): Promise<Database> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`not a plain schema name: ${schema}`);
  const database = openPostgres(url, schema, poolSize);
  try {
    // Instances started together on a new schema all find it missing, and PostgreSQL fails all
    // but one CREATE SCHEMA IF NOT EXISTS with a unique violation: they take turns, as migrations do.
    await database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function freshSchema(url: string, poolSize: number | undefined): Promise<Database> {
  const schema = `sandbox_${randomBytes(6).toString('hex')}`;
  const database = await namedSchema(url, schema, poolSize);
  return {
    ...database,
    close: async () => {
      await database.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await database.close();
    },
  };
}
