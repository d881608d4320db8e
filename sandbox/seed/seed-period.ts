import { addDays, firstBusinessDayFrom, type IsoDate } from '../../domain/index';
import type { SeedPeriod } from './seed-types';

/**
 * The day itself when the bank is open, else the next day it is (section 5: no weekends or
 * holidays), by the domain's calendar; a sandbox day past the years it covers keeps the day.
 */
function businessDayFrom(day: IsoDate): IsoDate {
  const found = firstBusinessDayFrom(day);
  return found.ok ? found.value : day;
}

/** A seeded period on business days only, so the bank's own rules would accept it today. */
export function seedPeriod(period: SeedPeriod, today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  const startDate = businessDayFrom(addDays(today, period.startInDays));
  const endDate = period.lengthInDays === 0 ? startDate : businessDayFrom(addDays(startDate, period.lengthInDays));
  return { startDate, endDate };
}
