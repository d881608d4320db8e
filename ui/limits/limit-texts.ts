import type { TFunction } from 'i18next';
import { formatEuro, type HighestLimit, type Locale } from '../../domain/index';
import type { ShownWarningKey } from '../editing/validation';
import type { HolderKey } from '../widgets/business-area';

/**
 * The limit editors' words that name the highest amount (issue 33, item 6): the warnings, which
 * name it when an amount is above it, and the note under the slider when the account, not the
 * card's maximum, sets it. A text that says "your limit" or "your account" says the card's on a
 * business page (`holderKey`, reading 99).
 */
export function limitTexts(t: TFunction, locale: Locale, highest: HighestLimit, holderKey: HolderKey) {
  const values = { amount: formatEuro(highest.value, locale) };
  return {
    values,
    note: highest.setBy === 'balance' ? t(holderKey('widgets.limitSlider.byBalance'), values) : undefined,
    warning: (key: ShownWarningKey | undefined) => (key ? t(holderKey(`generic.warnings.${key}`), values) : undefined),
  };
}
