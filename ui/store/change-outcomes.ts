import { makeAutoObservable } from 'mobx';
import type { SelectedCard } from '../../domain/index';
import type { ReplacedCard } from '../../application/outcome';
import type { PendingSignature } from '../../application/ports/pending-signature';
import type { TripProgress } from '../../application/ports/trip-progress';

/**
 * What a change leaves for the next screen (sections 2.4–2.8): the signature a limit change
 * waits for. Set only by the store's `settle`.
 */
export class ChangeOutcomes {
  pendingSignature: PendingSignature | undefined;
  // Issue 33, item 2: the cards a replacement was ordered for on this app start, and their new cards.
  private readonly replacedHere = new Set<string>();

  constructor(pending: PendingSignature | undefined) {
    this.pendingSignature = pending;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A replacement was ordered; Back to its screen must not offer it again, for the old card or its new one. */
  markReplaced(replaced: ReplacedCard): void {
    this.replacedHere.add(replaced.card);
    if (replaced.by !== undefined) this.replacedHere.add(replaced.by);
  }

  /** Whether this card's replacement (or this replacement) was ordered on this app start. */
  isReplacedHere(card: SelectedCard): boolean {
    return this.replacedHere.has(card.paymentInstrumentId);
  }

  get signItem() {
    return this.pendingSignature?.signItem;
  }

  get operationType() {
    return this.pendingSignature?.operationType;
  }

  /**
   * The trip of this card waiting for its signature (issue 35: sign later, then Back); no second
   * one is planned meanwhile, the bank would refuse it. Also once the card no longer shows the
   * change waiting: signed elsewhere (another tab, the "to sign" page), what follows it — World —
   * is still to be made, and only this tab knows it; Sign now makes it (the widget answers an item
   * signed already as signed). A withdrawn or expired item is said so by the signing page.
   */
  tripWaitingOn(card: SelectedCard): TripProgress | undefined {
    const trip = this.pendingSignature?.trip;
    return trip?.paymentInstrumentId === card.paymentInstrumentId ? trip : undefined;
  }

  /** A trip's continuation ended (set, cancelled, or stopped by a failure): its signature, consumed, is none to give. */
  endTrip(): void {
    if (this.pendingSignature?.trip) this.pendingSignature = undefined;
  }
}
