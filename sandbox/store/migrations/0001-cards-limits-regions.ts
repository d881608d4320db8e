import type { Migration } from './migration';

/**
 * The bank's card data, the pending changes and the sandbox's own state. The invariants the
 * bank guarantees under concurrency live here, not only in code: temporary entries of one card
 * and type never overlap (exclusion constraints), and a card has at most one change waiting to
 * be signed (a partial unique index).
 */
export const cardsLimitsRegions: Migration = {
  version: 1,
  name: 'cards, limits, regions, sign items, sessions, control state',
  statements: [
    `CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public`,

    `CREATE TABLE customers (
      customer_id text PRIMARY KEY,
      bc_number text NOT NULL UNIQUE,
      name text NOT NULL,
      segment text NOT NULL CHECK (segment IN ('private', 'business')),
      company_name text,
      summary text,
      demo_order integer,
      street_name text NOT NULL,
      house_number text NOT NULL,
      post_code text NOT NULL,
      city_name text NOT NULL
    )`,

    `CREATE TABLE accounts (
      iban text PRIMARY KEY,
      balance numeric(14, 2) NOT NULL
    )`,

    `CREATE TABLE products (
      product_id text PRIMARY KEY,
      name_nl text NOT NULL,
      name_en text NOT NULL,
      reissue_fee numeric(8, 2) NOT NULL CHECK (reissue_fee >= 0)
    )`,

    `CREATE TABLE cards (
      payment_instrument_id text PRIMARY KEY,
      usage_id text NOT NULL UNIQUE,
      usage_code text NOT NULL,
      scheme text NOT NULL CHECK (scheme IN ('MAESTRO', 'DMC')),
      iban text NOT NULL REFERENCES accounts,
      sequence_number text NOT NULL,
      owner_customer_id text NOT NULL REFERENCES customers,
      product_id text NOT NULL REFERENCES products,
      masked_pan text NOT NULL,
      printed_name text NOT NULL,
      state text NOT NULL,
      suspended_by text[] NOT NULL DEFAULT '{}',
      expiry_date date NOT NULL,
      reissue_reasons text[] NOT NULL,
      capabilities text[] NOT NULL,
      default_geo_profile text NOT NULL CHECK (default_geo_profile IN ('EUR', 'WORLD')),
      replaced_by text REFERENCES cards,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,

    `CREATE TABLE card_access (
      customer_id text NOT NULL REFERENCES customers,
      payment_instrument_id text NOT NULL REFERENCES cards,
      sees_details boolean NOT NULL,
      list_order integer NOT NULL,
      PRIMARY KEY (customer_id, payment_instrument_id)
    )`,

    `CREATE TABLE limits (
      payment_instrument_id text NOT NULL REFERENCES cards,
      limit_type text NOT NULL CHECK (limit_type IN ('ECOM', 'POS', 'ATM')),
      default_value integer NOT NULL CHECK (default_value >= 0),
      max_value integer NOT NULL CHECK (max_value >= default_value),
      PRIMARY KEY (payment_instrument_id, limit_type)
    )`,

    `CREATE TABLE temporary_limits (
      temporary_limit_id text PRIMARY KEY,
      payment_instrument_id text NOT NULL,
      limit_type text NOT NULL CHECK (limit_type IN ('POS', 'ATM')),
      limit_value integer NOT NULL CHECK (limit_value >= 0),
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date >= start_date),
      FOREIGN KEY (payment_instrument_id, limit_type) REFERENCES limits,
      CONSTRAINT temporary_limits_no_overlap EXCLUDE USING gist (
        payment_instrument_id WITH =, limit_type WITH =, daterange(start_date, end_date, '[]') WITH &&
      )
    )`,

    `CREATE TABLE temporary_geo_profiles (
      temporary_geo_profile_id text PRIMARY KEY,
      payment_instrument_id text NOT NULL REFERENCES cards,
      geo_profile text NOT NULL CHECK (geo_profile IN ('EUR', 'WORLD')),
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date >= start_date),
      CONSTRAINT temporary_geo_profiles_no_overlap EXCLUDE USING gist (
        payment_instrument_id WITH =, daterange(start_date, end_date, '[]') WITH &&
      )
    )`,

    `CREATE TABLE sign_items (
      tps_id text PRIMARY KEY,
      source_id text NOT NULL UNIQUE,
      customer_id text NOT NULL REFERENCES customers,
      payment_instrument_id text NOT NULL REFERENCES cards,
      operation text NOT NULL CHECK (operation IN ('changeDefault', 'createTemporary', 'changeTemporary', 'deleteTemporary')),
      limit_type text NOT NULL CHECK (limit_type IN ('ECOM', 'POS', 'ATM')),
      old_value integer,
      new_value integer,
      start_date date,
      end_date date,
      old_start_date date,
      old_end_date date,
      temporary_limit_id text,
      code text NOT NULL,
      failed_attempts integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SIGNED', 'LOCKED')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`,
    `CREATE UNIQUE INDEX sign_items_one_pending_per_card ON sign_items (payment_instrument_id) WHERE status = 'PENDING'`,

    // No foreign key: a reset re-creates the customers and keeps everyone signed in.
    `CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      customer_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now()
    )`,

    `CREATE TABLE settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL
    )`,

    `CREATE TABLE faults (
      fault_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      method text NOT NULL,
      path_pattern text NOT NULL,
      status integer NOT NULL CHECK (status BETWEEN 400 AND 599),
      body jsonb NOT NULL,
      remaining integer NOT NULL CHECK (remaining >= 0)
    )`,

    `CREATE TABLE disturbances (
      position integer PRIMARY KEY,
      status text NOT NULL,
      header text NOT NULL,
      details text NOT NULL,
      language text
    )`,

    `CREATE TABLE analytics_events (
      event_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      received_at timestamptz NOT NULL DEFAULT now(),
      event jsonb NOT NULL
    )`,
  ],
};
