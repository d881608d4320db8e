import type { CatalogueCode } from './catalogue-codes';

/** A broken bank rule: the catalogue code the bank answers with, and the field at fault. */
export type RuleFailure = { readonly code: CatalogueCode; readonly field?: string };

export const broken = (code: CatalogueCode, field?: string): RuleFailure =>
  field === undefined ? { code } : { code, field };
