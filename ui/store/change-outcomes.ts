import { makeAutoObservable } from 'mobx';
import type { Result, ServiceError } from '../../domain/index';
import type { Notification } from '../../application/notification';
import type { PendingSignature } from '../../application/signing/pending-signature';
import type { SigningOutcome } from '../../application/ports/signing';
import type { SigningResult } from '../../application/use-cases/sign-pending-change';
import type { CardsState } from './cards-state';
import type { Notifications } from './notifications';

/**
 * What a change leaves for the next screen (sections 2.4–2.8): a limit change's signature to
 * give, or the bank's notification with the card marked outdated. The presenter that starts a
 * change calls its use case; the store takes the outcome.
 */
export class ChangeOutcomes {
  pendingSignature: PendingSignature | undefined;

  constructor(
    private readonly notifications: Notifications,
    private readonly cards: CardsState,
    /** What a change left to sign before the page was (re)loaded. */
    pending: PendingSignature | undefined,
  ) {
    this.pendingSignature = pending;
    makeAutoObservable<ChangeOutcomes, 'notifications' | 'cards'>(
      this,
      { notifications: false, cards: false },
      { autoBind: true },
    );
  }

  get signItem() {
    return this.pendingSignature?.signItem;
  }

  get operationType() {
    return this.pendingSignature?.operationType;
  }

  /**
   * A change to sign (the limits): kept for the signing page, and the card marked as having a
   * change in progress the moment the bank took it (issue 12); true means "go to /signing".
   */
  handedOff(result: Result<PendingSignature, ServiceError>): boolean {
    const pending = this.notifications.take(result);
    if (!pending) return false;
    this.notifications.resetError();
    this.pendingSignature = pending;
    this.cards.markPending(pending.change);
    return true;
  }

  /** A change the bank made at once (region, replacement): true means "notification shown, go to the overview". */
  applied(result: Result<Notification, ServiceError>): boolean {
    const notification = this.notifications.take(result);
    if (!notification) return false;
    this.notifications.resetError();
    this.acknowledge(notification);
    return true;
  }

  /** A failure that changed the card all the same: it is shown, and the card reloaded to show it as it now is. */
  async changedAnyway(error: ServiceError): Promise<false> {
    this.notifications.showError(error);
    await this.cards.reloadSelected();
    return false;
  }

  /** Section 2.8: signing's outcome; after signing the success notification is shown. */
  signed(result: Result<SigningResult, ServiceError>): SigningOutcome | undefined {
    const value = this.notifications.take(result);
    if (!value) return undefined;
    this.pendingSignature = undefined;
    if (value.notification) this.acknowledge(value.notification);
    return value.outcome;
  }

  /** A change's success notification; in one action with the mark, so no render sees one without the other. */
  acknowledge(notification: Notification): void {
    this.cards.markOutdated();
    this.notifications.notify(notification);
  }
}
