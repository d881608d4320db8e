import { useId } from 'react';

export type FieldIds = { readonly inputId: string; readonly hintId: string; readonly messageId: string };

/** The ids a field ties together; a given id is kept so an error summary can link to the field. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: `${inputId}-hint`, messageId: `${inputId}-message` };
}
