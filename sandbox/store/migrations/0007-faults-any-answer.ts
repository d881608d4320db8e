import type { Migration } from './migration';

/**
 * An injected fault may also be a misleading success (spec 7, "truthy = success"): a 2xx whose
 * body is `false`, `null` or empty though declared JSON. A NULL body is the empty one; JSON
 * `null` stays a body.
 */
export const faultsAnyAnswer: Migration = {
  version: 7,
  name: 'faults answer any status',
  statements: [
    `ALTER TABLE faults DROP CONSTRAINT faults_status_check`,
    `ALTER TABLE faults ADD CONSTRAINT faults_status_check CHECK (status BETWEEN 200 AND 599)`,
    `ALTER TABLE faults ALTER COLUMN body DROP NOT NULL`,
  ],
};
