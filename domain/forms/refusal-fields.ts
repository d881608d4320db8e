import type { CatalogueCode } from '../errors/catalogue-codes';
import type { FormField } from './form-warnings';

const DAYS: readonly FormField[] = ['temporaryOption', 'startDate', 'endDate'];

/**
 * Section 8's recoverable refusals of a form's request, by the fields they are about: once the
 * customer changes one of those, the refusal speaks of a request that is no longer on screen.
 * The option is among the days' fields because choosing another one sets other days (section 4).
 */
const REFUSAL_FIELDS: Partial<Record<CatalogueCode, readonly FormField[]>> = /* @__PURE__ */ (() => ({
  MESSAGE_BAI540_1029: ['limitValue'],
  MESSAGE_BAI540_1011: ['limitValue'],
  MESSAGE_BAI540_0072: ['limitValue'],
  MESSAGE_BAI540_0029: ['limitValue'],
  MESSAGE_BAI540_0045: ['limitValue'],
  MESSAGE_BAI540_0058: ['limitValue'],
  MESSAGE_BAI540_1013: ['limitValue', ...DAYS],
  MESSAGE_BAI540_0034: ['limitValue', ...DAYS],
  MESSAGE_BAI540_0035: ['limitValue', ...DAYS],
  MESSAGE_BAI540_1015: ['region'],
  MESSAGE_BAI540_1024: ['region', ...DAYS],
  MESSAGE_BAI540_1026: ['region', ...DAYS],
  MESSAGE_BAI540_0050: DAYS,
  MESSAGE_BAI540_0051: DAYS,
  MESSAGE_BAI540_0052: DAYS,
}))();

/** The form fields a refusal is about; none for one about the card or the moment (1003, 1008, …). */
export function refusalFields(code: string): readonly FormField[] {
  return Object.hasOwn(REFUSAL_FIELDS, code) ? (REFUSAL_FIELDS[code as CatalogueCode] ?? []) : [];
}

/** Whether changing `field` leaves the refusal `code` behind (issue 12.9). */
export const isRefusalAbout = (code: string, field: FormField): boolean => refusalFields(code).includes(field);
