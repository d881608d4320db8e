import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardOptionLabel } from '../cards/card-option-label';
import { FailureBoundary } from '../widgets/failure-boundary';
import { lazyPart } from '../widgets/lazy-part';
import { loadLazyStyles } from '../widgets/lazy-styles';
import { Select, type SelectProps } from '../widgets/select';
import type { OverviewViewModel } from './overview-view';

type Picker = NonNullable<OverviewViewModel['picker']>;

/**
 * Above this many cards the picker searches (a business customer's employees' cards): every
 * option starts with the product name, so a native select's type-ahead cannot reach a holder,
 * an account or a pass number. Up to it, the native select.
 */
export const SEARCH_ABOVE_CARDS = 8;

// Its own chunk (react-aria's combobox) and its styles (lazy-styles.ts): the first load carries neither.
const loadSearchSelect = () =>
  Promise.all([import('../widgets/search-select'), loadLazyStyles(document)]).then(([module]) => module);

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
  const props: SelectProps<string> = {
    id: 'card-picker',
    label: t('overview.picker.label'),
    options: picker.options.map((option) => ({ value: option.id, label: label(option) })),
    value: picker.selectedId,
    onChange: onSelect,
    hint: picker.hint ? t('errorMessages.message:SELECT_ANOTHER_CARD') : undefined,
    disabled,
  };
  if (props.options.length <= SEARCH_ABOVE_CARDS) {
    return (
      <div className="card-picker">
        <Select {...props} />
      </div>
    );
  }
  const SearchSelect = lazyPart(loadSearchSelect);
  // While the search arrives, or if its chunk fails, the native select does the job.
  const native = <Select {...props} />;
  return (
    <div className="card-picker">
      <FailureBoundary fallback={native}>
        <Suspense fallback={native}>
          <SearchSelect {...props} value={picker.selectedId} />
        </Suspense>
      </FailureBoundary>
    </div>
  );
}
