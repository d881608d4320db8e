import { dateWindow } from '../calendar/date-window';
import { isIsoDate, type IsoDate } from '../calendar/iso-date';
import { broken, type RuleFailure } from '../errors/rule-failure';
import { fail, ok, type Result } from '../result';
import { checkPeriod, overlapsAny, readPeriod } from '../temporary/period-rules';
import { keepsDaysOf, type Period } from '../temporary/temporary-dates';
import { defaultRegion, isRegion, type GeoProfile, type Region, type TemporaryGeoProfile } from './region';

export type TemporaryRegionRequest = Period & { readonly geoProfile: Region };

export type RegionContext = {
  readonly geo: GeoProfile;
  readonly today: IsoDate;
  /** The profile a change deletes first (and which `geo` no longer holds). */
  readonly replacing?: TemporaryGeoProfile | undefined;
  /**
   * How many temporary profiles the card may hold at once; beyond it 1021. The bank names no
   * number, so none is assumed: a stand-in bank passes its own (the sandbox's is 3).
   */
  readonly maxTemporaryGeoProfiles?: number | undefined;
};

const isBody = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** `PATCH …/geo-profile` with `{ defaultGeoProfile }`. */
export function checkDefaultRegionRequest(body: unknown, geo: GeoProfile): Result<Region, RuleFailure> {
  if (!isBody(body)) return fail(broken('REQUEST_INVALID'));
  const value = body.defaultGeoProfile;
  if (value === undefined || value === null || value === '')
    return fail(broken('DEFAULT_GEO_PROFILE_MISSING', 'defaultGeoProfile'));
  if (!isRegion(value)) return fail(broken('DEFAULT_GEO_PROFILE_INVALID', 'defaultGeoProfile'));
  if (value === defaultRegion(geo)) return fail(broken('MESSAGE_BAI540_1015', 'defaultGeoProfile'));
  return ok(value);
}

/**
 * `POST …/temporary-geo-profiles` with `{ startDate, endDate, geoProfile }`. With `replacing`,
 * the profile a change deletes first (and which `geo` no longer holds): the same region for the
 * same days again (a running one's from today on, reading 107) changes nothing (1026), so nothing is sent.
 */
export function checkTemporaryRegionRequest(
  body: unknown,
  context: RegionContext,
): Result<TemporaryRegionRequest, RuleFailure> {
  if (!isIsoDate(context.today)) return fail(broken('REQUEST_INVALID', 'today'));
  if (!isBody(body)) return fail(broken('REQUEST_INVALID'));
  const value = body.geoProfile;
  if (value === undefined || value === null || value === '') return fail(broken('GEO_PROFILE_MISSING', 'geoProfile'));
  if (!isRegion(value)) return fail(broken('GEO_PROFILE_INVALID', 'geoProfile'));
  const period = readPeriod(body);
  if (!period.ok) return period;
  const dates = checkPeriod(period.value, dateWindow(context.today, context.geo.allowedTemporaryGeoProfileDates));
  if (dates) return fail(dates);
  const { replacing } = context;
  if (replacing && replacing.geoProfile === value && keepsDaysOf(replacing, period.value, context.today)) {
    return fail(broken('MESSAGE_BAI540_1026', 'geoProfile'));
  }
  // A temporary setting equal to the default one changes nothing.
  if (value === defaultRegion(context.geo)) return fail(broken('MESSAGE_BAI540_1024', 'geoProfile'));
  const existing = context.geo.temporaryGeoProfiles ?? [];
  if (overlapsAny(period.value, existing)) return fail(broken('TEMPORARY_GEO_PROFILE_OVERLAPS'));
  const cap = context.maxTemporaryGeoProfiles;
  if (cap !== undefined && existing.length >= cap) return fail(broken('MESSAGE_BAI540_1021'));
  return ok({ geoProfile: value, ...period.value });
}

/** `DELETE …/temporary-geo-profiles/{temporaryGeoProfileId}`: the entry must exist. */
export function checkTemporaryRegionDeletion(
  temporaryGeoProfileId: unknown,
  geo: GeoProfile,
): Result<TemporaryGeoProfile, RuleFailure> {
  const entry = geo.temporaryGeoProfiles?.find(
    (candidate) => candidate.temporaryGeoProfileId === temporaryGeoProfileId,
  );
  return entry ? ok(entry) : fail(broken('TEMPORARY_GEO_PROFILE_NOT_FOUND'));
}
