import { makeAutoObservable } from 'mobx';
import type { Result, ServiceError } from '../../domain/index';
import type { ErrorOutcome, HandleError } from '../../application/errors/handle-error';
import type { Notification } from '../../application/notification';
import type { Action } from '../../application/outcome';

/** An action the bank failed (issue 33, item 4): what did not happen, said beside the card with Try again. */
export type ActionFailure = { readonly action: Action; readonly code: string };

/**
 * What a non-recoverable error hid (section 8), and the customer's change the bank refused, if one
 * did: after a block or replacement the card may be lost and still work (reading 89).
 */
export type HiddenContent = { readonly refused: Action | undefined };

/** The notification on screen; a new id for each, so the same text is announced again. */
export type ShownNotification = Notification & { readonly id: number };

/**
 * Section 4, "Loading, errors and notifications": the one notification the page shows and the
 * error state. Every failure takes the one error path (HandleError, section 8): logged, and shown
 * as a notification; a cancelled call is dropped.
 */
export class Notifications {
  notification: ShownNotification | undefined = undefined;
  /** The error state: set by a failure, cleared with its notification by resetError. */
  error: ErrorOutcome | undefined = undefined;
  /** An action the bank failed: the screen stays, with what did not happen (not the error state: nothing is hidden). */
  failure: ActionFailure | undefined = undefined;
  /** The customer's change whose refusal is the error state, if one is. */
  private refused: Action | undefined = undefined;
  private shown = 0;

  constructor(private readonly handleError: HandleError) {
    makeAutoObservable<Notifications, 'handleError'>(this, { handleError: false }, { autoBind: true });
  }

  /** Section 8: a non-recoverable error hides the screen's content. */
  get isContentHidden(): boolean {
    return this.error !== undefined && !this.error.recoverable;
  }

  get hiddenContent(): HiddenContent | undefined {
    return this.isContentHidden ? { refused: this.refused } : undefined;
  }

  /** Section 2.3: the picker's subtitle after a recoverable error. */
  get cardPickerHint(): 'SELECT_ANOTHER_CARD' | undefined {
    return this.error?.hint;
  }

  notify(notification: Notification): void {
    this.shown += 1;
    this.notification = { ...notification, id: this.shown };
  }

  close(): void {
    this.notification = undefined;
  }

  /** Section 4: resetting the error state clears the notifications. */
  resetError(): void {
    this.error = undefined;
    this.refused = undefined;
    this.failure = undefined;
    this.notification = undefined;
  }

  /** What turned out true after all, in place of the error or failure said before. */
  replaceWith(notification: Notification): void {
    this.resetError();
    this.notify(notification);
  }

  /** Issue 12.9: a recoverable refusal that `noLongerApplies` (the customer changed what it was about) is cleared. */
  dismissRefusalIf(noLongerApplies: (code: string) => boolean): void {
    const code = this.error?.recoverable ? this.error.error.code : undefined;
    if (code !== undefined && noLongerApplies(code)) this.resetError();
  }

  /** `refused`: the customer's change the failure refused, when it is a refusal of one. */
  showError(failure: unknown, refused?: Action): void {
    const outcome = this.handleError.execute(failure);
    if (!outcome) return;
    this.error = outcome;
    this.refused = refused;
    this.notify(outcome.notification);
  }

  /** Logged as every failure is (section 8), and kept for the screen to say; a cancelled call is dropped. */
  showFailure(action: Action, error: ServiceError): void {
    if (this.handleError.execute(error)) this.failure = { action, code: error.code };
  }

  /** A query's answer: its value, or undefined once its error is shown. */
  read<T>(result: Result<T, ServiceError>): T | undefined {
    if (result.ok) return result.value;
    this.showError(result.error);
    return undefined;
  }
}
