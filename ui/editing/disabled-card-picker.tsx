import { useTranslation } from 'react-i18next';
import { Select } from '../widgets/select';
import { useIsMobile } from '../widgets/use-is-mobile';
import type { CardView } from './card-view';

/**
 * Section 2.4: the online-limit editor shows its card in the overview's picker, disabled. The
 * option reads as on the overview: product, holder, IBAN and pass number (not on mobile).
 */
export function DisabledCardPicker({ card }: { card: CardView }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const label = [t('generic.card.productName'), card.userName, card.accountNumber, ...(mobile ? [] : [t('overview.picker.passNumber', { passNumber: card.passNumber })])].join(', ');
  return <Select label={t('overview.picker.label')} options={[{ value: 'selected', label }]} value="selected" onChange={() => undefined} disabled />;
}
