import {
  chooseLimitOption,
  chooseLimitStart,
  initialLimitForm,
  type CardLimit,
  type FieldWarning,
  type LimitForm,
} from '../../domain/index';
import type { SelectedCard } from '../../domain/index';
import type { EditorFormRules } from '../editing/editor-settings';
import { restoredPeriod } from '../editing/restore-form';
import type { FormWarning } from '../editing/validation';

/** The limit editors' form (sections 2.4, 2.5): the domain's rules their form session and period choices run. */
export const LIMIT_FORM: EditorFormRules<LimitForm, CardLimit> = {
  initial: initialLimitForm,
  restore: (kept) => ({
    ...restoredPeriod(kept),
    value: typeof kept.value === 'number' && Number.isFinite(kept.value) ? kept.value : undefined,
  }),
  chooseOption: chooseLimitOption,
  chooseStart: chooseLimitStart,
};

/**
 * The limit form's warnings as the editor shows them: an empty amount is not "the chosen limit is
 * invalid" but section 5's currency-input text for an empty required field, "This field is mandatory."
 */
export const shownLimitWarnings = (warnings: readonly FieldWarning[], form: LimitForm): FormWarning[] =>
  warnings.map((warning) =>
    warning.key === 'invalidLimit' && form.value === undefined
      ? { field: warning.field, key: 'limitValueRequired' }
      : warning,
  );

/**
 * Reading 103: a limit Save or Delete whose answer was lost, while the card read anew has a limit
 * change waiting for its signature. Neither can be pressed while one waits, so that one is the
 * change asked: the form says so, with Sign now, not "nothing has changed".
 */
export const limitChangeWaits = (_asked: unknown, card: SelectedCard): true | undefined =>
  card.isLimitInProgress ? true : undefined;
