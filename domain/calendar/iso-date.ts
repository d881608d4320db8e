import { Temporal } from 'temporal-polyfill';
import { fail, ok, type Result } from '../result';

/** A calendar date as the bank sends and expects it: `YYYY-MM-DD`, known to exist. */
export type IsoDate = string & { readonly __isoDate: unique symbol };

export type IsoDateFailure = { readonly reason: 'malformed' | 'nonexistent' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Accepts only `YYYY-MM-DD` naming a real day; `2027-02-30` is `nonexistent`, anything else `malformed`. */
export function parseIsoDate(text: unknown): Result<IsoDate, IsoDateFailure> {
  if (typeof text !== 'string') return fail({ reason: 'malformed' });
  const match = ISO_DATE.exec(text);
  if (!match) return fail({ reason: 'malformed' });
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  try {
    return ok(toIsoDate(Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' })));
  } catch {
    return fail({ reason: 'nonexistent' });
  }
}

export function isIsoDate(text: unknown): text is IsoDate {
  return parseIsoDate(text).ok;
}

export function toIsoDate(date: Temporal.PlainDate): IsoDate {
  return date.toString() as IsoDate;
}

export function toPlainDate(date: IsoDate): Temporal.PlainDate {
  return Temporal.PlainDate.from(date);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(toPlainDate(date).add({ days }));
}

/** Calendar months; the 29th of February plus 12 months is the 28th. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return toIsoDate(toPlainDate(date).add({ months }));
}

/** Whole days, however far apart: a plain date's `until` counts in days unless asked otherwise. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toPlainDate(from).until(toPlainDate(to)).days;
}

/** ISO dates order as strings, which keeps comparisons cheap. */
export const isBefore = (a: IsoDate, b: IsoDate): boolean => a < b;
export const isAfter = (a: IsoDate, b: IsoDate): boolean => a > b;
export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);
