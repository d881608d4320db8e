import { useTranslation } from 'react-i18next';
import { useCardOptionLabel } from '../cards/card-option-label';
import { Select } from '../widgets/select';
import type { CardView } from './card-view';

/**
 * Section 2.4: the online-limit editor shows its card in the overview's picker, disabled. The
 * option reads as on the overview's picker.
 */
export function DisabledCardPicker({ card }: { card: CardView }) {
  const { t } = useTranslation();
  const label = useCardOptionLabel();
  return (
    <Select
      label={t('overview.picker.label')}
      options={[{ value: 'selected', label: label(card) }]}
      value="selected"
      onChange={() => undefined}
      disabled
    />
  );
}
