import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../widgets/use-is-mobile';
import { cardOptionText, type CardOptionParts } from './card-option-text';

export type { CardOptionParts };

/**
 * Section 2.3, a card picker's option. On a desktop as the spec lists it: product name, holder,
 * IBAN and pass number. On a phone the pass number leaves the account line but not the option:
 * it comes first, beside the product name, then the holder, the IBAN last ("Betaalpas 214,
 * S. de Vries, NL50 …"), since pass number and holder are what tell the cards of one account
 * apart and a closed picker at 375 px shows only the start of its text (docs/spec-readings.md,
 * 26, and issue 33's item 18).
 */
export function useCardOptionLabel(): (card: CardOptionParts) => string {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (card) => cardOptionText((key, values) => t(key, values ?? {}), mobile, card);
}
