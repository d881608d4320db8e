import type { LinkAction } from '../../domain/index';

/** What the demo cards share: Dutch banks' usual daily limits, [default, maximum] in whole euros. */
export const PRIVATE_LIMITS = { ECOM: [1500, 5000], POS: [2500, 5000], ATM: [500, 2500] } as const;
export const BUSINESS_LIMITS = { ECOM: [2500, 10000], POS: [5000, 15000], ATM: [1000, 3000] } as const;
export const ALL_REASONS = ['STOLEN', 'LOST', 'DEFECT'] as const;

export const MISSING_ON_LIMITED_CARD: readonly LinkAction[] = [
  'REISSUE_EXISTING_INSTRUMENT',
  'CHANGE_DEFAULT_LIMIT_ATM',
  'CREATE_TEMPORARY_LIMIT_ATM',
  'DELETE_TEMPORARY_LIMIT_ATM',
  'CREATE_TEMPORARY_GEO_PROFILE',
  'DELETE_TEMPORARY_GEO_PROFILE',
];
