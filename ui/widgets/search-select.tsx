import { useTranslation } from 'react-i18next';
import {
  Button,
  ComboBox,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { useLocale } from '../i18n/use-locale';
import { matchesSearch } from './option-search';
import type { SelectOption } from './select';
import '../styles/widgets/search-select.css';

type SearchItem = { readonly id: string; readonly label: string };

export type SearchSelectProps<V extends string> = {
  readonly id?: string;
  readonly label: string;
  readonly options: readonly SelectOption<V>[];
  readonly value: V | undefined;
  readonly onChange: (value: V) => void;
  readonly hint?: string | undefined;
  readonly disabled?: boolean | undefined;
};

/**
 * Section 2.10's select with smart search, for a list too long to step through (a business
 * customer's cards): react-aria's combobox, so the keyboard and the screen reader get the
 * combobox pattern (listbox, active option, announced counts). Its own chunk: only a customer
 * with that many cards downloads it. Typing filters by the start of any alias (option-search.ts);
 * leaving the field without choosing puts the chosen option's text back.
 */
export default function SearchSelect<V extends string>({
  id,
  label,
  options,
  value,
  onChange,
  hint,
  disabled,
}: SearchSelectProps<V>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items: SearchItem[] = options.map((option) => ({ id: option.value, label: option.label }));
  const select = (key: Key | null) => {
    const chosen = options.find((option) => option.value === key);
    if (chosen && chosen.value !== value) onChange(chosen.value);
  };
  return (
    <I18nProvider locale={locale}>
      <ComboBox
        className="field search-select"
        defaultItems={items}
        selectedKey={value ?? null}
        onSelectionChange={select}
        defaultFilter={matchesSearch}
        allowsEmptyCollection
        isDisabled={disabled ?? false}
      >
        <Label className="field__label">{label}</Label>
        {hint ? (
          <Text slot="description" elementType="p" className="field__hint">
            {hint}
          </Text>
        ) : null}
        <div className="search-select__control">
          <Input id={id} className="field__control search-select__input" />
          <Button className="search-select__button">
            <span className="search-select__chevron" aria-hidden="true" />
          </Button>
        </div>
        <Popover className="search-select__popover" placement="bottom start">
          <ListBox<SearchItem>
            className="search-select__list"
            renderEmptyState={() => <p className="search-select__empty">{t('widgets.select.noResults')}</p>}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className="search-select__option">
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}
