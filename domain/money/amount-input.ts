import { fail, ok, type Result } from '../result';
import type { Locale } from './locale';

/** Section 2.10: the currency input's defaults. */
export const AMOUNT_INPUT_DEFAULTS = { min: 0, max: 20000, currency: 'EUR', locale: 'nl-NL' } as const;

/** Section 5, currency input messages; the keys live under `generic.currency`. */
export type AmountFailure = 'required' | 'invalidFormat' | 'belowMinimum' | 'aboveMaximum';

const PATTERNS: Record<Locale, RegExp> = {
  'nl-NL': /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/,
  'en-GB': /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/,
};

/** Section 2.10: digits, comma, dot and minus only (editing keys are the widget's business). */
export function isAllowedAmountCharacter(character: string): boolean {
  return /^[\d,.-]$/.test(character);
}

/** "1.234,56" (nl-NL) or "1,234.56" (en-GB) → 1234.56; at most two decimals. */
export function parseAmount(text: string, locale: Locale): Result<number, 'required' | 'invalidFormat'> {
  if (text === undefined || text === null) return fail('required');
  if (typeof text !== 'string') return fail('invalidFormat');
  const trimmed = text.trim();
  if (trimmed === '') return fail('required');
  // A locale the app does not know reads as Dutch, the default (as `languageOf` reads a language).
  if (locale !== 'en-GB') locale = 'nl-NL';
  if (!PATTERNS[locale].test(trimmed)) return fail('invalidFormat');
  const [thousands, decimal] = locale === 'nl-NL' ? ['.', ','] : [',', '.'];
  return ok(Number(trimmed.split(thousands).join('').replace(decimal, '.')));
}

export function checkAmount(
  text: string,
  locale: Locale,
  bounds: { readonly min: number; readonly max: number } = AMOUNT_INPUT_DEFAULTS,
): Result<number, AmountFailure> {
  const parsed = parseAmount(text, locale);
  if (!parsed.ok) return parsed;
  if (parsed.value < bounds.min) return fail('belowMinimum');
  if (parsed.value > bounds.max) return fail('aboveMaximum');
  return parsed;
}
