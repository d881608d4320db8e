import { fail, ok, type Result } from '../result';
import { parseIsoDate, type IsoDate } from './iso-date';

/** Section 2.10: the date picker covers 1908–2099 and takes at most 10 characters. */
export const PICKER_YEARS = { first: 1908, last: 2099 } as const;
export const TYPED_DATE_MAX_LENGTH = 10;

export type TypedDateFailure = { readonly reason: 'empty' | 'malformed' | 'nonexistent' | 'outsideYears' };

/**
 * What the customer typed, tidied as they type: slashes and dots become dashes, and eight digits
 * in the dd-mm-yyyy places with a dash missing (eight bare digits, or "10-032028" after retyping
 * the year) become `dd-mm-yyyy`. Anything else is left alone so the caret does not jump.
 */
export function tidyTypedDate(text: string): string {
  if (typeof text !== 'string') return '';
  const dashed = text.replace(/[/.]/g, '-').slice(0, TYPED_DATE_MAX_LENGTH);
  const digits = /^(\d{2})-?(\d{2})-?(\d{4})$/.exec(dashed);
  return digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : dashed;
}

/** `dd-mm-yyyy` (or with slashes, or eight digits) → an ISO date inside the picker's years. */
export function parseTypedDate(text: string): Result<IsoDate, TypedDateFailure> {
  if (typeof text !== 'string') return fail({ reason: 'malformed' });
  const tidy = tidyTypedDate(text.trim());
  if (tidy === '') return fail({ reason: 'empty' });
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(tidy);
  if (!match) return fail({ reason: 'malformed' });
  const [day, month, year] = [match[1]!, match[2]!, match[3]!];
  const parsed = parseIsoDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  if (!parsed.ok) return fail({ reason: 'nonexistent' });
  const yearNumber = Number(year);
  if (yearNumber < PICKER_YEARS.first || yearNumber > PICKER_YEARS.last) return fail({ reason: 'outsideYears' });
  return ok(parsed.value);
}
