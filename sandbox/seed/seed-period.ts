import { addDays, type IsoDate } from '../../domain/index';
import { nextBusinessDay } from '../cards/card-dates';
import type { SeedPeriod } from './seed-types';

/** A seeded period on business days only, so the bank's own rules would accept it today. */
export function seedPeriod(period: SeedPeriod, today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  const startDate = nextBusinessDay(addDays(today, period.startInDays));
  const endDate = period.lengthInDays === 0 ? startDate : nextBusinessDay(addDays(startDate, period.lengthInDays));
  return { startDate, endDate };
}
