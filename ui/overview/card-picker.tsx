import { useTranslation } from 'react-i18next';
import { useCardOptionLabel } from '../cards/card-option-label';
import { Select } from '../widgets/select';
import type { OverviewViewModel } from './overview-view';

type Picker = NonNullable<OverviewViewModel['picker']>;

/**
 * Section 2.3: every card as "Debit card, holder, IBAN, pass number"; on a phone the pass number
 * leads (useCardOptionLabel). After a recoverable error the hint asks for another card.
 */
export function CardPicker({
  picker,
  onSelect,
  disabled,
}: {
  readonly picker: Picker;
  readonly onSelect: (id: string) => void;
  readonly disabled?: boolean;
}) {
  const { t } = useTranslation();
  const label = useCardOptionLabel();
  return (
    <div className="card-picker">
      <Select
        id="card-picker"
        label={t('overview.picker.label')}
        options={picker.options.map((option) => ({ value: option.id, label: label(option) }))}
        value={picker.selectedId}
        onChange={onSelect}
        hint={picker.hint ? t('errorMessages.message:SELECT_ANOTHER_CARD') : undefined}
        disabled={disabled}
      />
    </div>
  );
}
