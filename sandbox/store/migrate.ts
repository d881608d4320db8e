import { createHash } from 'node:crypto';
import type { Database } from './database';
import { MIGRATIONS } from './migrations/index';
import type { Migration } from './migrations/migration';

/** Serialises migrations of every instance on one server (extensions are per database). */
export const MIGRATION_LOCK = 7_300_301;

/** Applies the migrations the store lacks; safe when several instances start at once. */
export async function migrate(database: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      ran.push(migration.version);
    }
    return ran;
  });
}

/** A fingerprint of the schema the migrations build, so a cached copy is never stale. */
export function schemaFingerprint(migrations: readonly Migration[] = MIGRATIONS): string {
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(`${migration.version}\n${migration.statements.join('\n')}\n`);
  return hash.digest('hex').slice(0, 16);
}
