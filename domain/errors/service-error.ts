import { DEFAULT_ERROR_CODE, isRecoverable, messageKey, titleKey, type ErrorType } from './catalogue-codes';

/** Section 3, ServiceError: what any failed call becomes before the UI sees it. */
export type ServiceError = {
  readonly name: 'ServiceError';
  readonly type: ErrorType;
  /** A catalogue code, or a code the bank added that the catalogue does not know yet. */
  readonly code: string;
  /** A translation key (`title:{code}`), or raw text when the bank sent text instead of a key. */
  readonly title: string;
  readonly message: string;
  readonly traceId?: string;
  readonly recoverable: boolean;
  readonly originalError?: unknown;
};

export function serviceError(
  code: string = DEFAULT_ERROR_CODE,
  details: Partial<Omit<ServiceError, 'name' | 'code'>> = {},
): ServiceError {
  return {
    name: 'ServiceError',
    type: details.type ?? 'negative',
    code,
    title: details.title ?? titleKey(code),
    message: details.message ?? messageKey(code),
    recoverable: details.recoverable ?? isRecoverable(code),
    ...(details.traceId === undefined ? {} : { traceId: details.traceId }),
    ...(details.originalError === undefined ? {} : { originalError: details.originalError }),
  };
}

export function isServiceError(value: unknown): value is ServiceError {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ServiceError';
}
