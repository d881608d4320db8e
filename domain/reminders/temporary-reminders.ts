import { daysBetween, isIsoDate, parseIsoDate, type IsoDate } from '../calendar/iso-date';
import { firstTemporaryGeoProfile, regionOf, type GeoProfile, type Region } from '../geo/region';
import { firstTemporaryLimit, type CardLimit, type TemporaryLimitType } from '../limits/limit-type';

/**
 * How far ahead a reminder looks, in calendar days. Business days play no part: a temporary
 * setting starts and ends on the date it names, weekend or not, and the customer lives by those.
 */
export const REMINDER_WINDOW_DAYS = 7;

export const REMINDER_MOMENTS = ['starts', 'ends'] as const;
export type ReminderMoment = (typeof REMINDER_MOMENTS)[number];

/** The next moment of a temporary period inside the window: `inDays` 0 is today. */
export type PeriodReminder = { readonly moment: ReminderMoment; readonly date: IsoDate; readonly inDays: number };

/** A temporary entry as the bank sends it; its dates are unchecked `YYYY-MM-DD` text. */
export type TemporaryDates = { readonly startDate: string; readonly endDate: string };

/**
 * A period not yet begun reminds of its start, one under way of its end (its last day: it
 * "ends after" that date), each only within the window. A lapsed period, one further off, or
 * one whose dates are unreadable or reversed reminds of nothing.
 */
export function periodReminder(period: TemporaryDates, today: IsoDate): PeriodReminder | undefined {
  // For a caller without types: a period or a today that is not what it says reminds of nothing.
  const dates: Partial<TemporaryDates> = typeof period === 'object' && period !== null ? period : {};
  const start = parseIsoDate(dates.startDate);
  const end = parseIsoDate(dates.endDate);
  if (!isIsoDate(today) || !start.ok || !end.ok || end.value < start.value || end.value < today) return undefined;
  const date = start.value > today ? start.value : end.value;
  const inDays = daysBetween(today, date);
  if (inDays > REMINDER_WINDOW_DAYS) return undefined;
  return { moment: start.value > today ? 'starts' : 'ends', date, inDays };
}

/** A reminder of a card's temporary payment or withdrawal limit, or of its temporary region. */
export type TemporaryReminder = PeriodReminder &
  (
    | { readonly setting: TemporaryLimitType; readonly limitValue: number }
    | { readonly setting: 'REGION'; readonly region: Region }
  );

export type ReminderSettings = {
  readonly paymentLimit?: CardLimit | undefined;
  readonly withdrawalLimit?: CardLimit | undefined;
  readonly geoProfile?: GeoProfile | undefined;
};

function limitReminder(setting: TemporaryLimitType, limit: CardLimit | undefined, today: IsoDate): TemporaryReminder[] {
  const temporary = firstTemporaryLimit(limit);
  const reminder = temporary && periodReminder(temporary, today);
  return reminder ? [{ ...reminder, setting, limitValue: temporary.limitValue }] : [];
}

/**
 * The card's reminders, payment limit, withdrawal limit, region, in that order: at most one
 * each, from the first temporary entry (section 3: "Only the first item is used"). The online
 * limit has no temporary form (section 1).
 */
export function temporaryReminders(card: ReminderSettings, today: IsoDate): readonly TemporaryReminder[] {
  // Issue 36: a card that is not one has no settings to remind of.
  if (typeof card !== 'object' || card === null) return [];
  const region = firstTemporaryGeoProfile(card.geoProfile);
  const regionReminder = region && periodReminder(region, today);
  return [
    ...limitReminder('POS', card.paymentLimit, today),
    ...limitReminder('ATM', card.withdrawalLimit, today),
    ...(region && regionReminder
      ? [{ ...regionReminder, setting: 'REGION' as const, region: regionOf(region.geoProfile) }]
      : []),
  ];
}
