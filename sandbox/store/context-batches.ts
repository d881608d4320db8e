import type { Queryable } from './database';

/**
 * One request's context question: its session (by the hash of its cookie), the time it asks at,
 * and a route's own read (`prefetchSql`, an SQL expression over `s.customer_id` and `r.arg`).
 */
export type ContextQuestion = {
  readonly tokenHash: string;
  readonly at: string;
  readonly idleSeconds: number;
  /** The absolute lifetime: a session older than this has ended, however busy it was. */
  readonly lifetimeSeconds: number;
  readonly touchAfterSeconds: number;
  readonly prefetchSql: string | undefined;
  readonly arg: string;
};

/**
 * Requests arriving together ask their context in one query: a statement costs PostgreSQL (and
 * PGlite's single connection) far more than one more row of it, and under load dozens of
 * requests wait for the same round trip. Every request still gets its own answer from the
 * database, read in a snapshot taken after it arrived, so nothing is remembered between requests
 * and every instance on a store sees every change. A request waits at most for the statements
 * already running (`MAX_RUNNING`), which is what it would wait for in the pool anyway.
 */
const MAX_RUNNING = 2;
const MAX_BATCH = 64;

type Waiting<Row> = {
  readonly question: ContextQuestion;
  readonly resolve: (row: Row) => void;
  readonly reject: (error: unknown) => void;
};

/** The context of many requests in one statement; rows come back in the order asked. */
function batchSql(prefetchSql: string | undefined): string {
  const extra = prefetchSql === undefined ? '' : `, (${prefetchSql}) AS prefetched`;
  return `SELECT (SELECT value FROM settings WHERE key = 'today') AS today,
            EXISTS (SELECT 1 FROM faults WHERE remaining > 0) AS has_faults,
            s.customer_id,
            s.segment,
            s.authorised_until > r.at AS authorised,
            s.last_seen_at < r.at - make_interval(secs => $4) AS needs_touch,
            (extract(epoch FROM s.last_seen_at + make_interval(secs => $3)) * 1000)::float8 AS idle_until_ms,
            (extract(epoch FROM s.created_at + make_interval(secs => $6)) * 1000)::float8 AS lifetime_until_ms${extra}
       FROM unnest($1::text[], $2::timestamptz[], $5::text[]) WITH ORDINALITY AS r(token_hash, at, arg, n)
       LEFT JOIN sessions s ON s.token_hash = r.token_hash AND s.last_seen_at > r.at - make_interval(secs => $3)
                           AND s.created_at > r.at - make_interval(secs => $6)
      ORDER BY r.n`;
}

/** Questions that share a statement: the same route read and the same session times. */
const groupKey = (question: ContextQuestion) =>
  `${question.idleSeconds}|${question.lifetimeSeconds}|${question.touchAfterSeconds}|${question.prefetchSql ?? ''}`;

export type ContextBatches<Row> = { ask(question: ContextQuestion): Promise<Row> };

export function contextBatches<Row>(db: Queryable): ContextBatches<Row> {
  const queued = new Map<string, Waiting<Row>[]>();
  let running = 0;
  let flushScheduled = false;

  async function run(batch: Waiting<Row>[]): Promise<void> {
    running += 1;
    try {
      const [{ question }] = batch as [Waiting<Row>];
      const rows = await db.query<Row>(batchSql(question.prefetchSql), [
        batch.map((waiting) => waiting.question.tokenHash),
        batch.map((waiting) => waiting.question.at),
        question.idleSeconds,
        question.touchAfterSeconds,
        batch.map((waiting) => waiting.question.arg),
        question.lifetimeSeconds,
      ]);
      batch.forEach((waiting, index) => waiting.resolve(rows[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      running -= 1;
      flush();
    }
  }

  function flush(): void {
    flushScheduled = false;
    for (const [key, waiting] of queued) {
      if (running >= MAX_RUNNING) return;
      const batch = waiting.splice(0, MAX_BATCH);
      // A served group goes to the back: under a flood of one route's reads the others still get
      // their turn (served from the front every time, a busy card list kept them waiting for good).
      queued.delete(key);
      if (waiting.length > 0) queued.set(key, waiting);
      void run(batch);
    }
  }

  return {
    ask(question) {
      return new Promise<Row>((resolve, reject) => {
        const waiting = { question, resolve, reject };
        // Text PostgreSQL refuses (a NUL byte) fails its statement: such a request asks alone, so it fails alone.
        if (question.arg.includes('\u0000')) return void run([waiting]);
        const key = groupKey(question);
        const group = queued.get(key);
        if (group) group.push(waiting);
        else queued.set(key, [waiting]);
        // Everything that arrives in this turn of the event loop goes in one statement. Sending
        // at once while nothing runs looks cheaper but undoes it on PGlite, whose query is done
        // before the next request is read: every request asked alone (card list at 10
        // connections 1432 → 439 req/s).
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
