import { makeAutoObservable } from 'mobx';
import type { IsoDate, TemporaryLimitType, TripDestination } from '../../domain/index';

/** A wished limit as typed, and what the amount field made of it. */
export type WishedLimit = { readonly text: string; readonly amount: number | undefined; readonly valid: boolean };

const NO_WISH: WishedLimit = { text: '', amount: undefined, valid: true };

/**
 * The trip being planned (issue 35). One per app start, shared by the plan and the summary
 * screens, whose presenters are made anew on every visit: Back from the summary, or from the
 * signing page, finds the trip as the customer left it. It belongs to one card.
 */
export class TripDraft {
  cardId: string | undefined = undefined;
  destination: TripDestination | undefined = undefined;
  firstDay: IsoDate | undefined = undefined;
  lastDay: IsoDate | undefined = undefined;
  limits: Readonly<Record<TemporaryLimitType, WishedLimit>> = { POS: NO_WISH, ATM: NO_WISH };

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Another card's trip is not this card's: the draft starts over. */
  forCard(cardId: string): void {
    if (this.cardId === cardId) return;
    this.cardId = cardId;
    this.clear();
  }

  clear(): void {
    this.destination = undefined;
    this.firstDay = undefined;
    this.lastDay = undefined;
    this.limits = { POS: NO_WISH, ATM: NO_WISH };
  }

  chooseDestination(destination: TripDestination): void {
    this.destination = destination;
  }

  chooseDays(firstDay: IsoDate | undefined, lastDay: IsoDate | undefined): void {
    this.firstDay = firstDay;
    this.lastDay = lastDay;
  }

  wishLimit(limitType: TemporaryLimitType, wish: WishedLimit): void {
    this.limits = { ...this.limits, [limitType]: wish };
  }
}
