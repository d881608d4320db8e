import { Temporal } from 'temporal-polyfill';
import { fail, ok, type Result } from '../result';
import { BANK_TIME_ZONE } from './today-in-amsterdam';
import { toIsoDate, type IsoDate } from './iso-date';

/** A moment as the bank sends it: ISO 8601 in UTC, `2027-02-26T13:05:00.000Z`. */
export type Instant = string & { readonly __instant: unique symbol };

// UTC only ("Z"): the bank never sends local offsets, so one moment has one spelling.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;

export function parseInstant(text: unknown): Result<Instant, { readonly reason: 'malformed' }> {
  if (typeof text !== 'string' || !INSTANT.test(text)) return fail({ reason: 'malformed' });
  try {
    Temporal.Instant.from(text);
    return ok(text as Instant);
  } catch {
    return fail({ reason: 'malformed' });
  }
}

/** The bank's date and wall-clock time (Europe/Amsterdam, `HH:MM`) of a moment: what a customer is shown. */
export function bankDateTimeOf(instant: Instant): { readonly date: IsoDate; readonly time: string } {
  const local = Temporal.Instant.from(instant).toZonedDateTimeISO(BANK_TIME_ZONE);
  return { date: toIsoDate(local.toPlainDate()), time: local.toPlainTime().toString({ smallestUnit: 'minute' }) };
}

/** The moment a bank date and wall-clock time (`HH:MM`, Europe/Amsterdam) name; in a DST gap, the hour after. */
export function instantAtBankTime(date: IsoDate, time: string): Instant {
  const local = Temporal.PlainDate.from(date).toZonedDateTime({
    timeZone: BANK_TIME_ZONE,
    plainTime: Temporal.PlainTime.from(time),
  });
  return local.toInstant().toString({ smallestUnit: 'millisecond' }) as Instant;
}
