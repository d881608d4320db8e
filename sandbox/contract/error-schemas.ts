import type { CatalogueCode } from '../../domain/index';
import type { ErrorStyle } from '../http/refusal';
import { closed, type JsonSchema } from './json-schema';

const traceId = { type: 'string', description: "The answer's `Trace-Id`: quote it to whoever runs the bank." };

/** The limit service's `MESSAGE_BAI540_*` and the `MESSAGE_FED001_*` keys. */
const messages = (codes: readonly string[]): JsonSchema =>
  closed({
    messages: {
      type: 'array',
      minItems: 1,
      items: closed({ messageType: { const: 'ERROR' }, messageKey: { enum: codes }, traceId }),
    },
  });

const errors = (codes: readonly string[]): JsonSchema =>
  closed({
    errors: {
      type: 'array',
      minItems: 1,
      items: closed({ messageType: { const: 'ERROR' }, code: { enum: codes }, traceId, message: { type: 'string' } }),
    },
  });

const nested = (codes: readonly string[]): JsonSchema =>
  closed({
    message: closed({
      errors: {
        type: 'array',
        minItems: 1,
        items: closed({ code: { enum: codes }, message: { type: 'string' }, traceId }),
      },
    }),
  });

/** The body of a refusal with one of these codes, in the format each code comes in (refusal.ts, formatOf). */
export function refusalSchema(codes: readonly CatalogueCode[], style: ErrorStyle): JsonSchema {
  const keys = codes.filter((code) => code.startsWith('MESSAGE_'));
  const others = codes.filter((code) => !code.startsWith('MESSAGE_'));
  const formats = [
    ...(keys.length > 0 ? [messages(keys)] : []),
    ...(others.length > 0 ? [style === 'nested' ? nested(others) : errors(others)] : []),
  ];
  return formats.length === 1 ? formats[0]! : { anyOf: formats };
}
