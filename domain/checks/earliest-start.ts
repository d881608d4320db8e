import { firstBusinessDayFrom } from '../calendar/business-day';
import { dateWindow } from '../calendar/date-window';
import type { IsoDate } from '../calendar/iso-date';
import { broken, type RuleFailure } from '../errors/rule-failure';
import { isTemporaryLimitType, type TemporaryLimitType } from '../limits/limit-type';
import { fail, ok, type Result } from '../result';
import type { CardToCheck } from './card-to-check';

/** What can be temporary: a payment or withdrawal limit, or international use. */
export type TemporaryKind = TemporaryLimitType | 'REGION';

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** The bank's allowed dates for a kind, as the card carries them (section 3). */
function allowedDatesOf(kind: TemporaryKind, card: unknown): unknown {
  if (kind === 'REGION') return field(field(card, 'geoProfile'), 'allowedTemporaryGeoProfileDates');
  const limits = field(card, 'limits');
  const limit = Array.isArray(limits) ? limits.find((entry) => field(entry, 'limitType') === kind) : undefined;
  return field(limit, 'allowedTemporaryLimitDates');
}

/**
 * The earliest day a temporary setting of this kind may start, asked on `from` (the bank's
 * today): the first business day inside the date window — section 9's fixed rule and, with a
 * card, the bank's allowed dates for that kind. Refused as the bank would refuse a start:
 * `START_DATE_INVALID` when the window holds no business day; `REQUEST_INVALID` for a `kind` or
 * `from` that names nothing.
 */
export function earliestStart(
  kind: TemporaryKind,
  from: IsoDate,
  card?: Pick<CardToCheck, 'limits' | 'geoProfile'>,
): Result<IsoDate, RuleFailure> {
  if (kind !== 'REGION' && !isTemporaryLimitType(kind)) return fail(broken('REQUEST_INVALID', 'kind'));
  const window = dateWindow(from as unknown, allowedDatesOf(kind, card));
  if (!window) return fail(broken('REQUEST_INVALID', 'today'));
  const first = firstBusinessDayFrom(window.earliestStart);
  return first.ok && first.value <= window.latestStart
    ? ok(first.value)
    : fail(broken('START_DATE_INVALID', 'startDate'));
}
