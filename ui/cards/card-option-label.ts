import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../widgets/use-is-mobile';
import { cardOptionText, type CardOptionParts } from './card-option-text';

export type { CardOptionParts };

/**
 * Section 2.3, a card picker's option. On a desktop as the spec lists it: product name, holder,
 * IBAN and pass number. On a phone the pass number leaves the account line but not the option:
 * it comes first, beside the product name ("Betaalpas 214, NL50 …, S. de Vries"), since it is
 * what tells two cards of one account apart and a closed picker at 375 px shows only the start
 * of its text (docs/spec-readings.md, "The pass number leads the card option on a phone").
 */
export function useCardOptionLabel(): (card: CardOptionParts) => string {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (card) => cardOptionText((key, values) => t(key, values ?? {}), mobile, card);
}
