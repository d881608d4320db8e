import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, describedBy } from './field-message';
import { useFieldIds } from './field-ids';
import '../styles/widgets/field.css';
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
export function Select<V extends string>({ id, label, options, value, onChange, hint, message, disabled, required }: SelectProps<V>) {
  const { t } = useTranslation();
  const { inputId, hintId, messageId } = useFieldIds(id);
  const known = options.some((option) => option.value === value);
  const shownMessage = message || (value && !known ? t('widgets.select.invalidValue') : undefined);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen) onChange(chosen.value);
  };
  return (
    <div className={shownMessage ? 'field field--invalid' : 'field'}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={messageId} message={shownMessage} />
      <select
        id={inputId}
        className="field__control select"
        value={known ? value : EMPTY}
        onChange={change}
        disabled={disabled}
        required={required}
        aria-invalid={shownMessage ? true : undefined}
        aria-describedby={describedBy(hint && hintId, shownMessage && messageId)}
      >
        {known ? null : <option value={EMPTY}>{t('widgets.select.empty')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
