// The stores a benchmark runs the built sandbox on: a PGlite data directory (what `npm start`
// uses by default) and a fresh schema on PostgreSQL when one answers. Both are removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
 * `{ name, env, processes, cleanUp }` for each store asked for (BENCH_STORES=pglite,postgres by
 * default). `postgres-3` is PostgreSQL served by three sandbox processes on one schema, as behind
 * a balancer (`processes: 3`). PostgreSQL is left out, with a note, when it does not answer.
 */
export async function benchStores(wanted = (process.env.BENCH_STORES ?? 'pglite,postgres').split(',')) {
  const stores = [];
  if (wanted.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    stores.push({
      name: 'PGlite',
      env: { SANDBOX_DATA_DIR: dataDir },
      processes: 1,
      cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
    });
  }
  const onPostgres = wanted.filter((name) => name === 'postgres' || name === 'postgres-3');
  if (onPostgres.length > 0) {
    if (await postgresAnswers()) {
      for (const name of onPostgres) {
        const schema = `bench_${randomBytes(5).toString('hex')}`;
        const processes = name === 'postgres-3' ? 3 : 1;
        stores.push({
          name: processes === 1 ? 'PostgreSQL' : `PostgreSQL ×${processes}`,
          env: { DATABASE_URL, DATABASE_SCHEMA: schema },
          processes,
          cleanUp: () => dropSchema(schema),
        });
      }
    } else {
      console.warn(`PostgreSQL does not answer at ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}: PGlite only.`);
    }
  }
  return stores;
}
