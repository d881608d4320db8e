/** Section 9: a change holds continuously (by default) or temporarily. */
export const DURATION_TYPES = ['continuously', 'temporarily'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];

/** Section 9: Only today, Another day, A period of several days. */
export const TEMPORARY_OPTIONS = ['onlyToday', 'anotherDay', 'period'] as const;
export type TemporaryOption = (typeof TEMPORARY_OPTIONS)[number];
