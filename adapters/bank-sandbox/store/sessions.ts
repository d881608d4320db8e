import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from './database';

/** Only a hash of the cookie's token is stored: a leaked table signs nobody in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Queryable, customerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO sessions (token_hash, customer_id) VALUES ($1, $2)', [hashToken(token), customerId]);
  return token;
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Writing `last_seen_at` on every read would cost a commit per request; once in this many seconds is enough. */
const TOUCH_AFTER_SECONDS = 30;

export async function touchSession(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [hashToken(token)]);
}

export type RequestContextRow = {
  readonly today: unknown;
  readonly has_faults: boolean;
  readonly customer_id: string | null;
  readonly needs_touch: boolean | null;
  /** What the route asked to read along (`Prefetch`); null without a live session. */
  readonly prefetched?: unknown;
};

/**
 * A route's own read, made in the same round trip as the request context: an SQL expression
 * that may use `s.customer_id` (the signed-in customer; NULL without a live session) and adds
 * its values through `param`, which answers the placeholder (`$4`, …) to write.
 */
export type Prefetch = (param: (value: unknown) => string) => string;

/**
 * Everything an API request needs before its handler, in one round trip: the fixed sandbox
 * date (if any), whether faults are armed, the live session's customer, and what the route
 * reads for that customer (`prefetch`), so a plain read costs one query in all.
 */
export async function requestContext(db: Queryable, token: string | undefined, idleSeconds: number, prefetch?: Prefetch): Promise<RequestContextRow> {
  const params: unknown[] = [token === undefined ? '' : hashToken(token), idleSeconds, TOUCH_AFTER_SECONDS];
  const param = (value: unknown) => `$${params.push(value)}`;
  const extra = prefetch ? `, (${prefetch(param)}) AS prefetched` : '';
  const rows = await db.query<RequestContextRow>(
    `SELECT (SELECT value FROM settings WHERE key = 'today') AS today,
            EXISTS (SELECT 1 FROM faults WHERE remaining > 0) AS has_faults,
            s.customer_id,
            s.last_seen_at < now() - make_interval(secs => $3) AS needs_touch${extra}
       FROM (SELECT 1) AS one
       LEFT JOIN sessions s ON s.token_hash = $1 AND s.last_seen_at > now() - make_interval(secs => $2)`,
    params,
  );
  return rows[0]!;
}
