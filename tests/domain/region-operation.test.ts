import {
  regionNotificationKey,
  regionSubmitOperation,
  type RegionOperation,
  type TemporaryGeoProfile,
} from '../../domain/index';

// Section 3's region notification keys and section 4's region submit decision.

const existing: TemporaryGeoProfile = {
  temporaryGeoProfileId: 'g-1',
  geoProfile: 'WORLD',
  startDate: '2026-12-01',
  endDate: '2026-12-04',
};

describe('region notification keys (section 3)', () => {
  it.each<[RegionOperation, string]>([
    [{ kind: 'changeDefault', region: 'WORLD' }, 'changedDefaultGeoProfile'],
    [{ kind: 'createTemporary', region: 'WORLD' }, 'newTemporaryGeoProfile'],
    [{ kind: 'replaceTemporary', region: 'WORLD' }, 'changedTemporaryGeoProfile'],
    [{ kind: 'deleteTemporary' }, 'deletedTemporaryGeoProfile'],
  ])('%j shows %s', (operation, key) => {
    expect(regionNotificationKey(operation)).toBe(key);
  });
});

describe('the region submit decision (section 4)', () => {
  it('changes the default region for Europe, whatever the duration', () => {
    expect(regionSubmitOperation('EUR', 'temporarily', existing)).toEqual({ kind: 'changeDefault', region: 'EUR' });
    expect(regionSubmitOperation('EUR', undefined, undefined)).toEqual({ kind: 'changeDefault', region: 'EUR' });
  });

  it('changes the default region for “continuously”', () => {
    expect(regionSubmitOperation('WORLD', 'continuously', undefined)).toEqual({
      kind: 'changeDefault',
      region: 'WORLD',
    });
    expect(regionSubmitOperation('WORLD', 'continuously', existing)).toEqual({
      kind: 'changeDefault',
      region: 'WORLD',
    });
  });

  it('replaces (deletes, then creates) an existing temporary profile for World “temporarily”', () => {
    expect(regionSubmitOperation('WORLD', 'temporarily', existing)).toEqual({
      kind: 'replaceTemporary',
      region: 'WORLD',
    });
  });

  it('creates a temporary profile for World “temporarily” when there is none', () => {
    expect(regionSubmitOperation('WORLD', 'temporarily', undefined)).toEqual({
      kind: 'createTemporary',
      region: 'WORLD',
    });
  });
});
