import type { FocusEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionFailure, type ActionFailureProps } from '../cards/action-failure';
import { useHolderKey } from '../widgets/business-area';
import { ErrorSummary } from '../widgets/error-summary';
import { Notification } from '../widgets/notification';
import { fieldAt, fieldId } from './field-ids';
import { InProgressNotice, type InProgressChange } from './in-progress-notice';
import { useAfterPress } from './use-after-press';
import { useAnsweredFields } from './use-answered-fields';
import type { ValidationView } from './validation';
import '../styles/editors.css';

export type EditorFormProps = {
  readonly validation: ValidationView;
  /** Section 4: a limit change waits to be signed, so nothing can be changed; the form says why. */
  readonly inProgress?: boolean;
  /** Issue 12.5: already translated; the card's links allow none of this editor's changes, and the form says so. */
  readonly notAllowed?: string | undefined;
  /** What waits to be signed, and how (issue 12). */
  readonly pending?: InProgressChange | undefined;
  /** Issue 33, item 4: a save or delete the bank failed, said above the form with Try again. */
  readonly failure?: ActionFailureProps | undefined;
  /** What a warning's text names, as the fields show it (issue 33, item 6: the highest amount). */
  readonly warningValues?: { readonly amount: string } | undefined;
  readonly onSubmit: (event: FormEvent) => void;
  readonly children: ReactNode;
};

/**
 * A field is left when focus moves on to another part of the form (another field, Save). Focus
 * that goes into the field's calendar, to the page around the form or away from the window
 * has not left it: the customer is still answering, or looking something up.
 */
function leftField(event: FocusEvent<HTMLFormElement>): ReturnType<typeof fieldAt> {
  const from = event.target instanceof Element ? fieldAt(event.target) : undefined;
  const to = event.relatedTarget;
  if (!from || !(to instanceof Element) || !event.currentTarget.contains(to) || from.frame.contains(to))
    return undefined;
  return from;
}

/**
 * An editor's form, the GOV.UK error summary of a refused save first: each of section 5's
 * messages, linked to its field. The browser's own validation stays off; section 5 speaks instead.
 * It tells the validation which field the customer left (ui/editing/validation.ts).
 */
export function EditorForm({
  validation,
  inProgress,
  pending,
  notAllowed,
  failure,
  warningValues,
  onSubmit,
  children,
}: EditorFormProps) {
  const { t } = useTranslation();
  // Reading 99: a warning that says "your limit" says the card's on a business page.
  const holderKey = useHolderKey();
  const errors = validation.summary.map((warning) => ({
    fieldId: fieldId(warning.field),
    message: t(holderKey(`generic.warnings.${warning.key}`), warningValues),
  }));
  const afterPress = useAfterPress();
  const answers = useAnsweredFields();
  // Reading 29: a field passed by without an answer (a keyboard user on their way through) waits for Save.
  const blur = (event: FocusEvent<HTMLFormElement>) => {
    const left = leftField(event);
    if (left && answers.answered(left.field, left.frame)) afterPress(() => validation.leave(left.field));
  };
  return (
    <form
      className="editor"
      noValidate
      onSubmit={onSubmit}
      onBlur={blur}
      onFocus={answers.onFocus}
      onInput={answers.onInput}
      onChange={answers.onInput}
    >
      <ErrorSummary errors={errors} focusKey={validation.attempt} />
      {failure ? <ActionFailure {...failure} /> : null}
      {inProgress ? <InProgressNotice pending={pending} /> : null}
      {notAllowed && !inProgress ? (
        <Notification type="info">
          <p>{notAllowed}</p>
        </Notification>
      ) : null}
      {children}
    </form>
  );
}
