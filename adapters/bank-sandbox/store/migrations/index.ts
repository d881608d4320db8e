import { cardsLimitsRegions } from './0001-cards-limits-regions';
import type { Migration } from './migration';
import { portalSessions } from './0002-portal-sessions';

/** Every migration, oldest first. Append; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [cardsLimitsRegions, portalSessions];
