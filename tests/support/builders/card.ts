import {
  LINK_ACTIONS,
  toSelectedCard,
  type CardLimit,
  type IsoDate,
  type LinkAction,
  type PaymentInstrument,
  type ReissueReason,
  type SelectedCard,
  type TemporaryGeoProfile,
  type TemporaryLimit,
  type TemporaryLimitType,
} from '../../../domain/index';

/** The "today" of the application tests: a Monday with business days around it. */
export const TODAY = '2026-11-23' as IsoDate;
export const BRAND = 'demobank';

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };

const limit = (limitType: CardLimit['limitType'], defaultLimitValue: number, maxLimitValue: number): CardLimit => ({
  limitType,
  defaultLimitValue,
  maxLimitValue,
  limitChangeRequest: null,
  allowedTemporaryLimitDates: { earliestStartDate: TODAY, latestStartDate: '2027-06-01', maxPeriod: 365 },
  temporaryLimits: [],
});

let sequence = 0;

/** An active DMC card with every link action, the three limits and Europe; change what a test needs. */
export class CardBuilder {
  private card: Mutable<PaymentInstrument>;

  constructor() {
    sequence += 1;
    this.card = {
      paymentInstrumentId: `card-${sequence}`,
      paymentInstrumentUsageId: `usage-${sequence}`,
      paymentInstrumentUsageCode: 'PAYMENT_CARD',
      paymentScheme: 'DMC',
      accountId: 'NL91DMBK0417164300',
      cardSequenceNumber: '101',
      ownerCustomerId: '123456789',
      productId: '7001',
      maskedPan: '1234',
      physicalCard: { printedCardLineOne: 'J. de Vries' },
      lifeCycle: {
        state: 'ACTIVE',
        suspendedBy: [],
        expiryDate: '2029-03-31',
        allowedReissueReasons: ['STOLEN', 'LOST', 'DEFECT'],
      },
      links: LINK_ACTIONS.map((action) => ({ action })),
      limits: [limit('ECOM', 500, 5000), limit('POS', 2500, 10000), limit('ATM', 500, 2000)],
      geoProfile: {
        activeGeoProfile: 'EUR',
        defaultGeoProfile: 'EUR',
        allowedTemporaryGeoProfileDates: { earliestStartDate: TODAY, latestStartDate: '2027-06-01', maxPeriod: 365 },
        temporaryGeoProfiles: [],
      },
    };
  }

  private with(change: Partial<Mutable<PaymentInstrument>>): this {
    this.card = { ...this.card, ...change };
    return this;
  }

  withId(paymentInstrumentId: string): this {
    return this.with({ paymentInstrumentId });
  }

  /** Beyond the spec (issue 33, item 6): what the account holds, sent with the limits. */
  withAccountBalance(accountBalance: number): this {
    return this.with({ accountBalance });
  }

  withIban(accountId: string): this {
    return this.with({ accountId });
  }

  /** The pass number (section 3, cardSequenceNumber). */
  withSequenceNumber(cardSequenceNumber: string): this {
    return this.with({ cardSequenceNumber });
  }

  withUsageCode(paymentInstrumentUsageCode: string): this {
    return this.with({ paymentInstrumentUsageCode });
  }

  blocked(): this {
    return this.with({ lifeCycle: { ...this.card.lifeCycle!, suspendedBy: ['CUSTOMER'] } });
  }

  /** Issue 33: replaced by another card on a day; stolen or lost leaves it blocked for good, as the bank does. */
  replacedBy(newCard: { id: string; passNumber: string }, reason: ReissueReason, replacedOn: IsoDate): this {
    return this.with({
      lifeCycle: {
        ...this.card.lifeCycle!,
        suspendedBy: reason === 'DEFECT' ? this.card.lifeCycle!.suspendedBy : ['LOST_OR_STOLEN'],
        replacedBy: { paymentInstrumentId: newCard.id, cardSequenceNumber: newCard.passNumber, reason, replacedOn },
      },
      links: this.card.links.filter((link) => link.action !== 'REISSUE_EXISTING_INSTRUMENT'),
    });
  }

  inactive(): this {
    return this.with({ lifeCycle: { ...this.card.lifeCycle!, state: 'AWAITING_ACTIVATION' } });
  }

  withReissueReasons(...reasons: ReissueReason[]): this {
    return this.with({ lifeCycle: { ...this.card.lifeCycle!, allowedReissueReasons: reasons } });
  }

  withoutLinks(...actions: LinkAction[]): this {
    return this.with({ links: this.card.links.filter((link) => !actions.includes(link.action as LinkAction)) });
  }

  withOnlyLinks(...actions: LinkAction[]): this {
    return this.with({ links: actions.map((action) => ({ action })) });
  }

  withLimit(limitType: CardLimit['limitType'], change: Partial<CardLimit>): this {
    return this.with({
      limits: (this.card.limits ?? []).map((entry) =>
        entry.limitType === limitType ? { ...entry, ...change } : entry,
      ),
    });
  }

  withoutLimits(): this {
    const { limits: _limits, geoProfile: _geo, ...listed } = this.card;
    this.card = listed as Mutable<PaymentInstrument>;
    return this;
  }

  withTemporaryLimit(limitType: TemporaryLimitType, temporary: Partial<TemporaryLimit> = {}): this {
    const entry: TemporaryLimit = {
      temporaryLimitId: `temporary-${limitType}`,
      limitValue: 100,
      startDate: '2026-11-24',
      endDate: '2026-12-01',
      ...temporary,
    };
    return this.withLimit(limitType, { temporaryLimits: [entry] });
  }

  withPendingLimitChange(limitType: CardLimit['limitType'] = 'ECOM'): this {
    return this.withLimit(limitType, { limitChangeRequest: { status: 'AWAITING_SIGNATURE' } });
  }

  /** A change waiting to be signed as the sandbox describes it (issue 12): its operationType, new values and sign item. */
  withDescribedLimitChange(limitType: CardLimit['limitType'], request: Record<string, unknown>): this {
    return this.withLimit(limitType, {
      limitChangeRequest: { sourceId: 'source-waiting', tpsId: 'tps-waiting', ...request },
    });
  }

  withDefaultRegion(defaultGeoProfile: string): this {
    return this.with({
      geoProfile: { ...this.card.geoProfile!, defaultGeoProfile, activeGeoProfile: defaultGeoProfile },
    });
  }

  withTemporaryRegion(temporary: Partial<TemporaryGeoProfile> = {}): this {
    const entry: TemporaryGeoProfile = {
      temporaryGeoProfileId: 'temporary-geo',
      geoProfile: 'WORLD',
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      ...temporary,
    };
    return this.with({ geoProfile: { ...this.card.geoProfile!, temporaryGeoProfiles: [entry] } });
  }

  build(): PaymentInstrument {
    return structuredClone(this.card);
  }

  selected(): SelectedCard {
    return toSelectedCard(this.build(), BRAND);
  }
}

export const aCard = (): CardBuilder => new CardBuilder();
