import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../widgets/error-summary';
import { fieldId } from './field-ids';
import type { ValidationView } from './validation';

/** The GOV.UK error summary of a refused save: each of section 5's messages, linked to its field. */
export function EditorSummary({ validation }: { validation: ValidationView }) {
  const { t } = useTranslation();
  const errors = validation.summary.map((warning) => ({ fieldId: fieldId(warning.field), message: t(`generic.warnings.${warning.key}`) }));
  return <ErrorSummary errors={errors} focusKey={validation.attempt} />;
}
