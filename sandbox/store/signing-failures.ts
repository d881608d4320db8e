import type { Queryable } from './database';

/**
 * PSD2 RTS art. 4(3)(d): at most `failures` wrong confirmation codes in a row per customer,
 * whichever changes they were for; then signing is blocked for `seconds` (or until the bank
 * unlocks it). Counted in the database, so every instance on a store counts the same guesses.
 */
export type SigningBlockRule = { readonly failures: number; readonly seconds: number };

/** Where a customer stands: wrong codes in a row so far, and for how long signing is blocked (0: not). */
export type SigningStanding = { readonly failures: number; readonly blockedForSeconds: number };

type Row = { failures: number; blocked_until: Date | string | null };

const stamp = (at: number): string => new Date(at).toISOString();

/** A block that has run out is over, and the count starts afresh. */
function standingOf(row: Row | undefined, now: number): SigningStanding {
  if (!row) return { failures: 0, blockedForSeconds: 0 };
  if (row.blocked_until === null) return { failures: row.failures, blockedForSeconds: 0 };
  const left = new Date(row.blocked_until).getTime() - now;
  return left > 0
    ? { failures: row.failures, blockedForSeconds: Math.ceil(left / 1000) }
    : { failures: 0, blockedForSeconds: 0 };
}

export async function readSigningStanding(db: Queryable, customerId: string, now: number): Promise<SigningStanding> {
  const rows = await db.query<Row>('SELECT failures, blocked_until FROM signing_failures WHERE customer_id = $1', [
    customerId,
  ]);
  return standingOf(rows[0], now);
}

/**
 * The standing, with the customer's row locked until the transaction ends: one customer's
 * signatures are decided one after the other, so guesses sent together (to any instance)
 * cannot all be counted against the same "failures so far".
 */
export async function lockSigningStanding(db: Queryable, customerId: string, now: number): Promise<SigningStanding> {
  await db.query('INSERT INTO signing_failures (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING', [
    customerId,
  ]);
  const rows = await db.query<Row>(
    'SELECT failures, blocked_until FROM signing_failures WHERE customer_id = $1 FOR UPDATE',
    [customerId],
  );
  return standingOf(rows[0], now);
}

/** One more wrong code (the caller holds the row's lock); at the rule's count signing blocks. */
export async function recordSigningFailure(
  db: Queryable,
  customerId: string,
  standing: SigningStanding,
  rule: SigningBlockRule,
  now: number,
): Promise<SigningStanding> {
  const failures = standing.failures + 1;
  const blocked = failures >= rule.failures;
  await db.query('UPDATE signing_failures SET failures = $2, blocked_until = $3 WHERE customer_id = $1', [
    customerId,
    failures,
    blocked ? stamp(now + rule.seconds * 1000) : null,
  ]);
  return { failures, blockedForSeconds: blocked ? rule.seconds : 0 };
}

/** A right code ends the run of wrong ones. */
export async function clearSigningFailures(db: Queryable, customerId: string): Promise<void> {
  await db.query('UPDATE signing_failures SET failures = 0, blocked_until = NULL WHERE customer_id = $1', [customerId]);
}

/** The control API's unlock (demos, tests): whether the customer had anything counted. */
export async function unlockSigning(db: Queryable, customerId: string): Promise<boolean> {
  return (
    (
      await db.query('DELETE FROM signing_failures WHERE customer_id = $1 AND failures > 0 RETURNING customer_id', [
        customerId,
      ])
    ).length > 0
  );
}

export async function clearAllSigningFailures(db: Queryable): Promise<void> {
  await db.query('DELETE FROM signing_failures');
}

/** Customers with wrong codes counted, for the control API. */
export async function listSigningStandings(
  db: Queryable,
  now: number,
): Promise<{ customer: string; failures: number; blockedForSeconds: number }[]> {
  const rows = await db.query<Row & { customer_id: string }>(
    'SELECT customer_id, failures, blocked_until FROM signing_failures WHERE failures > 0 ORDER BY customer_id',
  );
  return rows
    .map((row) => ({ customer: row.customer_id, ...standingOf(row, now) }))
    .filter((standing) => standing.failures > 0);
}
