import type { Migration } from './migration';

/**
 * Signing, second round (issue 20): wrong confirmation codes are counted per customer across
 * sign items, in the database so every instance on a store counts the same ones (PSD2 RTS
 * art. 4(3)(d): at most five in a row, then a block), and a change whose card no longer takes
 * it when it is signed is withdrawn rather than applied.
 */
export const signingSafeguards: Migration = {
  version: 4,
  name: 'signing failures per customer, withdrawn sign items',
  statements: [
    // No foreign key: a reset re-creates the customers (and clears this table itself).
    `CREATE TABLE signing_failures (
      customer_id text PRIMARY KEY,
      failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
      blocked_until timestamptz
    )`,
    `ALTER TABLE sign_items DROP CONSTRAINT sign_items_status_check`,
    `ALTER TABLE sign_items ADD CONSTRAINT sign_items_status_check CHECK (status IN ('PENDING', 'SIGNED', 'LOCKED', 'WITHDRAWN', 'EXPIRED'))`,
  ],
};
