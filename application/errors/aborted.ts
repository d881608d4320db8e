import { serviceError, type ServiceError } from '../../domain/index';

/**
 * A call cancelled because the customer moved on (section 7's aborts on navigation). Nobody is
 * told: it is not in the catalogue, and the error path drops it.
 */
export const ABORTED_CODE = 'REQUEST_ABORTED';

export const abortedError = (): ServiceError => serviceError(ABORTED_CODE, { recoverable: true });

export const isAborted = (error: ServiceError): boolean => error.code === ABORTED_CODE;
