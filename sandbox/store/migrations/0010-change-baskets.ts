import type { Migration } from './migration';

/**
 * Issue 35: several limit changes of one card under one signature. The basket's first change is
 * its sign item; the others point at it (`basket_of`) and share its state, so the card's one
 * pending place (the unique index) stays one per basket while each change keeps its own row and
 * its own event in the card's history.
 */
export const changeBaskets: Migration = {
  version: 10,
  name: 'change baskets',
  statements: [
    `ALTER TABLE sign_items ADD COLUMN basket_of text REFERENCES sign_items (tps_id) ON DELETE CASCADE`,
    // The change's place in its basket (the sign item itself is 1): the order they are applied in.
    `ALTER TABLE sign_items ADD COLUMN basket_position smallint`,
    `DROP INDEX sign_items_one_pending_per_card`,
    `CREATE UNIQUE INDEX sign_items_one_pending_per_card ON sign_items (payment_instrument_id) WHERE status = 'PENDING' AND basket_of IS NULL`,
  ],
};
