import type { Result, ServiceError } from '../../../../domain/index';

/** The value of a call that must succeed; a failure stops the test with its code. */
export function valueOf<T>(result: Result<T, ServiceError>): T {
  if (!result.ok)
    throw new Error(`expected success, got ${result.error.code} (${JSON.stringify(result.error.originalError)})`);
  return result.value;
}

/** The error of a call that must be refused; a success stops the test with what it answered. */
export function errorOf(result: Result<unknown, ServiceError>): ServiceError {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
}
