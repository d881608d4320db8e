import type { SeedHistoryEntry } from './seed-types';

/**
 * Sanne's main card's last months (issue 16, "a history for Sanne's main card"), oldest first,
 * ending where the card is seeded: not blocked, Europe, online 1,500, payment 2,500, withdrawal
 * 500 (in euros). Every kind of change shows once: a block and its lifting, limit changes
 * signed and one not signed in time (asked again the next morning and signed), a temporary
 * World period that was used and one that was called off, and a change of the default region
 * and back.
 */
export const SANNE_DMC_HISTORY: readonly SeedHistoryEntry[] = [
  { daysAgo: 75, time: '22:14', type: 'BLOCKED' },
  { daysAgo: 74, time: '09:03', type: 'UNBLOCKED' },
  {
    daysAgo: 60,
    time: '12:41',
    type: 'LIMIT_CHANGED',
    operation: 'changeDefault',
    limitType: 'ATM',
    oldValue: 250,
    newValue: 500,
    signing: 'SIGNED',
  },
  { daysAgo: 52, time: '20:30', type: 'DEFAULT_REGION_CHANGED', before: 'EUR', after: 'WORLD' },
  { daysAgo: 47, time: '07:55', type: 'DEFAULT_REGION_CHANGED', before: 'WORLD', after: 'EUR' },
  {
    daysAgo: 45,
    time: '21:37',
    type: 'TEMPORARY_REGION_ADDED',
    id: 'summer',
    geoProfile: 'WORLD',
    period: { startInDays: -40, lengthInDays: 13 },
  },
  {
    daysAgo: 30,
    time: '23:48',
    type: 'LIMIT_CHANGED',
    operation: 'createTemporary',
    limitType: 'POS',
    oldValue: 2500,
    newValue: 4000,
    period: { startInDays: -27, lengthInDays: 4 },
    signing: 'EXPIRED',
  },
  {
    daysAgo: 29,
    time: '08:47',
    type: 'LIMIT_CHANGED',
    operation: 'createTemporary',
    limitType: 'POS',
    oldValue: 2500,
    newValue: 4000,
    period: { startInDays: -27, lengthInDays: 4 },
    signing: 'SIGNED',
  },
  {
    daysAgo: 12,
    time: '13:30',
    type: 'TEMPORARY_REGION_ADDED',
    id: 'trip',
    geoProfile: 'WORLD',
    period: { startInDays: 10, lengthInDays: 5 },
  },
  {
    daysAgo: 5,
    time: '09:15',
    type: 'TEMPORARY_REGION_DELETED',
    id: 'trip',
    geoProfile: 'WORLD',
    period: { startInDays: 10, lengthInDays: 5 },
  },
  {
    daysAgo: 3,
    time: '14:05',
    type: 'LIMIT_CHANGED',
    operation: 'changeDefault',
    limitType: 'ECOM',
    oldValue: 1000,
    newValue: 1500,
    signing: 'SIGNED',
  },
];
