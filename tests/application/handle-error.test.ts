import fc from 'fast-check';
import { CATALOGUE_CODES, isRecoverable, parseErrorBody, serviceError } from '../../domain/index';
import { abortedError } from '../../application/errors/aborted';
import { HandleError } from '../../application/errors/handle-error';
import { anyErrorBodyArb } from '../support/arbitraries/error-bodies';
import { RecordingAnalytics } from '../support/fakes/recording-analytics';

const setUp = () => {
  const analytics = new RecordingAnalytics();
  return { analytics, handle: new HandleError(analytics) };
};

describe('HandleError (section 8, "Handling")', () => {
  it('a recoverable code: only its message, the page stays, the picker asks for another card', () => {
    const { handle, analytics } = setUp();
    const error = serviceError('MESSAGE_BAI540_1029');
    expect(handle.execute(error)).toEqual({
      error,
      recoverable: true,
      hint: 'SELECT_ANOTHER_CARD',
      notification: { type: 'negative', content: { scope: 'errorMessages', key: 'message:MESSAGE_BAI540_1029' } },
    });
    expect(analytics.exceptions).toEqual([error]);
  });

  it('any other code: a title in words (its own, else "Something went wrong"), its message or else the generic one, its code apart, content hidden', () => {
    const { handle } = setUp();
    expect(handle.execute(serviceError('INTERNAL_SERVER_ERROR'))).toMatchObject({
      recoverable: false,
      hint: undefined,
      notification: {
        type: 'negative',
        title: { scope: 'errorMessages', key: 'title:INTERNAL_SERVER_ERROR', fallbackKey: 'somethingWentWrong' },
        content: { scope: 'errorMessages', key: 'message:INTERNAL_SERVER_ERROR', fallbackKey: 'message:serviceError' },
        code: 'INTERNAL_SERVER_ERROR',
      },
    });
  });

  it('looks up the title of a code the bank named in raw text, and a title key the bank sent', () => {
    const { handle } = setUp();
    const nested = parseErrorBody({
      message: { errors: [{ code: 'MESSAGE_FED001_0001', message: 'Plain words from the bank' }] },
    });
    expect(handle.execute(nested)?.notification).toMatchObject({
      title: { key: 'title:MESSAGE_FED001_0001', fallbackKey: 'somethingWentWrong' },
      code: 'MESSAGE_FED001_0001',
    });
    const titled = parseErrorBody({ title: 'SOMETHING_NEW' });
    expect(handle.execute(titled)?.notification.title).toEqual({
      scope: 'errorMessages',
      key: 'title:SOMETHING_NEW',
      fallbackKey: 'somethingWentWrong',
    });
  });

  it('keeps the bank type (WARNING → warning); the nested format’s text is looked up by its code, its raw text the fallback', () => {
    const { handle } = setUp();
    const warning = parseErrorBody({ messages: [{ messageType: 'WARNING', messageKey: 'MESSAGE_BAI540_1021' }] });
    expect(handle.execute(warning)?.notification.type).toBe('warning');
    const nested = parseErrorBody({
      message: { errors: [{ code: 'SOMETHING_NEW', message: 'Plain words from the bank' }] },
    });
    expect(handle.execute(nested)?.notification.content).toEqual({
      scope: 'errorMessages',
      key: 'message:SOMETHING_NEW',
      raw: 'Plain words from the bank',
    });
  });

  it('turns anything thrown that is not a ServiceError into the default serviceError', () => {
    const { handle, analytics } = setUp();
    const bug = new TypeError('x is undefined');
    expect(handle.execute(bug)).toMatchObject({
      error: { code: 'serviceError', originalError: bug },
      recoverable: false,
    });
    expect(analytics.exceptions).toHaveLength(1);
  });

  it('drops a cancelled call: nothing logged, nothing shown', () => {
    const { handle, analytics } = setUp();
    expect(handle.execute(abortedError())).toBeUndefined();
    expect(analytics.exceptions).toEqual([]);
  });

  it('for every catalogue code: hint exactly when recoverable, title exactly when not', () => {
    const { handle } = setUp();
    for (const code of CATALOGUE_CODES) {
      const outcome = handle.execute(serviceError(code))!;
      expect(outcome.hint !== undefined).toBe(isRecoverable(code));
      expect(outcome.notification.title === undefined).toBe(isRecoverable(code));
    }
  });

  it('never throws and always logs, whatever body the bank sends', () => {
    fc.assert(
      fc.property(anyErrorBodyArb, (body) => {
        const { handle, analytics } = setUp();
        const outcome = handle.execute(parseErrorBody(body));
        expect(outcome?.notification.content.key).toEqual(expect.any(String));
        expect(analytics.exceptions).toHaveLength(1);
      }),
    );
  });
});
