import type { Migration } from './migration';

/**
 * Security, third round (issue 37): every confirmation code sent out (an SMS in a real set-up)
 * is recorded, so sending can be limited per sign item and per customer on every instance of a
 * store; and the demo's seeded pending change, whose code was written in the source, gets a
 * code nobody knows in stores seeded before.
 */
export const deviceCodeSends: Migration = {
  version: 8,
  name: 'confirmation codes sent, seeded code replaced',
  statements: [
    // No foreign keys: a reset re-creates sign items and customers (and clears this table itself).
    `CREATE TABLE device_code_sends (
      tps_id text NOT NULL,
      customer_id text NOT NULL,
      sent_at timestamptz NOT NULL
    )`,
    `CREATE INDEX device_code_sends_customer ON device_code_sends (customer_id, sent_at)`,
    `CREATE INDEX device_code_sends_item ON device_code_sends (tps_id, sent_at)`,
    // gen_random_uuid draws on the server's strong random source; 2^32 mod 10^6 skews no digit noticeably.
    `UPDATE sign_items
        SET code = lpad(((('x' || substr(md5(gen_random_uuid()::text), 1, 8))::bit(32)::bigint) % 1000000)::text, 6, '0')
      WHERE code = '135790' AND status = 'PENDING'`,
  ],
};
