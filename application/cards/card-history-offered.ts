import type { Environment } from '../environment';

/**
 * Whether the bank offers a card's change history: section 7 has no such call, so only an
 * Environment that names its path has one, and without it no screen shows a history.
 */
export const cardHistoryOffered = (environment: Environment): boolean => Boolean(environment.cardHistoryPath?.trim());
