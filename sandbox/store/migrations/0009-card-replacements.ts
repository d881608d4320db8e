import type { Migration } from './migration';

/**
 * Issue 33: a replaced card tells why and when (the reason given, the day it was ordered)
 * beside which card took its place, so its status can say so without reading its history.
 */
export const cardReplacements: Migration = {
  version: 9,
  name: 'card replacements',
  statements: [
    `ALTER TABLE cards ADD COLUMN replaced_reason text CHECK (replaced_reason IN ('STOLEN', 'LOST', 'DEFECT'))`,
    `ALTER TABLE cards ADD COLUMN replaced_on date`,
  ],
};
