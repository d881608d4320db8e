import type { Result, ServiceError } from '../../domain/index';
import type { HandleError } from '../../application/errors/handle-error';
import type { PendingSignature } from '../../application/signing/pending-signature';
import { CardsState, type CardLoading } from './cards-state';
import { ChangeOutcomes } from './change-outcomes';
import { Loading } from './loading';
import { Notifications } from './notifications';
import { SessionState } from './session-state';

export type StoreNeeds = CardLoading & {
  readonly handleError: HandleError;
  /** What a change left to sign before the page was loaded (LoadPendingSignature). */
  readonly pendingSignature: PendingSignature | undefined;
};

/**
 * The state every screen shares (section 3, "Global state"; section 4, "Loading, errors and
 * notifications"), by concern. One per app start. Presenters call use cases and hand the store
 * their outcome; the store itself loads only what it holds (the cards).
 */
export class AppStore {
  readonly notifications: Notifications;
  readonly loading = new Loading();
  readonly session: SessionState;
  readonly cards: CardsState;
  readonly changes: ChangeOutcomes;

  constructor(needs: StoreNeeds) {
    this.notifications = new Notifications(needs.handleError);
    this.session = new SessionState(this.notifications);
    this.cards = new CardsState(needs, this.notifications, this.loading);
    this.changes = new ChangeOutcomes(this.notifications, this.cards, needs.pendingSignature);
  }

  /** A use case's answer, counted while in flight: its value, or undefined once its error is shown (one store change). */
  outcome<T>(call: Promise<Result<T, ServiceError>>): Promise<T | undefined> {
    return this.loading.settle(call, this.notifications.take);
  }
}
