import type { FormField } from '../../domain/index';

/** One id per form field, so a field message and its error-summary link name the same element. */
export const fieldId = (field: FormField): string => `editor-${field}`;
