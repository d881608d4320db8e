import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './database';
import type { Segment } from './sessions';

/** Section 3, "Session data": what the bank's mobile app puts in the query as a, b, c and d. */
export type HandoverValues = { readonly a: string; readonly b: string; readonly c: string; readonly d: string };

const stamp = (at: number): string => new Date(at).toISOString();
const secretOf = (b: string, c: string, d: string): Buffer => createHash('sha256').update(`${b}\n${c}\n${d}`).digest();

/**
 * The mobile app's side, played by the sandbox: a one-time handover for a customer. Only `a`
 * is stored as is (it names the handover); b, c and d only as one hash.
 */
export async function mintHandover(
  db: Queryable,
  handover: {
    readonly customerId: string;
    readonly segment: Segment;
    readonly now: number;
    readonly ttlSeconds: number;
  },
): Promise<HandoverValues> {
  const values = {
    a: randomUUID(),
    b: randomBytes(32).toString('base64url'),
    c: randomBytes(16).toString('hex'),
    d: `sandbox-phone.${randomBytes(12).toString('base64url')}`,
  };
  await db.query('DELETE FROM handovers WHERE expires_at < $1', [stamp(handover.now - 3600 * 1000)]);
  await db.query(
    'INSERT INTO handovers (session_id, secret_hash, customer_id, segment, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [
      values.a,
      secretOf(values.b, values.c, values.d).toString('base64url'),
      handover.customerId,
      handover.segment,
      stamp(handover.now + handover.ttlSeconds * 1000),
    ],
  );
  return values;
}

export type HandoverOutcome =
  { readonly accepted: true; readonly customerId: string; readonly segment: Segment } | { readonly accepted: false };

type HandoverRow = { secret_hash: string; customer_id: string; segment: Segment; expired: boolean; used: boolean };

/**
 * Takes a handover: it must exist, be unused and unexpired, and b, c and d must match. Any
 * attempt on a known handover uses it up, so a wrong guess cannot be followed by another.
 */
export async function takeHandover(db: Queryable, values: HandoverValues, now: number): Promise<HandoverOutcome> {
  const rows = await db.query<HandoverRow>(
    'SELECT secret_hash, customer_id, segment, expires_at <= $2 AS expired, used_at IS NOT NULL AS used FROM handovers WHERE session_id = $1 FOR UPDATE',
    [values.a, stamp(now)],
  );
  const row = rows[0];
  if (!row || row.used) return { accepted: false };
  await db.query('UPDATE handovers SET used_at = $2 WHERE session_id = $1', [values.a, stamp(now)]);
  const expected = Buffer.from(row.secret_hash, 'base64url');
  const matches = timingSafeEqual(secretOf(values.b, values.c, values.d), expected);
  return matches && !row.expired
    ? { accepted: true, customerId: row.customer_id, segment: row.segment }
    : { accepted: false };
}
