import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../widgets/error-summary';
import { fieldId } from './field-ids';
import { InProgressNotice } from './in-progress-notice';
import type { ValidationView } from './validation';
import '../styles/editors.css';

export type EditorFormProps = {
  readonly validation: ValidationView;
  /** Section 4: a limit change waits to be signed, so nothing can be changed; the form says why. */
  readonly inProgress?: boolean;
  readonly onSubmit: (event: FormEvent) => void;
  readonly children: ReactNode;
};

/**
 * An editor's form, the GOV.UK error summary of a refused save first: each of section 5's
 * messages, linked to its field. The browser's own validation stays off; section 5 speaks instead.
 */
export function EditorForm({ validation, inProgress, onSubmit, children }: EditorFormProps) {
  const { t } = useTranslation();
  const errors = validation.summary.map((warning) => ({ fieldId: fieldId(warning.field), message: t(`generic.warnings.${warning.key}`) }));
  return (
    <form className="editor" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={errors} focusKey={validation.attempt} />
      {inProgress ? <InProgressNotice /> : null}
      {children}
    </form>
  );
}
