import type { TFunction } from 'i18next';
import { formatEuro, type HighestLimit, type Locale } from '../../domain/index';
import type { ShownWarningKey } from '../editing/validation';

/**
 * The limit editors' words that name the highest amount (issue 33, item 6): the warnings, which
 * name it when an amount is above it, and the note under the slider when the account, not the
 * card's maximum, sets it.
 */
export function limitTexts(t: TFunction, locale: Locale, highest: HighestLimit) {
  const values = { amount: formatEuro(highest.value, locale) };
  return {
    values,
    note: highest.setBy === 'balance' ? t('widgets.limitSlider.byBalance', values) : undefined,
    warning: (key: ShownWarningKey | undefined) => (key ? t(`generic.warnings.${key}`, values) : undefined),
  };
}
