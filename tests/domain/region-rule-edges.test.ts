import {
  checkDefaultRegionRequest,
  checkTemporaryRegionDeletion,
  checkTemporaryRegionRequest,
  type GeoProfile,
  type TemporaryGeoProfile,
} from '../../domain/index';
import { aCard, TODAY } from '../support/builders/card';

// Issue 36: the edges of the region rules the mutation run (npm run test:mutation -- region-rules)
// found no test for, the numbers stated as they are.
const refused = (code: string, field?: string) => ({ ok: false, error: field ? { code, field } : { code } });
const world = (temporaryGeoProfileId: string, startDate: string, endDate: string): TemporaryGeoProfile => ({
  temporaryGeoProfileId,
  geoProfile: 'WORLD',
  startDate,
  endDate,
});
const geoWith = (temporaryGeoProfiles: TemporaryGeoProfile[]): GeoProfile => ({
  ...aCard().build().geoProfile!,
  defaultGeoProfile: 'EUR',
  temporaryGeoProfiles,
});

describe('a region body that is no object', () => {
  it.each(['WORLD', 7, true, ['WORLD']])('%p is REQUEST_INVALID, default or temporary', (body) => {
    const geo = geoWith([]);
    expect(checkDefaultRegionRequest(body, geo)).toEqual(refused('REQUEST_INVALID'));
    expect(checkTemporaryRegionRequest(body, { geo, today: TODAY })).toEqual(refused('REQUEST_INVALID'));
  });
});

describe('a cap of three temporary regions (a stand-in bank’s, passed by the caller)', () => {
  const body = { geoProfile: 'WORLD', startDate: '2026-12-14', endDate: '2026-12-15' };
  const check = (stored: TemporaryGeoProfile[]) =>
    checkTemporaryRegionRequest(body, { geo: geoWith(stored), today: TODAY, maxTemporaryGeoProfiles: 3 });
  const a = world('a', '2026-11-24', '2026-11-25');
  const b = world('b', '2026-11-30', '2026-12-01');
  const c = world('c', '2026-12-07', '2026-12-08');

  it('refuses a fourth with 1021', () => {
    expect(check([a, b, c])).toEqual(refused('MESSAGE_BAI540_1021'));
  });

  it('takes a third beside two', () => {
    expect(check([a, b])).toEqual({ ok: true, value: body });
  });
});

describe('deleting a temporary region', () => {
  it('finds the entry by its id, and no other', () => {
    const a = world('a', '2026-11-24', '2026-11-25');
    const b = world('b', '2026-11-30', '2026-12-01');
    expect(checkTemporaryRegionDeletion('b', geoWith([a, b]))).toEqual({ ok: true, value: b });
    expect(checkTemporaryRegionDeletion('c', geoWith([a, b]))).toEqual(refused('TEMPORARY_GEO_PROFILE_NOT_FOUND'));
  });
});
