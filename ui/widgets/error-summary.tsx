import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/widgets/error-summary.css';

export type ErrorSummaryEntry = {
  /** The id of the input, select or fieldset at fault. */
  readonly fieldId: string;
  /** Already translated; the same text the field itself shows. */
  readonly message: string;
};

export type ErrorSummaryProps = {
  readonly errors: readonly ErrorSummaryEntry[];
  /** "There is a problem" when left out. */
  readonly title?: string;
  /** Change it (e.g. a submit counter) to move focus here again on the next failed submit; only then (and on mount) does it take focus. */
  readonly focusKey?: unknown;
};

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

function focusField(fieldId: string): void {
  const target = document.getElementById(fieldId);
  if (!target) return;
  const field = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  // The label or legend scrolls into view with the field, as GOV.UK does.
  (target.closest('fieldset, .field') ?? target).scrollIntoView?.({ block: 'start' });
  field?.focus({ preventScroll: true });
}

/**
 * GOV.UK error summary: announced through the inner role="alert", focused when it appears, each
 * entry a link to its field. Links move focus themselves, since the hash belongs to the router.
 */
export function ErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  const focusNow = useRef(hasErrors);
  focusNow.current = hasErrors;

  // Only a submit moves focus here: a summary that comes back as the customer leaves a field
  // (ui/editing/validation.ts) stays out of their way.
  useEffect(() => {
    if (focusNow.current) ref.current?.focus();
  }, [focusKey]);

  if (!hasErrors) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    focusField(fieldId);
  };

  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert">
        <h2 id={titleId} className="error-summary__title">
          {title ?? t('widgets.errorSummary.title')}
        </h2>
        <ul className="error-summary__list">
          {errors.map((error) => (
            <li key={`${error.fieldId}:${error.message}`}>
              <a href={`#${error.fieldId}`} onClick={(event) => follow(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
