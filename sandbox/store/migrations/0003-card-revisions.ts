import type { Migration } from './migration';

/** Tables whose rows belong to one card (`payment_instrument_id`) and show in the bank's view of it. */
const CARD_PARTS = ['limits', 'temporary_limits', 'temporary_geo_profiles', 'sign_items', 'card_access'] as const;

/**
 * A revision number per card that changes whenever anything the bank shows of the card
 * changes: the card itself, its limits, temporary entries, pending changes and who sees it,
 * its account and its holder. Kept by triggers, so no code path can forget it; from one
 * sequence, so a card deleted and seeded again never gets an old number back. The sandbox
 * keeps rendered answers keyed by these numbers (cards/rendered-cache.ts) and checks them in
 * the request's one query, so every instance on a store sees every change at once.
 */
export const cardRevisions: Migration = {
  version: 3,
  name: 'card revisions',
  statements: [
    `CREATE SEQUENCE card_revisions`,
    `ALTER TABLE cards ADD COLUMN revision bigint NOT NULL DEFAULT nextval('card_revisions')`,

    `CREATE FUNCTION renew_card_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.revision = OLD.revision THEN NEW.revision := nextval('card_revisions'); END IF;
      RETURN NEW;
    END $$`,
    `CREATE TRIGGER cards_revision BEFORE UPDATE ON cards FOR EACH ROW EXECUTE FUNCTION renew_card_revision()`,

    `CREATE FUNCTION bump_card_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        UPDATE cards SET revision = nextval('card_revisions') WHERE payment_instrument_id = OLD.payment_instrument_id;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        UPDATE cards SET revision = nextval('card_revisions') WHERE payment_instrument_id = NEW.payment_instrument_id;
      END IF;
      RETURN NULL;
    END $$`,
    ...CARD_PARTS.map(
      (table) =>
        `CREATE TRIGGER ${table}_card_revision AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION bump_card_revision()`,
    ),

    // No route changes accounts or customers today; should one ever, its cards show it.
    `CREATE FUNCTION bump_account_cards() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE cards SET revision = nextval('card_revisions') WHERE iban = OLD.iban;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER accounts_card_revision AFTER UPDATE ON accounts FOR EACH ROW EXECUTE FUNCTION bump_account_cards()`,
    `CREATE FUNCTION bump_customer_cards() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE cards SET revision = nextval('card_revisions') WHERE owner_customer_id = OLD.customer_id;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER customers_card_revision AFTER UPDATE ON customers FOR EACH ROW EXECUTE FUNCTION bump_customer_cards()`,
  ],
};
