import fc from 'fast-check';
import { REGIONS, regionChangeMade, type AskedRegionChange, type GeoProfile, type IsoDate } from '../../domain/index';
import { geoProfileArb } from '../support/arbitraries/index';

// Reading 103: a region change whose answer was lost is looked for on the geo profile read anew.
// Only what the change itself would have made counts: a profile that did not change, or changed
// otherwise, leaves the failure standing.

const askedArb: fc.Arbitrary<AskedRegionChange> = fc.record({
  region: fc.option(fc.constantFrom(...REGIONS), { nil: undefined }),
  durationType: fc.option(fc.constantFrom('continuously', 'temporarily' as const), { nil: undefined }),
  deleting: fc.boolean(),
});

const temporary = (id: string, geoProfile = 'WORLD') => ({
  temporaryGeoProfileId: id,
  geoProfile,
  startDate: '2026-11-26',
  endDate: '2026-11-26',
});
const europe: GeoProfile = { activeGeoProfile: 'EUR', defaultGeoProfile: 'EUR' };
const withTemporary: GeoProfile = { ...europe, temporaryGeoProfiles: [temporary('old')] };

describe('regionChangeMade', () => {
  it('finds nothing made on a profile read anew as it was', () => {
    fc.assert(
      fc.property(geoProfileArb('2026-11-23' as IsoDate), askedArb, (geo, asked) => {
        expect(regionChangeMade(geo, structuredClone(geo), asked)).toBeUndefined();
      }),
    );
  });

  it('finds nothing without the profile before or after', () => {
    fc.assert(
      fc.property(geoProfileArb('2026-11-23' as IsoDate), askedArb, (geo, asked) => {
        expect(regionChangeMade(undefined, geo, asked)).toBeUndefined();
        expect(regionChangeMade(geo, undefined, asked)).toBeUndefined();
      }),
    );
  });

  it('a default changed to the region asked', () => {
    const world = { activeGeoProfile: 'WORLD', defaultGeoProfile: 'WORLD' };
    const asked = { region: 'WORLD', durationType: 'continuously', deleting: false } as const;
    expect(regionChangeMade(europe, world, asked)).toEqual({ kind: 'changeDefault', region: 'WORLD' });
    expect(regionChangeMade(world, europe, { ...asked, region: 'EUR', durationType: undefined })).toEqual({
      kind: 'changeDefault',
      region: 'EUR',
    });
    // A temporary World made instead is not the default asked.
    expect(regionChangeMade(europe, withTemporary, asked)).toBeUndefined();
  });

  it('a new temporary profile of the region asked, made or replacing the one before', () => {
    const asked = { region: 'WORLD', durationType: 'temporarily', deleting: false } as const;
    const made = { ...europe, temporaryGeoProfiles: [temporary('new')] };
    expect(regionChangeMade(europe, made, asked)).toEqual({ kind: 'createTemporary', region: 'WORLD' });
    expect(regionChangeMade(withTemporary, made, asked)).toEqual({ kind: 'replaceTemporary', region: 'WORLD' });
    // Only the old one deleted (a replacement cut short), or the old one still there: not made.
    expect(regionChangeMade(withTemporary, europe, asked)).toBeUndefined();
    expect(regionChangeMade(withTemporary, withTemporary, asked)).toBeUndefined();
  });

  it('the temporary profile deleted', () => {
    const asked = { region: undefined, durationType: 'temporarily', deleting: true } as const;
    expect(regionChangeMade(withTemporary, europe, asked)).toEqual({ kind: 'deleteTemporary' });
    expect(regionChangeMade(europe, europe, asked)).toBeUndefined();
  });
});
