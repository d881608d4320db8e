import type { IsoDate } from '../calendar/iso-date';
import { keepsDaysOf, type Period } from '../temporary/temporary-dates';
import type { CardLimit, TemporaryLimit } from './limit-type';

/** A limit the customer proposes: permanent, or temporary (its period once known, and what it replaces). */
export type ProposedLimit = {
  readonly limitValue: number;
  readonly temporary?: {
    readonly period: Period | undefined;
    readonly replaced: TemporaryLimit | undefined;
    /** A running limit's days are kept from today on (reading 107). */
    readonly today: IsoDate;
  };
};

/** Why a proposed limit would change nothing. */
export type UnchangedLimit = 'permanentKept' | 'equalsPermanent' | 'temporaryKept';

/**
 * Issue 33, item 7: one rule for "nothing would change". A permanent limit at its present value
 * changes nothing; so does a temporary limit at the permanent value, which for its days is the
 * limit the card has without it, and a changed temporary limit that keeps its value and days.
 */
export function unchangedLimit(limit: CardLimit, proposed: ProposedLimit): UnchangedLimit | undefined {
  const { limitValue, temporary } = proposed;
  if (!temporary) return limitValue === limit.defaultLimitValue ? 'permanentKept' : undefined;
  if (limitValue === limit.defaultLimitValue) return 'equalsPermanent';
  const { period, replaced, today } = temporary;
  const kept =
    period !== undefined &&
    replaced !== undefined &&
    replaced.limitValue === limitValue &&
    keepsDaysOf(replaced, period, today);
  return kept ? 'temporaryKept' : undefined;
}

/** The bank's words for it: 1029 for the permanent limit, 1013 ("same as existing", section 8; reading 37) for a temporary one. */
export const UNCHANGED_LIMIT_CODES = {
  permanentKept: 'MESSAGE_BAI540_1029',
  equalsPermanent: 'MESSAGE_BAI540_1013',
  temporaryKept: 'MESSAGE_BAI540_1013',
} as const satisfies Record<UnchangedLimit, string>;
