import { createHash, randomBytes } from 'node:crypto';
import type { Segment } from '../../../application/segment';
import type { Queryable } from './database';

export type { Segment };

/** Only a hash of the cookie's token is stored: a leaked table signs nobody in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Timestamps come from the sandbox's clock, not the database's, so tests can move time. */
const stamp = (at: number): string => new Date(at).toISOString();

export type NewSession = {
  readonly customerId: string;
  readonly segment: Segment;
  /** Epoch ms: now, and when the authorisation session (section 4) ends. */
  readonly now: number;
  readonly authorisedUntil: number;
};

/** A session kept this long past its idle time is gone for good; tidied when a new one starts. */
const FORGET_AFTER_SECONDS = 24 * 3600;

export async function createSession(db: Queryable, session: NewSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM sessions WHERE last_seen_at < $1', [stamp(session.now - FORGET_AFTER_SECONDS * 1000)]);
  await db.query('INSERT INTO sessions (token_hash, customer_id, segment, created_at, last_seen_at, authorised_until) VALUES ($1, $2, $3, $4, $4, $5)', [
    hashToken(token),
    session.customerId,
    session.segment,
    stamp(session.now),
    stamp(session.authorisedUntil),
  ]);
  return token;
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  await db.query('DELETE FROM authorisations WHERE token_hash = $1', [hashToken(token)]);
}

/**
 * Writing `last_seen_at` on every read would cost a commit per request; once in this many
 * seconds is enough (or a quarter of a shorter idle time, so a busy session never lapses).
 */
const touchAfterSeconds = (idleSeconds: number): number => Math.min(30, idleSeconds / 4);

export async function touchSession(db: Queryable, token: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [hashToken(token), stamp(now)]);
}

export async function extendAuthorisation(db: Queryable, tokenHash: string, until: number): Promise<void> {
  await db.query('UPDATE sessions SET authorised_until = $2 WHERE token_hash = $1', [tokenHash, stamp(until)]);
}

export type RequestContextRow = {
  readonly today: unknown;
  readonly has_faults: boolean;
  readonly customer_id: string | null;
  readonly segment: Segment | null;
  readonly authorised: boolean | null;
  readonly needs_touch: boolean | null;
  readonly idle_until: Date | string | null;
  /** What the route asked to read along (`Prefetch`); null without a live session. */
  readonly prefetched?: unknown;
};

/**
 * A route's own read, made in the same round trip as the request context: an SQL expression
 * that may use `s.customer_id` (the signed-in customer; NULL without a live session) and adds
 * its values through `param`, which answers the placeholder (`$5`, …) to write.
 */
export type Prefetch = (param: (value: unknown) => string) => string;

/**
 * Everything a request needs before its handler, in one round trip: the fixed sandbox date (if
 * any), whether faults are armed, the live session (its customer, segment, and whether its
 * authorisation session still runs), and what the route reads for that customer (`prefetch`),
 * so a plain read costs one query in all.
 */
export async function requestContext(db: Queryable, token: string | undefined, now: number, idleSeconds: number, prefetch?: Prefetch): Promise<RequestContextRow> {
  const params: unknown[] = [token === undefined ? '' : hashToken(token), stamp(now), idleSeconds, touchAfterSeconds(idleSeconds)];
  const param = (value: unknown) => `$${params.push(value)}`;
  const extra = prefetch ? `, (${prefetch(param)}) AS prefetched` : '';
  const rows = await db.query<RequestContextRow>(
    `SELECT (SELECT value FROM settings WHERE key = 'today') AS today,
            EXISTS (SELECT 1 FROM faults WHERE remaining > 0) AS has_faults,
            s.customer_id,
            s.segment,
            s.authorised_until > $2::timestamptz AS authorised,
            s.last_seen_at < $2::timestamptz - make_interval(secs => $4) AS needs_touch,
            s.last_seen_at + make_interval(secs => $3) AS idle_until${extra}
       FROM (SELECT 1) AS one
       LEFT JOIN sessions s ON s.token_hash = $1 AND s.last_seen_at > $2::timestamptz - make_interval(secs => $3)`,
    params,
  );
  return rows[0]!;
}
