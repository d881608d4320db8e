import type { Locale } from './locale';

/** Section 9: an amount nobody knows yet shows as "--,--", never as 0. */
export const EMPTY_AMOUNT = '--,--';

const NO_BREAK_SPACE = '\u00a0';

const SEPARATORS: Record<Locale, { thousands: string; decimal: string; symbol: string }> = {
  'nl-NL': { thousands: '.', decimal: ',', symbol: `€${NO_BREAK_SPACE}` },
  'en-GB': { thousands: ',', decimal: '.', symbol: '€' },
};

/** Two decimals, grouped by thousands: `1234.5` → nl-NL "€ 1.234,50", en-GB "€1,234.50". */
export function formatAmount(amount: number | null | undefined, locale: Locale): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return EMPTY_AMOUNT;
  const { thousands, decimal } = SEPARATORS[locale];
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const fraction = (cents % 100).toString().padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '-' : ''}${whole}${decimal}${fraction}`;
}

export function formatEuro(amount: number | null | undefined, locale: Locale): string {
  const formatted = formatAmount(amount, locale);
  return formatted === EMPTY_AMOUNT ? formatted : `${SEPARATORS[locale].symbol}${formatted}`;
}

/** Whole euros for a limit shown in an input: `1234` → "1.234" in nl-NL. */
export function formatWholeEuros(amount: number, locale: Locale): string {
  return formatAmount(amount, locale).slice(0, -3);
}
