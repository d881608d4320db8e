import { cardsLimitsRegions } from './0001-cards-limits-regions';
import { cardRevisions } from './0002-card-revisions';
import type { Migration } from './migration';

/** Every migration, oldest first. Append; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [cardsLimitsRegions, cardRevisions];
