import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';
import '../styles/widgets/field.css';

export type FieldMessageProps = {
  /** The id the field names in `aria-describedby`. */
  readonly id: string;
  /** Already translated; nothing renders without one. */
  readonly message?: string | undefined;
};

/** GOV.UK pattern: the message exists only while the field is invalid, with a hidden "Error:" prefix. */
export function FieldMessage({ id, message }: FieldMessageProps) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="field-message">
      <VisuallyHidden>{t('widgets.fieldMessage.prefix')} </VisuallyHidden>
      {message}
    </p>
  );
}

/** `aria-describedby` from the ids that are present; undefined when none is. */
export function describedBy(...ids: readonly (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
