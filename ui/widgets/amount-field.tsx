import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AMOUNT_INPUT_DEFAULTS,
  checkAmount,
  formatAmount,
  isAllowedAmountCharacter,
  type AmountFailure,
  type Result,
} from '../../domain/index';
import { useLocale } from '../i18n/use-locale';
import { Field } from './field';
import '../styles/widgets/amount-field.css';

export type AmountCheck = Result<number, AmountFailure>;

export type AmountFieldProps = {
  readonly id?: string;
  readonly label: string;
  /** The text as typed, in the page's format ("1.234,56" in nl-NL, "1,234.56" in en-GB). */
  readonly value: string;
  /** Every change, with what the domain makes of it. */
  readonly onChange: (text: string, amount: AmountCheck) => void;
  /** Section 2.10 defaults: 0 and 20000. */
  readonly min?: number;
  readonly max?: number;
  /** An empty field is "This field is mandatory." only when required (the default). */
  readonly required?: boolean;
  readonly hint?: string;
  /** Already translated; wins over the currency messages. */
  readonly message?: string | undefined;
  /** Show the currency message before the field was left, e.g. after a submit. */
  readonly showMessage?: boolean;
  readonly disabled?: boolean;
};

// Editing and navigation keys have names longer than one character; shortcuts use a modifier.
const isTypedCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

const onlyAllowed = (text: string): string => [...text].filter(isAllowedAmountCharacter).join('');

/** A euro amount: digits, comma, dot and minus only (section 2.10), checked by the domain. */
export function AmountField(props: AmountFieldProps) {
  const {
    id,
    label,
    value,
    onChange,
    min = AMOUNT_INPUT_DEFAULTS.min,
    max = AMOUNT_INPUT_DEFAULTS.max,
    required = true,
    hint,
    disabled,
  } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [left, setLeft] = useState(false);

  const check = (text: string): AmountCheck => checkAmount(text, locale, { min, max });
  const current = check(value);
  const failure = !current.ok && !(current.error === 'required' && !required) ? current.error : undefined;
  const message =
    props.message || ((left || props.showMessage) && failure ? t(`generic.currency.${failure}`) : undefined);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    // Pasted text and phone keyboards bypass keydown, so the text itself is filtered too.
    const text = onlyAllowed(event.target.value);
    onChange(text, check(text));
  };
  const blur = () => {
    setLeft(true);
    // A valid amount is rewritten in the page's own format, so "1234,5" reads "1.234,50".
    if (current.ok) {
      const formatted = formatAmount(current.value, locale);
      if (formatted !== value) onChange(formatted, check(formatted));
    }
  };

  return (
    <Field id={id} label={label} hint={hint} message={message}>
      {(control) => (
        <div className="amount-field__row">
          <span className="amount-field__currency" aria-hidden="true">
            €
          </span>
          <input
            {...control}
            className="field__control"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={disabled}
            required={required}
            onKeyDown={(event) => {
              if (isTypedCharacter(event) && !isAllowedAmountCharacter(event.key)) event.preventDefault();
            }}
            onChange={change}
            onBlur={blur}
          />
        </div>
      )}
    </Field>
  );
}
