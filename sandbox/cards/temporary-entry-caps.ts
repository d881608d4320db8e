/**
 * How many temporary limits of one type, and temporary regions, a card holds at once in the
 * sandbox (docs/spec-readings.md, 7): the spec names no number, so this is the stand-in bank's
 * choice, passed to the domain's checks rather than built into every channel's rules.
 */
export const SANDBOX_TEMPORARY_ENTRY_CAPS = { maxTemporaryLimitsPerType: 3, maxTemporaryGeoProfiles: 3 } as const;
