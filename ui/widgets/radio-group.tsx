import { useId, type ReactNode } from 'react';
import { FieldHelp } from './field';
import { describedBy } from './field-message';
import '../styles/widgets/radio-group.css';

export type RadioOption<V extends string> = {
  readonly value: V;
  readonly label: string;
  readonly hint?: string;
  readonly disabled?: boolean;
};

export type RadioGroupProps<V extends string> = {
  /** The fieldset's id: an error summary links here and focus lands on the first enabled radio. */
  readonly id?: string;
  readonly name: string;
  readonly legend: ReactNode;
  readonly options: readonly RadioOption<V>[];
  readonly value: V | undefined;
  readonly onChange: (value: V) => void;
  readonly hint?: string;
  /** Already translated; shown only while set. */
  readonly message?: string | undefined;
  /** Disables every option (section 4: while a limit change is in progress). */
  readonly disabled?: boolean;
};

/** Native radios in a fieldset: arrow keys, grouping and announcements come from the browser. */
export function RadioGroup<V extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  message,
  disabled,
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupId = id ?? generated;
  const hintId = `${groupId}-hint`;
  const messageId = `${groupId}-message`;
  // A disabled option cannot take focus, so a keyboard or screen-reader user never hears its own
  // description; the group says why it is off as the focus enters it.
  const offHints = options
    .filter((option) => option.disabled && option.hint)
    .map((option) => `${radioOptionId(groupId, option.value)}-hint`);
  return (
    <fieldset
      id={groupId}
      className={message ? 'field field--invalid' : 'field'}
      disabled={disabled}
      aria-describedby={describedBy(hint && hintId, ...offHints, message && messageId)}
    >
      <legend className="field__legend">{legend}</legend>
      <FieldHelp hintId={hintId} hint={hint} messageId={messageId} message={message} />
      {options.map((option) => {
        const optionId = radioOptionId(groupId, option.value);
        return (
          <div key={option.value} className="radio">
            <input
              id={optionId}
              className="radio__input"
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
            />
            {/* The hint beside the label, not in it (GOV.UK): the option's name stays its label, the hint its description. */}
            <div className="radio__text">
              <label htmlFor={optionId} className="radio__label">
                {option.label}
              </label>
              {option.hint ? (
                <p id={`${optionId}-hint`} className="radio__hint">
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

export const radioOptionId = (groupId: string, value: string): string => `${groupId}-${value}`;
