import { Temporal } from 'temporal-polyfill';
import {
  addMonths,
  BANK_TIME_ZONE,
  todayInAmsterdam,
  toIsoDate,
  toPlainDate,
  type Instant,
  type IsoDate,
} from '../../domain/index';

/** Cards expire at the end of a month. */
export function endOfMonth(date: IsoDate): IsoDate {
  const plain = toPlainDate(date);
  return toIsoDate(plain.with({ day: plain.daysInMonth }));
}

/** A new card's validity: five years, to the end of the month. */
const NEW_CARD_MONTHS = 60;

export const newCardExpiry = (today: IsoDate): IsoDate => endOfMonth(addMonths(today, NEW_CARD_MONTHS));

/**
 * `todayInAmsterdam`, worked out once a minute rather than on every request (Temporal's zone
 * arithmetic is slow). Exact: Amsterdam's offsets are whole hours, so its midnight always
 * falls on a minute boundary and no minute spans two bank days.
 */
export function todayInAmsterdamCached(epochMilliseconds: number): IsoDate {
  const minute = Math.floor(epochMilliseconds / 60_000);
  if (minute !== lastMinute) {
    lastToday = todayInAmsterdam(minute * 60_000);
    lastMinute = minute;
  }
  return lastToday!;
}

let lastMinute: number | undefined;
let lastToday: IsoDate | undefined;

/**
 * When a change happens for the bank: now, on the sandbox's day. With a fixed date
 * (`SANDBOX_TODAY`, `PUT /sandbox/today`) it is that day at the time of day it is in Amsterdam,
 * so a history fits the dates the cards show.
 */
export function momentOnSandboxDay(today: IsoDate, now: number): Instant {
  if (todayInAmsterdamCached(now) === today) return new Date(now).toISOString() as Instant;
  const plainTime = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(BANK_TIME_ZONE).toPlainTime();
  return toPlainDate(today)
    .toZonedDateTime({ timeZone: BANK_TIME_ZONE, plainTime })
    .toInstant()
    .toString({ smallestUnit: 'millisecond' }) as Instant;
}

/** Date arithmetic that depends only on the day, remembered for the last day asked (a bank day lasts a day). */
export function perDay<T>(compute: (today: IsoDate) => T): (today: IsoDate) => T {
  let day: IsoDate | undefined;
  let value: T;
  return (today) => {
    if (today !== day) {
      value = compute(today);
      day = today;
    }
    return value;
  };
}
