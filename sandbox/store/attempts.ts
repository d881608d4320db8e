import type { Database } from './database';

/** At most `attempts` calls of one kind from one client address per `windowSeconds`. */
export type AttemptLimit = { readonly attempts: number; readonly windowSeconds: number };

const stamp = (at: number): string => new Date(at).toISOString();

/**
 * Counts one attempt of a kind (sign-in, handover) from a client address and says whether it is
 * within the limit. Attempts of one client are counted one at a time (an advisory lock on the
 * pair), so a burst of parallel guesses cannot slip past the count together.
 */
export async function allowAttempt(
  database: Database,
  bucket: string,
  client: string,
  now: number,
  limit: AttemptLimit,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${bucket}\n${client}`]);
    const since = stamp(now - limit.windowSeconds * 1000);
    // Everyone's old attempts of this kind go, so the table stays as small as one window.
    await tx.query('DELETE FROM attempts WHERE bucket = $1 AND at <= $2', [bucket, since]);
    const rows = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM attempts WHERE bucket = $1 AND client = $2',
      [bucket, client],
    );
    if (rows[0]!.count >= limit.attempts) return false;
    await tx.query('INSERT INTO attempts (bucket, client, at) VALUES ($1, $2, $3)', [bucket, client, stamp(now)]);
    return true;
  });
}
