import { availableParallelism } from 'node:os';
import pg from 'pg';
import { isFailedResult, pgErrorCode, PG_ERRORS, type Database, type Queryable } from './database';

const DATE_OID = 1082;
const NUMERIC_OID = 1700;

/** Dates stay `YYYY-MM-DD` strings; numerics become numbers (amounts have two decimals). */
const typeParsers = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

/** Races that PostgreSQL resolves by aborting one side; the side that lost simply runs again. */
const RETRYABLE: readonly string[] = [PG_ERRORS.serializationFailure, PG_ERRORS.deadlockDetected];
const MAX_ATTEMPTS = 5;

/**
 * Statements with parameters are prepared once per connection under a name of their own, so
 * PostgreSQL parses and plans each only once. The sandbox's SQL is a fixed set of texts; the cap
 * only guards against a future caller building texts on the fly.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;

function statementName(sql: string): string | undefined {
  const known = statementNames.get(sql);
  if (known !== undefined || statementNames.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `sandbox_${statementNames.size + 1}`;
  statementNames.set(sql, name);
  return name;
}

const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    const name = params.length > 0 ? statementName(sql) : undefined;
    return (
      await client.query({
        text: sql,
        values: [...params],
        types: typeParsers,
        ...(name === undefined ? {} : { name }),
      })
    ).rows as T[];
  },
});

/**
 * One client runs one query at a time: pg deprecates queueing a query on a client that is
 * still busy (and pg 9 drops it). A transaction's work may ask several at once
 * (`Promise.all`); they go to its client one after another, in the order asked.
 * `end()` waits until every query asked has run and refuses any asked after: the transaction's
 * COMMIT or ROLLBACK must come after all of its queries — a query still waiting when `Promise.all`
 * gave up on a failed one would otherwise run after the ROLLBACK, outside any transaction.
 */
function oneAtATime(inner: Queryable): Queryable & { end(): Promise<void> } {
  let previous: Promise<unknown> = Promise.resolve();
  let ended = false;
  return {
    query<T>(sql: string, params?: readonly unknown[]) {
      if (ended) return Promise.reject(new Error('The transaction has ended; this query was asked too late.'));
      const next = previous.then(() => inner.query<T>(sql, params));
      previous = next.catch(() => undefined);
      return next;
    },
    async end() {
      ended = true;
      await previous;
    },
  };
}

/** How long closing waits for PostgreSQL to hang up, should it never. */
const HANG_UP_MS = 5000;

/**
 * pg's Pool.end() answers once it has told its clients to go, before their connections have
 * closed: a process (or a jest worker) would still hold them open, for as long as PostgreSQL
 * takes to hang up. Closing waits until each client is gone (or HANG_UP_MS).
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
    timer = setTimeout(resolve, HANG_UP_MS);
    timer.unref();
  });
  await pool.end();
  await closed;
  clearTimeout(timer);
}

/**
 * Connections beyond a few per core only queue inside PostgreSQL; changes waiting for a card's
 * lock each hold one, so there are a few more than cores. DATABASE_POOL_SIZE overrides it.
 */
export const defaultPoolSize = (): number => Math.max(4, 2 * availableParallelism() + 2);

/**
 * A real PostgreSQL server through a pool; `schema` isolates one sandbox instance's tables.
 * Prepared statements keep one generic plan: left to choose, PostgreSQL plans the request
 * context's statement afresh on every run (its custom plans look cheaper than the generic one),
 * which cost about half of PostgreSQL's time per request under load. Every statement here
 * reads or writes a few rows by key, which a generic plan does as well.
 */
export function openPostgres(url: string, schema: string | undefined, poolSize: number = defaultPoolSize()): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: [
      ...(schema === undefined ? [] : [`-c search_path=${schema},public`]),
      '-c plan_cache_mode=force_generic_plan',
    ].join(' '),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  async function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx = oneAtATime(queryable(client));
        const result = await work(tx).finally(() => tx.end());
        await client.query(isFailedResult(result) ? 'ROLLBACK' : 'COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        if (attempt < MAX_ATTEMPTS && RETRYABLE.includes(pgErrorCode(error) ?? '')) continue;
        throw error;
      } finally {
        client.release();
      }
    }
  }

  return {
    ...queryable(pool),
    transaction,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => endPool(pool),
  };
}
