import { errorBody, parseErrorBody } from '../../domain/index';

// Section 3, "Server error bodies", one example per level of precedence.

describe('parseErrorBody', () => {
  it('level 1: messages[0] gives the code and the type', () => {
    expect(parseErrorBody({ messages: [{ messageType: 'WARNING', messageKey: 'MESSAGE_BAI540_1029' }] })).toEqual({
      name: 'ServiceError',
      type: 'warning',
      code: 'MESSAGE_BAI540_1029',
      title: 'title:MESSAGE_BAI540_1029',
      message: 'message:MESSAGE_BAI540_1029',
      recoverable: true,
    });
  });

  it('level 2: errors[0] gives the code, the type and the trace id', () => {
    expect(
      parseErrorBody({ errors: [{ messageType: 'INFO', code: 'INSTRUMENT_NOT_FOUND', traceId: 'trace-7' }] }),
    ).toEqual({
      name: 'ServiceError',
      type: 'info',
      code: 'INSTRUMENT_NOT_FOUND',
      title: 'title:INSTRUMENT_NOT_FOUND',
      message: 'message:INSTRUMENT_NOT_FOUND',
      traceId: 'trace-7',
      recoverable: false,
    });
  });

  it('level 3: message.errors[0] gives the code as the title and the raw text as the message', () => {
    expect(
      parseErrorBody({
        message: { errors: [{ code: 'LIMIT_TYPE_NOT_FOUND', message: 'No such limit type', traceId: 't-1' }] },
      }),
    ).toEqual({
      name: 'ServiceError',
      type: 'negative',
      code: 'LIMIT_TYPE_NOT_FOUND',
      title: 'LIMIT_TYPE_NOT_FOUND',
      message: 'No such limit type',
      traceId: 't-1',
      recoverable: false,
    });
  });

  it('level 4: a top-level title becomes title:{title} on the default error', () => {
    expect(parseErrorBody({ title: 'Bad Gateway', status: 502 })).toEqual({
      name: 'ServiceError',
      type: 'negative',
      code: 'serviceError',
      title: 'title:Bad Gateway',
      message: 'message:serviceError',
      recoverable: false,
    });
  });

  it('falls back to the default error for anything else', () => {
    expect(parseErrorBody('<html>502</html>')).toMatchObject({
      code: 'serviceError',
      title: 'title:serviceError',
      message: 'message:serviceError',
    });
    expect(parseErrorBody({ messages: [], errors: [{ code: '' }] })).toMatchObject({ code: 'serviceError' });
  });

  it('writes the bodies it reads, as the bank sandbox will send them', () => {
    expect(errorBody('messages', 'MESSAGE_BAI540_1011')).toEqual({
      messages: [{ messageType: 'ERROR', messageKey: 'MESSAGE_BAI540_1011' }],
    });
    expect(errorBody('errors', 'TEMPORARY_LIMIT_OVERLAPS', { traceId: 'x' })).toEqual({
      errors: [{ messageType: 'ERROR', code: 'TEMPORARY_LIMIT_OVERLAPS', traceId: 'x' }],
    });
    expect(errorBody('nested', 'END_DATE_INVALID', { text: 'The end date is invalid.' })).toEqual({
      message: { errors: [{ code: 'END_DATE_INVALID', message: 'The end date is invalid.' }] },
    });
  });
});
