import fc from 'fast-check';
import { errorBody, isRecoverable, parseErrorBody, type BankMessageType } from '../../domain/index';
import {
  anyErrorBodyArb,
  bankMessageTypeArb,
  catalogueCodeArb,
  wellFormedErrorBodyArb,
} from '../support/arbitraries/index';

// Section 3, "Server error bodies", read in their order of precedence, and section 8's
// messageType mapping. Whatever a server or proxy answers, the parser yields a ServiceError.

const TYPES: Record<BankMessageType, string> = { ERROR: 'negative', WARNING: 'warning', INFO: 'info' };
const codeArb = fc.oneof(catalogueCodeArb, fc.stringMatching(/^[A-Z][A-Z0-9_]{2,20}$/));

describe('parseErrorBody', () => {
  it('never throws and always yields a ServiceError with a code, keys and a known type', () => {
    fc.assert(
      fc.property(anyErrorBodyArb, (body) => {
        const error = parseErrorBody(body);
        expect(error.name).toBe('ServiceError');
        expect(typeof error.code).toBe('string');
        expect(error.code.trim()).not.toBe('');
        expect(typeof error.title).toBe('string');
        expect(typeof error.message).toBe('string');
        expect(['negative', 'warning', 'info']).toContain(error.type);
        expect(error.recoverable).toBe(isRecoverable(error.code));
      }),
      { numRuns: 300 },
    );
  });

  it('reads back the code, type, trace id and texts of every well-formed body of the three formats', () => {
    fc.assert(
      fc.property(wellFormedErrorBodyArb, ({ format, code, messageType, traceId, body }) => {
        const error = parseErrorBody(body);
        expect(error.code).toBe(code);
        if (format === 'nested') {
          // Level 3: the title is the code and the message the raw text (or the code without one).
          const sent = (body as { message: { errors: { message: string }[] } }).message.errors[0]!.message;
          expect(error).toMatchObject({ type: 'negative', title: code, message: sent.trim() === '' ? code : sent });
        } else {
          expect(error).toMatchObject({ type: TYPES[messageType], title: `title:${code}`, message: `message:${code}` });
        }
        expect(error.traceId).toBe(format === 'messages' ? undefined : traceId);
      }),
    );
  });

  it('takes messages[0] before errors[0], errors[0] before message.errors[0], and those before a top-level title', () => {
    const layersArb = fc.record({
      messages: fc.option(codeArb, { nil: undefined }),
      errors: fc.option(codeArb, { nil: undefined }),
      nested: fc.option(codeArb, { nil: undefined }),
      title: fc.option(codeArb, { nil: undefined }),
    });
    fc.assert(
      fc.property(layersArb, (layers) => {
        const body = {
          ...(layers.messages ? errorBody('messages', layers.messages) : {}),
          ...(layers.errors ? errorBody('errors', layers.errors) : {}),
          ...(layers.nested ? errorBody('nested', layers.nested) : {}),
          ...(layers.title ? { title: layers.title } : {}),
        };
        const error = parseErrorBody(body);
        const code = layers.messages ?? layers.errors ?? layers.nested ?? 'serviceError';
        expect(error.code).toBe(code);
        if (!layers.messages && !layers.errors && !layers.nested)
          expect(error.title).toBe(layers.title ? `title:${layers.title}` : 'title:serviceError');
      }),
    );
  });

  it('maps ERROR to negative, WARNING to warning and INFO to info, and anything else to negative', () => {
    fc.assert(
      fc.property(
        codeArb,
        fc.oneof(bankMessageTypeArb, fc.string(), fc.anything()),
        fc.constantFrom('messages', 'errors'),
        (code, messageType, format) => {
          const body =
            format === 'messages'
              ? { messages: [{ messageType, messageKey: code }] }
              : { errors: [{ messageType, code }] };
          const expected =
            typeof messageType === 'string' && Object.hasOwn(TYPES, messageType)
              ? TYPES[messageType as BankMessageType]
              : 'negative';
          expect(parseErrorBody(body).type).toBe(expected);
        },
      ),
    );
  });

  it('keeps the original error it was given', () => {
    fc.assert(
      fc.property(
        anyErrorBodyArb,
        fc.anything().filter((value) => value !== undefined),
        (body, originalError) => {
          expect(parseErrorBody(body, { originalError }).originalError).toBe(originalError);
        },
      ),
    );
  });
});
