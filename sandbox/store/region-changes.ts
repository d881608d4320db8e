import { randomUUID } from 'node:crypto';
import type { Region, TemporaryRegionRequest } from '../../domain/index';
import type { Queryable } from './database';

export async function setDefaultRegion(db: Queryable, cardId: string, region: Region): Promise<void> {
  await db.query('UPDATE cards SET default_geo_profile = $2 WHERE payment_instrument_id = $1', [cardId, region]);
}

export async function addTemporaryRegion(
  db: Queryable,
  cardId: string,
  request: TemporaryRegionRequest,
): Promise<string> {
  const id = `tg-${randomUUID()}`;
  await db.query(
    'INSERT INTO temporary_geo_profiles (temporary_geo_profile_id, payment_instrument_id, geo_profile, start_date, end_date) VALUES ($1, $2, $3, $4, $5)',
    [id, cardId, request.geoProfile, request.startDate, request.endDate],
  );
  return id;
}

export async function removeTemporaryRegion(
  db: Queryable,
  cardId: string,
  temporaryGeoProfileId: string,
): Promise<void> {
  await db.query(
    'DELETE FROM temporary_geo_profiles WHERE payment_instrument_id = $1 AND temporary_geo_profile_id = $2',
    [cardId, temporaryGeoProfileId],
  );
}
