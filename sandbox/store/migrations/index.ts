import { cardsLimitsRegions } from './0001-cards-limits-regions';
import { portalSessions } from './0002-portal-sessions';
import { cardRevisions } from './0003-card-revisions';
import { signingSafeguards } from './0004-signing-safeguards';
import { cardEvents } from './0005-card-events';
import { faultsAnyAnswer } from './0007-faults-any-answer';
import { deviceCodeSends } from './0008-device-code-sends';
import { cardReplacements } from './0009-card-replacements';
import { changeBaskets } from './0010-change-baskets';
import type { Migration } from './migration';

/** Every migration, oldest first. Append; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  cardsLimitsRegions,
  portalSessions,
  cardRevisions,
  signingSafeguards,
  cardEvents,
  faultsAnyAnswer,
  deviceCodeSends,
  cardReplacements,
  changeBaskets,
];
