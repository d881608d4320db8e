import type { IsoDate } from '../../domain/index';
import type { Database } from '../store/database';
import { clearDeviceCodeSends } from '../store/device-code-sends';
import { seedBank, SEEDED_TABLES } from './seed';
import type { SeedBank } from './seed-types';

/** Serialises seeding and resets of instances sharing one store. */
const SEED_LOCK = 7_300_302;

/** Seeds an empty store; a store that has data keeps it (a restart is not a reset). */
export async function seedIfEmpty(database: Database, bank: SeedBank, today: IsoDate): Promise<boolean> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const rows = await tx.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM customers) AS seeded');
    if (rows[0]!.seeded) return false;
    await seedBank(tx, bank, today);
    return true;
  });
}

/**
 * Back to the seed data, in one transaction, with no codes counted as sent; sessions, the fixed
 * date and analytics stay.
 * Every change to a card takes that card's row lock first, so the reset takes all of them
 * before deleting: a change in flight finishes first (and is wiped), or waits and then finds
 * its card gone. Without them, a sign item could be inserted between the deletes of
 * `sign_items` and `cards`, and the reset broke on the foreign key.
 */
export async function resetToSeed(database: Database, bank: SeedBank, today: IsoDate): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await tx.query('SELECT 1 FROM cards ORDER BY payment_instrument_id FOR UPDATE');
    for (const table of SEEDED_TABLES) await tx.query(`DELETE FROM ${table}`);
    await seedBank(tx, bank, today);
    // Fresh customers may be sent codes afresh.
    await clearDeviceCodeSends(tx);
  });
}
