import type { Migration } from './migration';

/**
 * The card's change history (issue 16): one event per acknowledged change, written in the
 * change's own transaction so both commit or neither. A limit change's signing state is its sign
 * item's; other kinds keep what changed in `details`. A sign item not signed by the end of its
 * `sign_by` day (the sandbox date it was asked on) lapses: EXPIRED, never applied, no longer
 * holding the card's one pending place. `sign_by` NULL (older and seeded items) waits until signed.
 */
export const cardEvents: Migration = {
  version: 5,
  name: 'card events, sign items that lapse',
  statements: [
    `ALTER TABLE sign_items ADD COLUMN sign_by date`,
    // Replaces the whole list, so it names every status of the steps before it: WITHDRAWN is
    // 0004's (issue 20, a signed change its card no longer took), written in parallel with this one.
    `ALTER TABLE sign_items DROP CONSTRAINT sign_items_status_check`,
    `ALTER TABLE sign_items ADD CONSTRAINT sign_items_status_check CHECK (status IN ('PENDING', 'SIGNED', 'LOCKED', 'WITHDRAWN', 'EXPIRED'))`,

    `CREATE TABLE card_events (
      event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      payment_instrument_id text NOT NULL REFERENCES cards,
      occurred_at timestamptz NOT NULL,
      change_type text NOT NULL CHECK (change_type IN ('BLOCKED', 'UNBLOCKED', 'REPLACED', 'LIMIT_CHANGED',
        'DEFAULT_REGION_CHANGED', 'TEMPORARY_REGION_ADDED', 'TEMPORARY_REGION_DELETED')),
      details jsonb NOT NULL DEFAULT '{}',
      sign_item_id text UNIQUE REFERENCES sign_items,
      CONSTRAINT card_events_limit_has_sign_item CHECK ((change_type = 'LIMIT_CHANGED') = (sign_item_id IS NOT NULL))
    )`,
    // The history is read per card, newest first, a page at a time.
    `CREATE INDEX card_events_by_card ON card_events (payment_instrument_id, event_id DESC)`,
  ],
};
