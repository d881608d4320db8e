import type { LimitType, TemporaryLimitType } from '../limits/limit-type';

/** Section 3/6: the `links[].action` values that allow an operation. */
export type LinkAction =
  | 'SUSPEND_INSTRUMENT'
  | 'RESUME_INSTRUMENT'
  | 'REISSUE_EXISTING_INSTRUMENT'
  | `CHANGE_DEFAULT_LIMIT_${LimitType}`
  | `CREATE_TEMPORARY_LIMIT_${TemporaryLimitType}`
  | `DELETE_TEMPORARY_LIMIT_${TemporaryLimitType}`
  | 'CHANGE_DEFAULT_GEO_PROFILE'
  | 'CREATE_TEMPORARY_GEO_PROFILE'
  | 'DELETE_TEMPORARY_GEO_PROFILE';

/** Every link action, in the order the bank lists them: what a card with every action carries. */
export const LINK_ACTIONS = [
  'SUSPEND_INSTRUMENT',
  'RESUME_INSTRUMENT',
  'REISSUE_EXISTING_INSTRUMENT',
  'CHANGE_DEFAULT_LIMIT_ECOM',
  'CHANGE_DEFAULT_LIMIT_POS',
  'CHANGE_DEFAULT_LIMIT_ATM',
  'CREATE_TEMPORARY_LIMIT_POS',
  'CREATE_TEMPORARY_LIMIT_ATM',
  'DELETE_TEMPORARY_LIMIT_POS',
  'DELETE_TEMPORARY_LIMIT_ATM',
  'CHANGE_DEFAULT_GEO_PROFILE',
  'CREATE_TEMPORARY_GEO_PROFILE',
  'DELETE_TEMPORARY_GEO_PROFILE',
] as const satisfies readonly LinkAction[];

// Every action the type allows is listed: a limit type added to LIMIT_TYPES fails to compile
// here until its actions are in the list (`satisfies` above keeps anything else out).
type Assert<T extends true> = T;
type _EveryLinkActionListed = Assert<
  [Exclude<LinkAction, (typeof LINK_ACTIONS)[number]>] extends [never] ? true : false
>;
