import type { Migration } from './migration';

/**
 * The portal around the app (issue 4): sessions learn their segment and the authorisation
 * session's end, the OIDC round trip and the app-to-web handover are one-time records, sign-in
 * and handover attempts are counted, demo customers sign in at an authentication level, and a
 * disturbance message may name the service it is about.
 */
export const portalSessions: Migration = {
  version: 2,
  name: 'portal sessions, authorisations, handovers, attempts',
  statements: [
    `ALTER TABLE customers ADD COLUMN auth_level integer NOT NULL DEFAULT 20 CHECK (auth_level IN (10, 20, 30))`,

    `ALTER TABLE sessions ADD COLUMN segment text NOT NULL DEFAULT 'private' CHECK (segment IN ('private', 'business'))`,
    // Section 4, "Authorisation session": the bank's APIs answer 401 after this, the portal session lives on.
    `ALTER TABLE sessions ADD COLUMN authorised_until timestamptz NOT NULL DEFAULT now()`,
    `CREATE INDEX sessions_last_seen ON sessions (last_seen_at)`,

    // One authorize round trip: the state is minted with the authorize URL, the code when authorized.
    `CREATE TABLE authorisations (
      state text PRIMARY KEY,
      token_hash text NOT NULL,
      code_hash text UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`,

    // Section 3, "Session data": a (sessionId) names it; b, c and d are kept only as one hash.
    `CREATE TABLE handovers (
      session_id text PRIMARY KEY,
      secret_hash text NOT NULL,
      customer_id text NOT NULL,
      segment text NOT NULL CHECK (segment IN ('private', 'business')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`,

    `CREATE TABLE attempts (
      bucket text NOT NULL,
      client text NOT NULL,
      at timestamptz NOT NULL
    )`,
    `CREATE INDEX attempts_by_client ON attempts (bucket, client, at)`,

    `ALTER TABLE disturbances ADD COLUMN sdm_id text`,
  ],
};
