import type { FormField } from '../../domain/index';

/** An editor form's keys as section 5 names the fields. */
const FORM_FIELDS: Readonly<Record<string, FormField>> = {
  durationType: 'durationType',
  option: 'temporaryOption',
  value: 'limitValue',
  start: 'startDate',
  end: 'endDate',
  region: 'region',
};

/** Which of section 5's fields differ between two states of a form (issue 12.9: the refusals they leave behind). */
export const changedFields = (before: object, after: object): FormField[] =>
  Object.entries(FORM_FIELDS)
    .filter(([key]) => (before as Record<string, unknown>)[key] !== (after as Record<string, unknown>)[key])
    .map(([, field]) => field);
