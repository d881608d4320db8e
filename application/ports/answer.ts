import type { Result, ServiceError } from '../../domain/index';

/**
 * What every outside call resolves to: a value, or a ServiceError already in catalogue terms.
 * Adapters never reject; a rejection is a bug.
 */
export type Answer<T> = Promise<Result<T, ServiceError>>;
