import {
  DEFAULT_ERROR_CODE,
  isServiceError,
  messageKey,
  serviceError,
  titleKey,
  type ServiceError,
} from '../../domain/index';
import { isAborted } from './aborted';
import type { Notification, NotificationText } from '../notification';
import type { Analytics } from '../ports/analytics';

/** What the screens do with a failure: section 8, "Handling". */
export type ErrorOutcome = {
  readonly error: ServiceError;
  readonly recoverable: boolean;
  readonly notification: Notification;
  /** Section 2.3: after a recoverable error the card picker asks for another card. */
  readonly hint: 'SELECT_ANOTHER_CARD' | undefined;
};

/**
 * The title of a non-recoverable error without a title of its own (`title:{code}`): "Something
 * went wrong". Section 8 puts the code in the title; the code gets its own line instead
 * (docs/spec-readings.md, "The error's title in words, its code on a line of its own").
 */
export const SOMETHING_WENT_WRONG_KEY = 'somethingWentWrong';
/** The generic message for codes without a text of their own. */
export const GENERIC_MESSAGE_KEY = messageKey(DEFAULT_ERROR_CODE);

/** A catalogue message's text key, as opposed to raw text the bank sent in its place. */
export const isMessageKey = (text: string): boolean => text.startsWith('message:');

// A title the bank sent as raw text (the nested body format) is the code itself: look up the code's title.
const titleOf = (error: ServiceError): NotificationText => ({
  scope: 'errorMessages',
  key: error.title.startsWith('title:') ? error.title : titleKey(error.code),
  fallbackKey: SOMETHING_WENT_WRONG_KEY,
});

function contentOf(error: ServiceError): NotificationText {
  // Section 8: texts are looked up by the code (message:{code}); the bank's raw text (the nested
  // body format) is the fallback, in whatever language the bank wrote it.
  if (!isMessageKey(error.message)) return { scope: 'errorMessages', key: messageKey(error.code), raw: error.message };
  const content: NotificationText = { scope: 'errorMessages', key: error.message };
  // A non-recoverable code without a text of its own gets the generic message.
  return error.recoverable ? content : { ...content, fallbackKey: GENERIC_MESSAGE_KEY };
}

export function errorNotification(error: ServiceError): Notification {
  if (error.recoverable) return { type: error.type, content: contentOf(error) };
  // Information (no debit cards, reading 62) did not fail: its words, without a code for the help desk.
  if (error.type === 'info') return { type: error.type, title: titleOf(error), content: contentOf(error) };
  return {
    type: error.type,
    title: titleOf(error),
    content: contentOf(error),
    code: error.code,
  };
}

/**
 * The one error path: every failure is logged to analytics and becomes one notification;
 * recoverable ones keep the page, the rest hide its content. Cancelled calls are dropped.
 */
export class HandleError {
  constructor(private readonly analytics: Analytics) {}

  execute(failure: unknown): ErrorOutcome | undefined {
    const error = isServiceError(failure) ? failure : serviceError(undefined, { originalError: failure });
    if (isAborted(error)) return undefined;
    this.analytics.exception(error);
    return {
      error,
      recoverable: error.recoverable,
      notification: errorNotification(error),
      hint: error.recoverable ? 'SELECT_ANOTHER_CARD' : undefined,
    };
  }
}
