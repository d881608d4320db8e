import { addDays, addMonths, instantAtBankTime, type IsoDate } from '../../domain/index';
import { endOfMonth } from '../cards/card-dates';
import { recordCardEvent } from '../store/card-events';
import type { Queryable } from '../store/database';
import { confirmationCode } from '../store/sign-items';
import { seedHistory } from './seed-history';
import { seedPeriod } from './seed-period';
import type { SeedBank } from './seed-types';

/** Loads the demo bank into an empty store, with every date relative to the sandbox's today. */
export async function seedBank(tx: Queryable, bank: SeedBank, today: IsoDate): Promise<void> {
  for (const customer of bank.customers) {
    const { streetName, houseNumber, postCode, cityName } = customer.address;
    await tx.query(
      `INSERT INTO customers (customer_id, bc_number, name, segment, company_name, summary, demo_order, street_name, house_number, post_code, city_name, auth_level)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        customer.id,
        customer.bcNumber,
        customer.name,
        customer.segment,
        customer.companyName ?? null,
        customer.demo?.summary ?? null,
        customer.demo?.order ?? null,
        streetName,
        houseNumber,
        postCode,
        cityName,
        customer.authLevel,
      ],
    );
  }
  for (const product of bank.products) {
    await tx.query('INSERT INTO products (product_id, name_nl, name_en, reissue_fee) VALUES ($1, $2, $3, $4)', [
      product.id,
      product.nameNl,
      product.nameEn,
      product.reissueFee,
    ]);
  }
  for (const account of bank.accounts) {
    await tx.query('INSERT INTO accounts (iban, balance) VALUES ($1, $2)', [account.iban, account.balance]);
  }
  let listOrder = 0;
  for (const card of bank.cards) {
    await tx.query(
      `INSERT INTO cards (payment_instrument_id, usage_id, usage_code, scheme, iban, sequence_number, owner_customer_id, product_id,
         masked_pan, printed_name, state, suspended_by, expiry_date, reissue_reasons, capabilities, default_geo_profile)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        card.id,
        `usage-${card.id}`,
        card.usageCode,
        card.scheme,
        card.iban,
        card.sequenceNumber,
        card.holder,
        card.productId,
        card.maskedPan,
        card.printedName,
        card.state,
        card.suspendedBy,
        endOfMonth(addMonths(today, card.expiresInMonths)),
        card.reissueReasons,
        card.capabilities,
        card.defaultRegion,
      ],
    );
    for (const access of card.access) {
      listOrder += 1;
      await tx.query(
        'INSERT INTO card_access (customer_id, payment_instrument_id, sees_details, list_order) VALUES ($1, $2, $3, $4)',
        [access.customer, card.id, access.seesDetails, listOrder],
      );
    }
    for (const [limitType, [defaultValue, maxValue]] of Object.entries(card.limits)) {
      await tx.query(
        'INSERT INTO limits (payment_instrument_id, limit_type, default_value, max_value) VALUES ($1, $2, $3, $4)',
        [card.id, limitType, defaultValue, maxValue],
      );
    }
    for (const [index, temporary] of (card.temporaryLimits ?? []).entries()) {
      const { startDate, endDate } = seedPeriod(temporary, today);
      await tx.query(
        'INSERT INTO temporary_limits (temporary_limit_id, payment_instrument_id, limit_type, limit_value, start_date, end_date) VALUES ($1, $2, $3, $4, $5, $6)',
        [`tl-${card.id}-${index + 1}`, card.id, temporary.limitType, temporary.limitValue, startDate, endDate],
      );
    }
    for (const [index, temporary] of (card.temporaryRegions ?? []).entries()) {
      const { startDate, endDate } = seedPeriod(temporary, today);
      await tx.query(
        'INSERT INTO temporary_geo_profiles (temporary_geo_profile_id, payment_instrument_id, geo_profile, start_date, end_date) VALUES ($1, $2, $3, $4, $5)',
        [`tg-${card.id}-${index + 1}`, card.id, temporary.geoProfile, startDate, endDate],
      );
    }
    await seedHistory(tx, card, today);
  }
  for (const change of bank.pendingChanges) {
    await tx.query(
      `INSERT INTO sign_items (tps_id, source_id, customer_id, payment_instrument_id, operation, limit_type, old_value, new_value, code)
       SELECT $1, $2, $3, $4, 'changeDefault', $5, default_value, $6, $7 FROM limits WHERE payment_instrument_id = $4 AND limit_type = $5`,
      [
        change.tpsId,
        change.sourceId,
        change.customer,
        change.card,
        change.limitType,
        change.newValue,
        confirmationCode(),
      ],
    );
    // Asked for yesterday and left for later; seeded without a day to sign by, so the demo keeps it.
    await recordCardEvent(tx, change.card, instantAtBankTime(addDays(today, -1), '17:45'), {
      type: 'LIMIT_CHANGED',
      signItemId: change.tpsId,
    });
  }
}

/** Every table the seed fills, children first: a reset empties them and seeds again. */
export const SEEDED_TABLES = [
  'card_events',
  'sign_items',
  'temporary_geo_profiles',
  'temporary_limits',
  'limits',
  'card_access',
  'cards',
  'accounts',
  'products',
  'customers',
  'faults',
  'disturbances',
] as const;
