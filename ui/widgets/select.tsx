import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import '../styles/widgets/select.css';

export type SelectOption<V extends string> = { readonly value: V; readonly label: string };

export type SelectProps<V extends string> = {
  readonly id?: string;
  readonly label: string;
  readonly options: readonly SelectOption<V>[];
  /** Undefined or '' is "nothing chosen yet" and shows "-". */
  readonly value: V | '' | undefined;
  readonly onChange: (value: V) => void;
  readonly hint?: string;
  /** Already translated; wins over the built-in "Invalid value". */
  readonly message?: string | undefined;
  readonly disabled?: boolean;
  readonly required?: boolean;
};

const EMPTY = '';

/**
 * A native `<select>` (type-ahead, page keys and the phone's own picker come with it). Section
 * 2.10: an empty value shows "-", and a value that is not among the options says "Invalid value".
 */
export function Select<V extends string>({
  id,
  label,
  options,
  value,
  onChange,
  hint,
  message,
  disabled,
  required,
}: SelectProps<V>) {
  const { t } = useTranslation();
  const known = options.some((option) => option.value === value);
  const shownMessage = message || (value && !known ? t('widgets.select.invalidValue') : undefined);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen) onChange(chosen.value);
  };
  return (
    <Field id={id} label={label} hint={hint} message={shownMessage}>
      {(control) => (
        <select
          {...control}
          className="field__control select"
          value={known ? value : EMPTY}
          onChange={change}
          disabled={disabled}
          required={required}
        >
          {known ? null : <option value={EMPTY}>{t('widgets.select.empty')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
