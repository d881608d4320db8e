import type { AllowedTemporaryDates } from '../calendar/date-window';

/** Section 9: international use is Europe (EUR) or World (WORLD). */
export const REGIONS = ['EUR', 'WORLD'] as const;
export type Region = (typeof REGIONS)[number];

export const isRegion = (value: unknown): value is Region =>
  typeof value === 'string' && (REGIONS as readonly string[]).includes(value);

/** `geoProfile.temporaryGeoProfiles[]` as received. */
export type TemporaryGeoProfile = {
  readonly temporaryGeoProfileId: string;
  readonly geoProfile: string;
  readonly startDate: string;
  readonly endDate: string;
};

/** `geoProfile` as received (section 3). */
export type GeoProfile = {
  readonly activeGeoProfile: string;
  readonly defaultGeoProfile: string;
  readonly allowedTemporaryGeoProfileDates?: AllowedTemporaryDates;
  readonly temporaryGeoProfiles?: readonly TemporaryGeoProfile[];
};

/** Section 2.3: WORLD is World; any other value the bank sends is a Europe value. */
export function regionOf(value: unknown): Region {
  return value === 'WORLD' ? 'WORLD' : 'EUR';
}

export function defaultRegion(geo: GeoProfile | undefined): Region {
  return regionOf(geo?.defaultGeoProfile);
}

/** Section 3: "Only the first item is used." */
export function firstTemporaryGeoProfile(geo: GeoProfile | undefined): TemporaryGeoProfile | undefined {
  // Issue 36: a profile from outside whose list is not one, or whose entry is no object, has none.
  const profiles: unknown = (geo as { temporaryGeoProfiles?: unknown } | null | undefined)?.temporaryGeoProfiles;
  const first: unknown = Array.isArray(profiles) ? profiles[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as TemporaryGeoProfile) : undefined;
}
