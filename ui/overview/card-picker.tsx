import { useTranslation } from 'react-i18next';
import { Select } from '../widgets/select';
import { useIsMobile } from '../widgets/use-is-mobile';
import type { OverviewViewModel, PickerOption } from './overview.presenter';

type Picker = NonNullable<OverviewViewModel['picker']>;

/**
 * Section 2.3: every card as "debit card, holder, IBAN, pass number"; mobile leaves the pass
 * number out. After a recoverable error the hint asks for another card.
 */
export function CardPicker({ picker, onSelect, disabled }: { readonly picker: Picker; readonly onSelect: (id: string) => void; readonly disabled?: boolean }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const label = (option: PickerOption) =>
    [t('generic.card.productName'), option.userName, option.accountNumber, ...(mobile ? [] : [t('overview.picker.passNumber', { passNumber: option.passNumber })])].join(', ');
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
