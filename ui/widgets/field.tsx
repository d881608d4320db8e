import type { ReactNode } from 'react';
import { describedBy, FieldMessage } from './field-message';
import { useFieldIds } from './field-ids';
import '../styles/widgets/field.css';

/** What a field's control carries, so that its label, hint and message belong to it. */
export type FieldControl = {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
};

export type FieldHelpProps = {
  readonly hintId: string;
  readonly hint: string | undefined;
  readonly messageId: string;
  /** Already translated; rendered only while set (the field is invalid). */
  readonly message: string | undefined;
};

/** A field's hint, and its message while it is invalid (GOV.UK), each under the id its control names. */
export function FieldHelp({ hintId, hint, messageId, message }: FieldHelpProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={messageId} message={message} />
    </>
  );
}

export type FieldProps = {
  /** The control's id; a given one is kept, so an error summary can link to the field. */
  readonly id?: string | undefined;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly message?: string | undefined;
  /** The control (and what goes with it), given the id and aria attributes that tie it to the frame. */
  readonly children: (control: FieldControl) => ReactNode;
};

/**
 * The frame every labelled form widget shares (section 2.10): label, hint, the message while the
 * field is invalid, and the control, tied to them by its id and `aria-describedby`.
 */
export function Field({ id, label, hint, message, children }: FieldProps) {
  const { inputId, hintId, messageId } = useFieldIds(id);
  return (
    <div className={message ? 'field field--invalid' : 'field'}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <FieldHelp hintId={hintId} hint={hint} messageId={messageId} message={message} />
      {children({
        id: inputId,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy(hint && hintId, message && messageId),
      })}
    </div>
  );
}
