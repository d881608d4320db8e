import fc from 'fast-check';
import { CATALOGUE_CODES, errorBody, type BankMessageType, type ErrorBodyFormat } from '../../../domain/index';

export const bankMessageTypeArb: fc.Arbitrary<BankMessageType> = fc.constantFrom('ERROR', 'WARNING', 'INFO');
export const catalogueCodeArb = fc.constantFrom(...CATALOGUE_CODES);
export const errorBodyFormatArb: fc.Arbitrary<ErrorBodyFormat> = fc.constantFrom('messages', 'errors', 'nested');

/** A well-formed error body in one of the bank's three formats, with the code it carries. */
export const wellFormedErrorBodyArb = fc
  .record({
    format: errorBodyFormatArb,
    code: fc.oneof(catalogueCodeArb, fc.stringMatching(/^[A-Z][A-Z0-9_]{2,30}$/)),
    messageType: bankMessageTypeArb,
    traceId: fc.option(fc.uuid(), { nil: undefined }),
    text: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
  })
  .map(({ format, code, messageType, traceId, text }) => ({
    format,
    code,
    messageType,
    traceId,
    body: errorBody(format, code, {
      messageType,
      ...(traceId === undefined ? {} : { traceId }),
      ...(text === undefined ? {} : { text }),
    }),
  }));

/** Anything a broken server or a proxy might answer with: JSON of any shape, near-misses of the formats. */
export const anyErrorBodyArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.anything(),
  wellFormedErrorBodyArb.map(({ body }) => body),
  fc.record({ messages: fc.array(fc.anything()) }),
  fc.record({ errors: fc.array(fc.anything()) }),
  fc.record({ message: fc.oneof(fc.string(), fc.record({ errors: fc.array(fc.anything()) })) }),
  fc.record({ title: fc.anything() }),
);
