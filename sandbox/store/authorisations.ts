import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from './database';

const hash = (value: string): string => createHash('sha256').update(value).digest('base64url');
const stamp = (at: number): string => new Date(at).toISOString();
const randomToken = (): string => randomBytes(24).toString('base64url');

/** An authorize round trip must finish within this; its code is good for one callback. */
const ROUND_TRIP_SECONDS = 120;

/**
 * Section 4, "Authorisation session", step 1: the start call mints a state for this session,
 * carried by the authorize URL. Expired round trips are tidied away on the way.
 */
export async function mintState(db: Queryable, sessionKey: string, now: number): Promise<string> {
  const state = randomToken();
  await db.query('DELETE FROM authorisations WHERE expires_at < $1', [stamp(now)]);
  await db.query('INSERT INTO authorisations (state, token_hash, expires_at) VALUES ($1, $2, $3)', [
    state,
    sessionKey,
    stamp(now + ROUND_TRIP_SECONDS * 1000),
  ]);
  return state;
}

/** Step 2: the authorize call answers a code for a state this session minted, once. */
export async function issueCode(
  db: Queryable,
  sessionKey: string,
  state: string,
  now: number,
): Promise<string | undefined> {
  const code = randomToken();
  const rows = await db.query(
    `UPDATE authorisations SET code_hash = $3
      WHERE state = $1 AND token_hash = $2 AND code_hash IS NULL AND expires_at > $4
      RETURNING state`,
    [state, sessionKey, hash(code), stamp(now)],
  );
  return rows.length === 1 ? code : undefined;
}

/** Step 3: the OIDC callback redeems the code with its state, once, for the same session. */
export async function redeemCode(
  db: Queryable,
  sessionKey: string,
  code: string,
  state: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE authorisations SET used_at = $4
      WHERE state = $1 AND token_hash = $2 AND code_hash = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING state`,
    [state, sessionKey, hash(code), stamp(now)],
  );
  return rows.length === 1;
}
