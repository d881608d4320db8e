import type { FormField } from '../../domain/index';

/** One id per form field, so a field message and its error-summary link name the same element. */
export const fieldId = (field: FormField): string => `editor-${field}`;

// Every field, so an id read back from the page is known to be one (the compiler checks the list).
const FIELDS: Readonly<Record<FormField, true>> = {
  durationType: true,
  temporaryOption: true,
  limitValue: true,
  startDate: true,
  endDate: true,
  reissueReason: true,
  region: true,
};

const PREFIX = 'editor-';

/**
 * The form field an element belongs to, and the frame holding all of that field (label, control,
 * a date's calendar button, a group's radios): the widget frame (`.field`) whose id, or whose
 * control's id, is the field's.
 */
export function fieldAt(element: Element): { readonly field: FormField; readonly frame: Element } | undefined {
  const frame = element.closest('.field');
  if (!frame) return undefined;
  for (const candidate of [frame, ...frame.querySelectorAll('[id]')]) {
    const name = candidate.id.startsWith(PREFIX) ? candidate.id.slice(PREFIX.length) : '';
    if (Object.hasOwn(FIELDS, name)) return { field: name as FormField, frame };
  }
  return undefined;
}
