import { addDays, instantAtBankTime, type IsoDate } from '../../domain/index';
import { recordCardEvent } from '../store/card-events';
import type { Queryable } from '../store/database';
import { seedPeriod } from './seed-period';
import type { SeedCard, SeedHistoryEntry } from './seed-types';

/** A seeded limit change's sign item, in the state its entry says; decided when signed, or when its day ended. */
async function seedSignItem(
  tx: Queryable,
  card: SeedCard,
  entry: Extract<SeedHistoryEntry, { type: 'LIMIT_CHANGED' }>,
  index: number,
  day: IsoDate,
  today: IsoDate,
) {
  const tpsId = `seed-${card.id}-${index + 1}`;
  const at = instantAtBankTime(day, entry.time);
  const decidedAt =
    entry.signing === 'SIGNED'
      ? new Date(Date.parse(at) + 3 * 60_000).toISOString()
      : instantAtBankTime(addDays(day, 1), '00:00');
  const period = entry.period ? seedPeriod(entry.period, today) : undefined;
  await tx.query(
    `INSERT INTO sign_items (tps_id, source_id, customer_id, payment_instrument_id, operation, limit_type, old_value, new_value,
       start_date, end_date, code, status, sign_by, created_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '000000', $11, $12, $13, $14)`,
    [
      tpsId,
      `BAI540-${tpsId}`,
      card.holder,
      card.id,
      entry.operation,
      entry.limitType,
      entry.oldValue,
      entry.newValue,
      period?.startDate ?? null,
      period?.endDate ?? null,
      entry.signing,
      day,
      at,
      decidedAt,
    ],
  );
  return tpsId;
}

/**
 * A card's past changes, as events (and sign items for limit changes), dated relative to the
 * sandbox's today. What they left behind is there too, as a signed change or an added region
 * would have left it (ended entries stay in the store, hidden once past): every event has its change.
 */
export async function seedHistory(tx: Queryable, card: SeedCard, today: IsoDate): Promise<void> {
  const history = card.history ?? [];
  const deletedLater = (id: string) =>
    history.some((entry) => entry.type === 'TEMPORARY_REGION_DELETED' && entry.id === id);
  for (const [index, entry] of history.entries()) {
    const day = addDays(today, -entry.daysAgo);
    const at = instantAtBankTime(day, entry.time);
    switch (entry.type) {
      case 'BLOCKED':
      case 'UNBLOCKED':
        await recordCardEvent(tx, card.id, at, { type: entry.type });
        break;
      case 'DEFAULT_REGION_CHANGED':
        await recordCardEvent(tx, card.id, at, { type: entry.type, before: entry.before, after: entry.after });
        break;
      case 'TEMPORARY_REGION_ADDED':
      case 'TEMPORARY_REGION_DELETED': {
        const region = {
          temporaryGeoProfileId: `tg-${card.id}-${entry.id}`,
          geoProfile: entry.geoProfile,
          ...seedPeriod(entry.period, today),
        };
        if (entry.type === 'TEMPORARY_REGION_ADDED' && !deletedLater(entry.id)) {
          await tx.query(
            'INSERT INTO temporary_geo_profiles (temporary_geo_profile_id, payment_instrument_id, geo_profile, start_date, end_date) VALUES ($1, $2, $3, $4, $5)',
            [region.temporaryGeoProfileId, card.id, region.geoProfile, region.startDate, region.endDate],
          );
        }
        await recordCardEvent(tx, card.id, at, { type: entry.type, ...region });
        break;
      }
      case 'LIMIT_CHANGED':
        if (entry.signing === 'SIGNED' && entry.operation === 'createTemporary' && entry.period) {
          const { startDate, endDate } = seedPeriod(entry.period, today);
          await tx.query(
            'INSERT INTO temporary_limits (temporary_limit_id, payment_instrument_id, limit_type, limit_value, start_date, end_date) VALUES ($1, $2, $3, $4, $5, $6)',
            [`tl-${card.id}-h${index + 1}`, card.id, entry.limitType, entry.newValue, startDate, endDate],
          );
        }
        await recordCardEvent(tx, card.id, at, {
          type: entry.type,
          signItemId: await seedSignItem(tx, card, entry, index, day, today),
        });
        break;
    }
  }
}
