import { hash, randomBytes } from 'node:crypto';
import type { Segment } from '../../application/segment';
import { contextBatches, type ContextBatches } from './context-batches';
import type { Queryable } from './database';

export type { Segment };

/** Only a hash of the cookie's token is stored: a leaked table signs nobody in. */
export const hashToken = (token: string): string => hash('sha256', token, 'base64url');

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
  await db.query(
    'INSERT INTO sessions (token_hash, customer_id, segment, created_at, last_seen_at, authorised_until) VALUES ($1, $2, $3, $4, $4, $5)',
    [hashToken(token), session.customerId, session.segment, stamp(session.now), stamp(session.authorisedUntil)],
  );
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
export const touchAfterSeconds = (idleSeconds: number): number => Math.min(30, idleSeconds / 4);

/**
 * The idle time a session is sure of after any answer: a request within `touchAfterSeconds` of
 * the last write does not move `last_seen_at`, so the session may end that much sooner.
 */
export const guaranteedIdleSeconds = (idleSeconds: number): number =>
  Math.floor(idleSeconds - touchAfterSeconds(idleSeconds));

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
  /** Epoch ms at which the session ends unless used again. */
  readonly idle_until_ms: number | null;
  /** Epoch ms at which the session ends however it is used (its absolute lifetime). */
  readonly lifetime_until_ms: number | null;
  /** What the route asked to read along (`Prefetch`); null without a live session. */
  readonly prefetched?: unknown;
};

/**
 * A route's own read, made in the same round trip as the request context: an SQL expression
 * over `s.customer_id` (the signed-in customer; NULL without a live session) and `r.arg` (one
 * text value of the request, such as a card id; '' when not given).
 */
export type Prefetch = { readonly sql: string; readonly arg?: string };

const batchesOf = new WeakMap<Queryable, ContextBatches<RequestContextRow>>();

/** How long a session lives: unused (`idleSeconds`), and at all (`lifetimeSeconds`). */
export type SessionTimes = { readonly idleSeconds: number; readonly lifetimeSeconds: number };

/**
 * Everything a request needs before its handler — the fixed date, armed faults, the live session
 * with its authorisation, and the route's `prefetch` — in one round trip shared with the requests
 * arriving with it (store/context-batches.ts), so a plain read costs one query in all.
 */
export async function requestContext(
  db: Queryable,
  token: string | undefined,
  now: number,
  times: SessionTimes,
  prefetch?: Prefetch,
): Promise<RequestContextRow> {
  let batches = batchesOf.get(db);
  if (batches === undefined) {
    batches = contextBatches<RequestContextRow>(db);
    batchesOf.set(db, batches);
  }
  return batches.ask({
    tokenHash: token === undefined ? '' : hashToken(token),
    at: stamp(now),
    idleSeconds: times.idleSeconds,
    lifetimeSeconds: times.lifetimeSeconds,
    touchAfterSeconds: touchAfterSeconds(times.idleSeconds),
    prefetchSql: prefetch?.sql,
    arg: prefetch?.arg ?? '',
  });
}
