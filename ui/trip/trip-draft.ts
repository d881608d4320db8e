import { makeAutoObservable } from 'mobx';
import {
  isIsoDate,
  TRIP_DESTINATIONS,
  type CardTrip,
  type IsoDate,
  type TemporaryLimitType,
  type TripDestination,
} from '../../domain/index';
import type { TripDays } from './card-trips-view';

/**
 * A wished limit as typed, and what the amount field made of it. No text: not typed on this page
 * (kept across the language switch), so the field shows the amount in the page's own format.
 */
export type WishedLimit = {
  readonly text: string | undefined;
  readonly amount: number | undefined;
  readonly valid: boolean;
  /** The number typed, whatever the field's bounds (an amount above the highest): what the language switch carries. */
  readonly typed?: number | undefined;
};

/** The days a trip's settings share on the card (`CardTrip`), which Cancel trip deletes. */
export type TripSettingDays = Pick<CardTrip, 'startDate' | 'endDate'>;

const NO_WISH: WishedLimit = { text: '', amount: undefined, valid: true };

const keptDay = (day: unknown): IsoDate | undefined => (isIsoDate(day) ? day : undefined);

const keptDays = (days: unknown): TripDays | undefined => {
  const { firstDay, lastDay } = (typeof days === 'object' && days !== null ? days : {}) as Record<string, unknown>;
  const [first, last] = [keptDay(firstDay), keptDay(lastDay)];
  return first && last && last >= first ? { firstDay: first, lastDay: last } : undefined;
};

const keptWish = (amount: unknown): WishedLimit =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? { text: undefined, amount, valid: true }
    : NO_WISH;

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
  /** The days of the trip last confirmed from this draft: Back to its summary shows what the card holds for them. */
  confirmed: TripDays | undefined = undefined;
  /**
   * The trips' Confirms on their way (reading 108), by card: the days each was sent for. By card,
   * so that one card's answer does not end another's busy state (a card chosen meanwhile).
   */
  readonly sending = new Map<string, TripDays>();
  /** Cancel trip's deletions on their way, kept as the Confirms are (`sending`): by card, the settings' days. */
  readonly cancelling = new Map<string, TripSettingDays>();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Another card's trip is not this card's: the draft starts over. */
  forCard(cardId: string): void {
    if (this.cardId === cardId) return;
    this.cardId = cardId;
    this.clear();
    this.confirmed = undefined;
  }

  /** The trip's Confirm of this card is on its way. */
  get busy(): boolean {
    return this.cardId !== undefined && this.sending.has(this.cardId);
  }

  /**
   * Reading 108: Confirm sent for this card and these days. It outlives the summary that asked
   * (Back while it is on its way): a summary shown meanwhile is busy, as the one that asked.
   */
  send(cardId: string, days: TripDays): void {
    this.sending.set(cardId, days);
  }

  /**
   * The card's Confirm answered, wherever the customer is then. Its days are the ones last
   * confirmed; `made` (set, or waiting for its signature): the trip is the card's, not one to plan again.
   */
  sent(cardId: string, made: boolean): void {
    const days = this.sending.get(cardId);
    this.sending.delete(cardId);
    if (!days || cardId !== this.cardId) return;
    this.confirmed = days;
    if (made) this.clear();
  }

  /** The days of this card's trip whose cancelling is on its way (asked on a Cancel trip screen left since, too). */
  get cancelBusy(): TripSettingDays | undefined {
    return this.cardId === undefined ? undefined : this.cancelling.get(this.cardId);
  }

  /** Reading 109 for Cancel trip: the card's trip's deletions sent. */
  cancel(cardId: string, days: TripSettingDays): void {
    this.cancelling.set(cardId, days);
  }

  /** The card's trip's deletions answered, wherever the customer is. */
  cancelled(cardId: string): void {
    this.cancelling.delete(cardId);
  }

  clear(): void {
    this.destination = undefined;
    this.firstDay = undefined;
    this.lastDay = undefined;
    this.limits = { POS: NO_WISH, ATM: NO_WISH };
  }

  /**
   * Issue 33, item 5, for the trip: what the language switch's page load carries. The amounts go as
   * numbers, since a typed text is written in the page's format ("1.500" is 1500 in Dutch only).
   */
  kept(): Readonly<Record<string, unknown>> {
    const { destination, firstDay, lastDay, limits, confirmed } = this;
    const { POS, ATM } = limits;
    return { destination, firstDay, lastDay, POS: POS.amount ?? POS.typed, ATM: ATM.amount ?? ATM.typed, confirmed };
  }

  /** The answers kept, read as untrusted (session storage): each only when it is what it says, else unanswered. */
  restore(kept: Readonly<Record<string, unknown>>): void {
    const firstDay = keptDay(kept.firstDay);
    const lastDay = keptDay(kept.lastDay);
    this.destination = TRIP_DESTINATIONS.find((known) => known === kept.destination);
    this.chooseDays(firstDay, firstDay && lastDay && lastDay >= firstDay ? lastDay : undefined);
    this.limits = { POS: keptWish(kept.POS), ATM: keptWish(kept.ATM) };
    this.confirmed = keptDays(kept.confirmed);
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
