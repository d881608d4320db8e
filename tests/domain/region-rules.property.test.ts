import fc from 'fast-check';
import {
  addDays,
  checkDefaultRegionRequest,
  checkTemporaryRegionRequest,
  daysBetween,
  REGIONS,
  type GeoProfile,
  type IsoDate,
  type Region,
  type TemporaryGeoProfile,
} from '../../domain/index';
import {
  acceptedTemporaryRegionArb,
  allowedDatesArb,
  geoProfileArb,
  periodApartFromArb,
  todayArb,
  type TemporaryRegionScenario,
} from '../support/arbitraries/index';
import { plusDays } from '../support/arbitraries/day-numbers';
import { apartFrom, DATE_BREAKERS } from '../support/period-breakers';
import { dateRuleViolations, shareADay, toViolation, type DateRule, type Violation } from '../support/period-oracle';

// Section 5's server rules for temporary international use: the same date rules as limits, a
// temporary region that differs from the default one, no overlap, and a bound on how many.

const withProfiles = (
  scenario: TemporaryRegionScenario,
  temporaryGeoProfiles: readonly TemporaryGeoProfile[],
): GeoProfile => ({
  ...scenario.geo,
  temporaryGeoProfiles,
});

const refusal = (code: string, field?: string) => ({
  ok: false,
  error: field === undefined ? { code } : { code, field },
});

/** Every rule a temporary-region request breaks, restated from the spec. */
function temporaryRegionViolations(
  body: { geoProfile: Region; startDate: IsoDate; endDate: IsoDate },
  geo: GeoProfile,
  today: IsoDate,
): Violation[] {
  const violations: Violation[] = dateRuleViolations(body, { today, allowed: geo.allowedTemporaryGeoProfileDates }).map(
    toViolation,
  );
  const defaultRegion = geo.defaultGeoProfile === 'WORLD' ? 'WORLD' : 'EUR';
  if (body.geoProfile === defaultRegion)
    violations.push({ rule: 'sameAsDefault', code: 'MESSAGE_BAI540_1024', field: 'geoProfile' });
  const stored = geo.temporaryGeoProfiles ?? [];
  if (stored.some((other) => shareADay(body, other)))
    violations.push({ rule: 'overlaps', code: 'TEMPORARY_GEO_PROFILE_OVERLAPS' });
  if (stored.length >= 3) violations.push({ rule: 'tooMany', code: 'MESSAGE_BAI540_1021' });
  return violations;
}

/** Cheap day arithmetic for the generators below. */
const day = (date: string, days: number) => plusDays(date, days) as IsoDate;

const nearMissArb = todayArb.chain((today) =>
  fc
    .record({
      allowed: allowedDatesArb(today),
      defaultGeoProfile: fc.constantFrom('EUR', 'WORLD'),
      geoProfile: fc.constantFrom(...REGIONS),
      startOffset: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -3, max: 25 }) },
        { weight: 1, arbitrary: fc.integer({ min: -10, max: 260 }) },
      ),
      length: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -2, max: 20 }) },
        { weight: 1, arbitrary: fc.integer({ min: 300, max: 420 }) },
      ),
      stored: fc.array(fc.record({ id: fc.uuid(), start: fc.integer({ min: -30, max: 300 }), length: fc.nat(40) }), {
        maxLength: 3,
      }),
    })
    .map((drawn) => {
      const startDate = day(today, drawn.startOffset);
      const geo: GeoProfile = {
        activeGeoProfile: drawn.defaultGeoProfile,
        defaultGeoProfile: drawn.defaultGeoProfile,
        ...(drawn.allowed ? { allowedTemporaryGeoProfileDates: drawn.allowed } : {}),
        temporaryGeoProfiles: drawn.stored.map((entry) => ({
          temporaryGeoProfileId: entry.id,
          geoProfile: 'WORLD',
          startDate: day(today, entry.start),
          endDate: day(today, entry.start + entry.length),
        })),
      };
      return { today, geo, body: { geoProfile: drawn.geoProfile, startDate, endDate: day(startDate, drawn.length) } };
    }),
);

const missingArb: fc.Arbitrary<unknown> = fc.constantFrom(undefined, null, '');
const otherThanRegionArb: fc.Arbitrary<unknown> = fc
  .anything()
  .filter((value) => !['EUR', 'WORLD', '', undefined, null].includes(value as string));

/** The sandbox's cap (docs/spec-readings.md, 7), stated here as the number it is, not imported. */
const CAP = 3;

describe('checkTemporaryRegionRequest', () => {
  it('accepts every request that satisfies all of section 5’s rules, unchanged', () => {
    fc.assert(
      fc.property(acceptedTemporaryRegionArb, ({ body, geo, today }) => {
        expect(checkTemporaryRegionRequest(body, { geo, today })).toEqual({ ok: true, value: body });
      }),
    );
  });

  it('accepts a request only when it breaks none of the rules', () => {
    fc.assert(
      fc.property(nearMissArb, ({ body, geo, today }) => {
        if (checkTemporaryRegionRequest(body, { geo, today, maxTemporaryGeoProfiles: CAP }).ok)
          expect(temporaryRegionViolations(body, geo, today)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a request only with the code and field of a rule it breaks', () => {
    fc.assert(
      fc.property(nearMissArb, ({ body, geo, today }) => {
        const result = checkTemporaryRegionRequest(body, { geo, today, maxTemporaryGeoProfiles: CAP });
        const broken = temporaryRegionViolations(body, geo, today).map(({ code, field }) =>
          field ? { code, field } : { code },
        );
        if (!result.ok) expect(broken).toContainEqual(result.error);
      }),
      { numRuns: 300 },
    );
  });

  describe.each(Object.keys(DATE_BREAKERS) as DateRule[])('a request breaking only the date rule %s', (rule) => {
    it('is refused with that rule’s code and field', () => {
      const arb = acceptedTemporaryRegionArb.chain((scenario) =>
        DATE_BREAKERS[rule](scenario).map((period) => ({ scenario, period })),
      );
      fc.assert(
        fc.property(arb, ({ scenario, period }) => {
          fc.pre(period !== undefined);
          const geo = withProfiles(scenario, apartFrom(scenario.geo.temporaryGeoProfiles ?? [], period));
          const body = { ...scenario.body, ...period };
          const expected = toViolation(rule);
          expect(temporaryRegionViolations(body, geo, scenario.today)).toEqual([expected]);
          expect(checkTemporaryRegionRequest(body, { geo, today: scenario.today })).toEqual(
            refusal(expected.code, expected.field),
          );
        }),
      );
    });
  });

  it('refuses a temporary region equal to the default one with MESSAGE_BAI540_1024', () => {
    fc.assert(
      fc.property(acceptedTemporaryRegionArb, ({ body, geo, today }) => {
        const same = { ...body, geoProfile: geo.defaultGeoProfile };
        expect(checkTemporaryRegionRequest(same, { geo, today })).toEqual(refusal('MESSAGE_BAI540_1024', 'geoProfile'));
      }),
    );
  });

  it('refuses replacing a temporary region with the same region for the same days with MESSAGE_BAI540_1026', () => {
    fc.assert(
      fc.property(acceptedTemporaryRegionArb, fc.uuid(), ({ body, geo, today }, id) => {
        const replacing = { temporaryGeoProfileId: id, ...body };
        expect(checkTemporaryRegionRequest(body, { geo, today, replacing })).toEqual(
          refusal('MESSAGE_BAI540_1026', 'geoProfile'),
        );
      }),
    );
  });

  it('accepts replacing a temporary region by one that differs in its region, start or end', () => {
    const arb = acceptedTemporaryRegionArb.chain((scenario) =>
      fc
        .record({ id: fc.uuid(), shift: fc.constantFrom('startDate', 'endDate', 'geoProfile') })
        .map(({ id, shift }) => {
          const { body } = scenario;
          const replacing =
            shift === 'geoProfile'
              ? { temporaryGeoProfileId: id, ...body, geoProfile: body.geoProfile === 'WORLD' ? 'EUR' : 'WORLD' }
              : { temporaryGeoProfileId: id, ...body, [shift]: addDays(body[shift], -400) };
          return { scenario, replacing };
        }),
    );
    fc.assert(
      fc.property(arb, ({ scenario, replacing }) => {
        // A profile running since an earlier start, saved from today to its end, keeps its days (reading 107, below).
        fc.pre(!(replacing.startDate < scenario.today && scenario.body.startDate === scenario.today));
        expect(
          checkTemporaryRegionRequest(scenario.body, { geo: scenario.geo, today: scenario.today, replacing }),
        ).toEqual({ ok: true, value: scenario.body });
      }),
    );
  });

  // Reading 107: the editor shows a running profile from today on, so a Save that keeps it sends today.
  it('refuses saving a running temporary region from today with its region and end with MESSAGE_BAI540_1026', () => {
    const today = '2026-11-23' as IsoDate; // a Monday
    const geo: GeoProfile = {
      defaultGeoProfile: 'EUR',
      activeGeoProfile: 'WORLD',
      allowedTemporaryGeoProfileDates: { earliestStartDate: today, latestStartDate: '2027-06-01', maxPeriod: 365 },
      temporaryGeoProfiles: [],
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 2 }), (begunAgo, weeks) => {
        const endDate = addDays(today, 4 + 7 * weeks); // a Friday, and a week later no holiday either
        const replacing = {
          temporaryGeoProfileId: 'running',
          geoProfile: 'WORLD',
          startDate: addDays(today, -begunAgo),
          endDate,
        };
        const kept = { geoProfile: 'WORLD', startDate: today, endDate };
        expect(checkTemporaryRegionRequest(kept, { geo, today, replacing })).toEqual(
          refusal('MESSAGE_BAI540_1026', 'geoProfile'),
        );
        const later = { ...kept, endDate: addDays(endDate, 7) };
        expect(checkTemporaryRegionRequest(later, { geo, today, replacing })).toEqual({ ok: true, value: later });
      }),
    );
  });

  it('refuses a period sharing a day with a stored temporary region with TEMPORARY_GEO_PROFILE_OVERLAPS', () => {
    const arb = acceptedTemporaryRegionArb.chain((scenario) =>
      fc
        .record({ day: fc.nat(), before: fc.nat(30), after: fc.nat(30), id: fc.uuid() })
        .map(({ day, before, after, id }) => {
          const shared = addDays(
            scenario.period.startDate,
            day % (daysBetween(scenario.period.startDate, scenario.period.endDate) + 1),
          );
          const overlapping = {
            temporaryGeoProfileId: id,
            geoProfile: 'WORLD',
            startDate: addDays(shared, -before),
            endDate: addDays(shared, after),
          };
          return {
            scenario,
            geo: withProfiles(scenario, [...(scenario.geo.temporaryGeoProfiles ?? []).slice(0, 1), overlapping]),
          };
        }),
    );
    fc.assert(
      fc.property(arb, ({ scenario, geo }) => {
        expect(checkTemporaryRegionRequest(scenario.body, { geo, today: scenario.today })).toEqual(
          refusal('TEMPORARY_GEO_PROFILE_OVERLAPS'),
        );
      }),
    );
  });

  it('refuses a temporary region beyond the most a card may hold with MESSAGE_BAI540_1021', () => {
    const count = CAP;
    const arb = acceptedTemporaryRegionArb.chain((scenario) =>
      fc
        .tuple(
          fc.array(periodApartFromArb(scenario.period), { minLength: count, maxLength: count }),
          fc.uniqueArray(fc.uuid(), { minLength: count, maxLength: count }),
        )
        .map(([periods, ids]) => ({
          scenario,
          geo: withProfiles(
            scenario,
            periods.map((period, index) => ({ temporaryGeoProfileId: ids[index]!, geoProfile: 'WORLD', ...period })),
          ),
        })),
    );
    fc.assert(
      fc.property(arb, ({ scenario, geo }) => {
        const context = { geo, today: scenario.today, maxTemporaryGeoProfiles: CAP };
        expect(checkTemporaryRegionRequest(scenario.body, context)).toEqual(refusal('MESSAGE_BAI540_1021'));
        // The bank names no cap: without the caller's, a fourth is a region like any other.
        expect(checkTemporaryRegionRequest(scenario.body, { geo, today: scenario.today }).ok).toBe(true);
      }),
    );
  });

  it.each([
    ['a missing region', 'GEO_PROFILE_MISSING', missingArb],
    ['a region other than EUR or WORLD', 'GEO_PROFILE_INVALID', otherThanRegionArb],
  ])('refuses %s with %s', (_case, code, valueArb) => {
    fc.assert(
      fc.property(acceptedTemporaryRegionArb, valueArb, (scenario, geoProfile) => {
        expect(
          checkTemporaryRegionRequest({ ...scenario.body, geoProfile }, { geo: scenario.geo, today: scenario.today }),
        ).toEqual(refusal(code, 'geoProfile'));
      }),
    );
  });
});

describe('checkDefaultRegionRequest', () => {
  const geoArb = todayArb.chain((today) => geoProfileArb(today));

  it('accepts exactly the region that differs from the current default', () => {
    fc.assert(
      fc.property(geoArb, fc.constantFrom(...REGIONS), (geo, region) => {
        const result = checkDefaultRegionRequest({ defaultGeoProfile: region }, geo);
        expect(result).toEqual(
          region === geo.defaultGeoProfile
            ? refusal('MESSAGE_BAI540_1015', 'defaultGeoProfile')
            : { ok: true, value: region },
        );
      }),
    );
  });

  it.each([
    ['a missing default region', 'DEFAULT_GEO_PROFILE_MISSING', missingArb],
    ['a default region other than EUR or WORLD', 'DEFAULT_GEO_PROFILE_INVALID', otherThanRegionArb],
  ])('refuses %s with %s', (_case, code, valueArb) => {
    fc.assert(
      fc.property(geoArb, valueArb, (geo, defaultGeoProfile) => {
        expect(checkDefaultRegionRequest({ defaultGeoProfile }, geo)).toEqual(refusal(code, 'defaultGeoProfile'));
      }),
    );
  });
});
