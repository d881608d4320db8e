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
};

/**
 * Everything an API request needs before its handler, in one round trip: the fixed sandbox
 * date (if any), whether faults are armed, and the live session's customer.
 */
export async function requestContext(db: Queryable, token: string | undefined, idleSeconds: number): Promise<RequestContextRow> {
  const rows = await db.query<RequestContextRow>(
    `SELECT (SELECT value FROM settings WHERE key = 'today') AS today,
            EXISTS (SELECT 1 FROM faults WHERE remaining > 0) AS has_faults,
            s.customer_id,
            s.last_seen_at < now() - make_interval(secs => $3) AS needs_touch
       FROM (SELECT 1) AS one
       LEFT JOIN sessions s ON s.token_hash = $1 AND s.last_seen_at > now() - make_interval(secs => $2)`,
    [token === undefined ? '' : hashToken(token), idleSeconds, TOUCH_AFTER_SECONDS],
  );
  return rows[0]!;
}
