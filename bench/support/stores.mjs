// The stores a benchmark runs the built sandbox on: a PGlite data directory (what `npm start`
// uses by default) and a fresh schema on PostgreSQL when one answers. Both are removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropSchema(schema) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * `{ name, env, cleanUp }` for each store asked for (BENCH_STORES=pglite,postgres by default);
 * PostgreSQL is left out, with a note, when it does not answer.
 */
export async function benchStores(wanted = (process.env.BENCH_STORES ?? 'pglite,postgres').split(',')) {
  const stores = [];
  if (wanted.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    stores.push({ name: 'PGlite', env: { SANDBOX_DATA_DIR: dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) });
  }
  if (wanted.includes('postgres')) {
    if (await postgresAnswers()) {
      const schema = `bench_${randomBytes(5).toString('hex')}`;
      stores.push({ name: 'PostgreSQL', env: { DATABASE_URL, DATABASE_SCHEMA: schema }, cleanUp: () => dropSchema(schema) });
    } else {
      console.warn(`PostgreSQL does not answer at ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}: PGlite only.`);
    }
  }
  return stores;
}
