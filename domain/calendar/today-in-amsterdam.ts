import { Temporal } from 'temporal-polyfill';
import { toIsoDate, type IsoDate } from './iso-date';

/** The bank's day boundary is Dutch local time, whatever the device's zone says. */
export const BANK_TIME_ZONE = 'Europe/Amsterdam';

export function todayInAmsterdam(epochMilliseconds: number): IsoDate {
  const instant = Temporal.Instant.fromEpochMilliseconds(epochMilliseconds);
  return toIsoDate(instant.toZonedDateTimeISO(BANK_TIME_ZONE).toPlainDate());
}
