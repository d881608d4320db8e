import {
  chooseRegion,
  chooseRegionDuration,
  chooseRegionOption,
  chooseRegionStart,
  dateWindow,
  initialRegionForm,
  isEuropeDisabled,
  latestEndDate,
  periodForOption,
  regionFormWarnings,
  showsDurationAfterRegion,
  showsRegionChoice,
  showsTemporaryOptions,
  type GeoProfile,
  type IsoDate,
  type RegionForm,
} from '../../domain/index';

// Section 4, "Region editing", bullet by bullet, with section 2.6's visibility rules and section
// 5's region warning. Today is Monday 23 November 2026.

const today = '2026-11-23' as IsoDate;
const d = (text: string) => text as IsoDate;
const allowed = { earliestStartDate: '2026-11-23', latestStartDate: '2027-06-01', maxPeriod: 30 };

const geo = (
  defaultGeoProfile: string,
  temporary?: { startDate: string; endDate: string; geoProfile?: string },
): GeoProfile => ({
  activeGeoProfile: temporary ? (temporary.geoProfile ?? 'WORLD') : defaultGeoProfile,
  defaultGeoProfile,
  allowedTemporaryGeoProfileDates: allowed,
  temporaryGeoProfiles: temporary ? [{ temporaryGeoProfileId: 'g-1', geoProfile: 'WORLD', ...temporary }] : [],
});

const europe = geo('EUR');
const world = geo('WORLD');
const withPeriod = geo('EUR', { startDate: '2026-12-01', endDate: '2026-12-04' });

describe('region editing: the initial state', () => {
  it('selects the default region when there is no temporary profile', () => {
    expect(initialRegionForm(europe)).toEqual({ region: 'EUR', durationType: undefined, option: undefined });
    expect(initialRegionForm(world)).toEqual({ region: 'WORLD', durationType: undefined, option: undefined });
  });

  it('reads any default value other than WORLD as Europe', () => {
    expect(initialRegionForm(geo('EUR_PLUS')).region).toBe('EUR');
  });

  it('selects nothing when a temporary profile exists: the customer first chooses what to change', () => {
    expect(initialRegionForm(withPeriod)).toEqual({ region: undefined, durationType: undefined, option: undefined });
  });
});

describe('region editing: changing the region', () => {
  it('resets the duration (and option) when there is no temporary profile', () => {
    const form: RegionForm = { region: 'WORLD', durationType: 'temporarily', option: 'period', start: d('2026-12-01') };
    expect(chooseRegion(form, 'EUR', world)).toEqual({ region: 'EUR', durationType: undefined, option: undefined });
  });

  it('keeps the chosen duration when a temporary profile exists', () => {
    const form: RegionForm = { region: 'EUR', durationType: 'continuously', option: undefined };
    expect(chooseRegion(form, 'WORLD', withPeriod)).toEqual({
      region: 'WORLD',
      durationType: 'continuously',
      option: undefined,
    });
  });
});

describe('region editing: changing the duration type', () => {
  it('clears the temporary-duration option', () => {
    const form: RegionForm = {
      region: 'WORLD',
      durationType: 'temporarily',
      option: 'anotherDay',
      start: d('2026-12-01'),
    };
    expect(chooseRegionDuration(form, 'continuously', world, today)).toEqual({
      region: 'WORLD',
      durationType: 'continuously',
      option: undefined,
    });
  });

  it('with a temporary profile and “continuously”, shows the default region', () => {
    const form: RegionForm = { region: 'WORLD', durationType: 'temporarily', option: 'period' };
    expect(chooseRegionDuration(form, 'continuously', withPeriod, today)).toEqual({
      region: 'EUR',
      durationType: 'continuously',
      option: undefined,
    });
  });

  it.each([
    ['start = end = today', { startDate: '2026-11-23', endDate: '2026-11-23' }, { option: 'onlyToday' }],
    [
      'start = end, another day',
      { startDate: '2026-12-01', endDate: '2026-12-01' },
      { option: 'anotherDay', start: '2026-12-01' },
    ],
    [
      'a period',
      { startDate: '2026-12-01', endDate: '2026-12-04' },
      { option: 'period', start: '2026-12-01', end: '2026-12-04' },
    ],
  ])(
    'with “temporarily”, shows the temporary region with its option inferred as for limits: %s',
    (_case, period, chosen) => {
      const form: RegionForm = { region: undefined, durationType: undefined, option: undefined };
      expect(chooseRegionDuration(form, 'temporarily', geo('EUR', period), today)).toEqual({
        region: 'WORLD',
        durationType: 'temporarily',
        ...chosen,
      });
    },
  );

  it('with “temporarily” and a temporary profile whose dates are unreadable, leaves the option to the customer', () => {
    const broken = geo('EUR', { startDate: '2026-02-30', endDate: 'soon' });
    expect(
      chooseRegionDuration(
        { region: undefined, durationType: undefined, option: undefined },
        'temporarily',
        broken,
        today,
      ),
    ).toEqual({
      region: 'WORLD',
      durationType: 'temporarily',
      option: undefined,
    });
  });
});

describe('region editing: Europe while “temporarily”', () => {
  it('is disabled while “temporarily” is chosen and a temporary profile exists', () => {
    expect(isEuropeDisabled({ region: 'WORLD', durationType: 'temporarily', option: 'period' }, withPeriod)).toBe(true);
  });

  it('is enabled for “continuously”, before a duration is chosen, and without a temporary profile', () => {
    expect(isEuropeDisabled({ region: 'EUR', durationType: 'continuously', option: undefined }, withPeriod)).toBe(
      false,
    );
    expect(isEuropeDisabled({ region: undefined, durationType: undefined, option: undefined }, withPeriod)).toBe(false);
    expect(isEuropeDisabled({ region: 'WORLD', durationType: 'temporarily', option: 'period' }, world)).toBe(false);
  });
});

describe('region editing: dates', () => {
  it('clears both dates when the option changes', () => {
    const form: RegionForm = {
      region: 'WORLD',
      durationType: 'temporarily',
      option: 'period',
      start: d('2026-12-01'),
      end: d('2026-12-04'),
    };
    expect(chooseRegionOption(form, 'anotherDay')).toEqual({
      region: 'WORLD',
      durationType: 'temporarily',
      option: 'anotherDay',
    });
  });

  it('clears the end when the start changes, and lets the end run to start + maxPeriod days', () => {
    const form: RegionForm = {
      region: 'WORLD',
      durationType: 'temporarily',
      option: 'period',
      start: d('2026-12-01'),
      end: d('2026-12-04'),
    };
    expect(chooseRegionStart(form, d('2026-12-07'))).toEqual({ ...form, start: '2026-12-07', end: undefined });
    expect(latestEndDate(d('2026-12-07'), dateWindow(today, world.allowedTemporaryGeoProfileDates))).toBe('2027-01-06');
  });

  it('sends the dates as for limits', () => {
    expect(periodForOption('onlyToday', {}, today)).toEqual({ startDate: today, endDate: today });
    expect(periodForOption('anotherDay', { start: d('2026-12-01') }, today)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
    expect(periodForOption('period', { start: d('2026-12-01'), end: d('2026-12-04') }, today)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-04',
    });
  });
});

describe('region editing: what shows (section 2.6)', () => {
  it('shows the region choice without a temporary profile, or once a duration is chosen', () => {
    expect(showsRegionChoice({ region: 'EUR', durationType: undefined, option: undefined }, europe)).toBe(true);
    expect(showsRegionChoice({ region: undefined, durationType: undefined, option: undefined }, withPeriod)).toBe(
      false,
    );
    expect(showsRegionChoice({ region: 'EUR', durationType: 'continuously', option: undefined }, withPeriod)).toBe(
      true,
    );
  });

  it('asks how long after World only when there is no temporary profile', () => {
    expect(showsDurationAfterRegion({ region: 'WORLD', durationType: undefined, option: undefined }, europe)).toBe(
      true,
    );
    expect(showsDurationAfterRegion({ region: 'EUR', durationType: undefined, option: undefined }, europe)).toBe(false);
    expect(
      showsDurationAfterRegion({ region: 'WORLD', durationType: 'temporarily', option: undefined }, withPeriod),
    ).toBe(false);
  });

  it('offers the temporary options for World “temporarily” only', () => {
    expect(showsTemporaryOptions({ region: 'WORLD', durationType: 'temporarily', option: undefined })).toBe(true);
    expect(showsTemporaryOptions({ region: 'WORLD', durationType: 'continuously', option: undefined })).toBe(false);
    expect(showsTemporaryOptions({ region: 'EUR', durationType: 'temporarily', option: undefined })).toBe(false);
  });
});

describe('region editing: warnings (section 5)', () => {
  const warnings = (form: RegionForm, on: GeoProfile) => regionFormWarnings(form, { geo: on, today });

  it('needs a duration for World', () => {
    expect(warnings({ region: 'WORLD', durationType: undefined, option: undefined }, europe)).toEqual([
      { field: 'durationType', key: 'durationTypeRequired' },
    ]);
  });

  it('needs no duration for Europe', () => {
    expect(warnings({ region: 'EUR', durationType: undefined, option: undefined }, world)).toEqual([]);
  });

  it('asks first what to change when a temporary profile exists and nothing is chosen', () => {
    expect(warnings({ region: undefined, durationType: undefined, option: undefined }, withPeriod)).toEqual([
      { field: 'durationType', key: 'durationTypeRequired' },
    ]);
  });

  it('needs an option for World “temporarily”, then valid dates', () => {
    expect(warnings({ region: 'WORLD', durationType: 'temporarily', option: undefined }, europe)).toEqual([
      { field: 'temporaryOption', key: 'tempDurationRequired' },
    ]);
    expect(
      warnings({ region: 'WORLD', durationType: 'temporarily', option: 'anotherDay', start: d('2026-11-28') }, europe),
    ).toEqual([{ field: 'startDate', key: 'dateIsWeekend' }]);
    expect(
      warnings(
        {
          region: 'WORLD',
          durationType: 'temporarily',
          option: 'period',
          start: d('2026-12-01'),
          end: d('2026-12-04'),
        },
        europe,
      ),
    ).toEqual([]);
  });

  it('has nothing to say about World “continuously”', () => {
    expect(warnings({ region: 'WORLD', durationType: 'continuously', option: undefined }, europe)).toEqual([]);
  });
});
