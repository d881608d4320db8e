import { titleKey, type ErrorType } from './catalogue-codes';
import { serviceError, type ServiceError } from './service-error';

/** The bank's message types, section 8: ERROR → negative, WARNING → warning, INFO → info. */
export type BankMessageType = 'ERROR' | 'WARNING' | 'INFO';

const TYPES: Record<BankMessageType, ErrorType> = { ERROR: 'negative', WARNING: 'warning', INFO: 'info' };

/** The three body shapes the bank answers errors with (section 3, "Server error bodies"). */
export type MessagesErrorBody = { messages: { messageType: BankMessageType; messageKey: string }[] };
export type ErrorsErrorBody = {
  errors: { messageType: BankMessageType; code: string; traceId?: string; message?: string }[];
};
export type NestedErrorsErrorBody = { message: { errors: { code: string; message: string; traceId?: string }[] } };
export type ErrorBodyFormat = 'messages' | 'errors' | 'nested';

export function errorBody(
  format: ErrorBodyFormat,
  code: string,
  details: { readonly text?: string; readonly traceId?: string; readonly messageType?: BankMessageType } = {},
): MessagesErrorBody | ErrorsErrorBody | NestedErrorsErrorBody {
  if (typeof details !== 'object' || details === null) details = {};
  const messageType = details.messageType ?? 'ERROR';
  const trace = details.traceId === undefined ? {} : { traceId: details.traceId };
  switch (format) {
    case 'messages':
      return { messages: [{ messageType, messageKey: code }] };
    case 'errors':
      return {
        errors: [{ messageType, code, ...trace, ...(details.text === undefined ? {} : { message: details.text }) }],
      };
    case 'nested':
      return { message: { errors: [{ code, message: details.text ?? code, ...trace }] } };
    default:
      // A format this version does not know (a caller without types): the `errors` shape, which
      // every reader of section 3 understands, rather than nothing.
      return errorBody('errors', code, details);
  }
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const typeOf = (value: unknown): ErrorType =>
  typeof value === 'string' && Object.hasOwn(TYPES, value) ? TYPES[value as BankMessageType] : 'negative';

/**
 * Any answer body → a ServiceError, in the precedence of section 3. Total: a body that is not
 * JSON-shaped, or names nothing usable, gives the default `serviceError`.
 */
export function parseErrorBody(body: unknown, context: { readonly originalError?: unknown } = {}): ServiceError {
  const originalError = field(context, 'originalError');
  const extra = originalError === undefined ? {} : { originalError };

  const message = first(field(body, 'messages'));
  const messageKey = text(field(message, 'messageKey'));
  if (messageKey) return serviceError(messageKey, { type: typeOf(field(message, 'messageType')), ...extra });

  const error = first(field(body, 'errors'));
  const errorCode = text(field(error, 'code'));
  if (errorCode) {
    const traceId = text(field(error, 'traceId'));
    return serviceError(errorCode, {
      type: typeOf(field(error, 'messageType')),
      ...(traceId ? { traceId } : {}),
      ...extra,
    });
  }

  const nested = first(field(field(body, 'message'), 'errors'));
  const nestedCode = text(field(nested, 'code'));
  if (nestedCode) {
    const traceId = text(field(nested, 'traceId'));
    return serviceError(nestedCode, {
      title: nestedCode,
      message: text(field(nested, 'message')) ?? nestedCode,
      ...(traceId ? { traceId } : {}),
      ...extra,
    });
  }

  const title = text(field(body, 'title'));
  if (title) return serviceError(undefined, { title: titleKey(title), ...extra });

  return serviceError(undefined, extra);
}
