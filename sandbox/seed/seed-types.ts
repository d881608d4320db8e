import type { LimitType, LinkAction, Region, ReissueReason, TemporaryLimitType } from '../../domain/index';

export type SeedAddress = {
  readonly streetName: string;
  readonly houseNumber: string;
  readonly postCode: string;
  readonly cityName: string;
};

export type SeedCustomer = {
  readonly id: string;
  readonly bcNumber: string;
  readonly name: string;
  readonly segment: 'private' | 'business';
  readonly companyName?: string;
  /** Listed by `GET /sandbox/customers` (those who can sign in), with one line on their cards. */
  readonly demo?: { readonly order: number; readonly summary: string };
  readonly address: SeedAddress;
  /** The authentication level userinfo answers (section 6: 10 low, 20 medium, 30 high). */
  readonly authLevel: 10 | 20 | 30;
};

export type SeedProduct = {
  readonly id: string;
  readonly nameNl: string;
  readonly nameEn: string;
  readonly reissueFee: number;
};

export type SeedAccount = { readonly iban: string; readonly balance: number };

/** Days from the sandbox's today, moved forward to the next business day: seeds stay valid whatever the date. */
export type SeedPeriod = { readonly startInDays: number; readonly lengthInDays: number };

export type SeedCard = {
  readonly id: string;
  readonly usageCode: string;
  readonly scheme: 'DMC' | 'MAESTRO';
  readonly iban: string;
  readonly sequenceNumber: string;
  readonly holder: string;
  readonly productId: string;
  readonly maskedPan: string;
  readonly printedName: string;
  readonly state: 'ACTIVE' | 'AWAITING_ACTIVATION';
  readonly suspendedBy: readonly string[];
  readonly expiresInMonths: number;
  readonly reissueReasons: readonly ReissueReason[];
  /** What the bank would allow in the right state; the links shown depend on the card's state. */
  readonly capabilities: readonly LinkAction[];
  readonly defaultRegion: Region;
  /** [default, maximum] per limit type; an access card has none. */
  readonly limits: Partial<Record<LimitType, readonly [number, number]>>;
  readonly temporaryLimits?: readonly (SeedPeriod & {
    readonly limitType: TemporaryLimitType;
    readonly limitValue: number;
  })[];
  readonly temporaryRegions?: readonly (SeedPeriod & { readonly geoProfile: Region })[];
  /** Who sees the card: its holder, a partner on a joint account, the business administrator. */
  readonly access: readonly { readonly customer: string; readonly seesDetails: boolean }[];
  /** Changes made before the sandbox's today, oldest first; they must lead to the card as seeded. */
  readonly history?: readonly SeedHistoryEntry[];
};

/**
 * One past change of a card: `daysAgo` before the sandbox's today at `time` (HH:MM in
 * Amsterdam). A limit change gets a sign item in its signing state; a temporary region's
 * `id` ties its addition to its deletion.
 */
export type SeedHistoryEntry = { readonly daysAgo: number; readonly time: string } & (
  | { readonly type: 'BLOCKED' | 'UNBLOCKED' }
  | { readonly type: 'DEFAULT_REGION_CHANGED'; readonly before: Region; readonly after: Region }
  | {
      readonly type: 'TEMPORARY_REGION_ADDED' | 'TEMPORARY_REGION_DELETED';
      readonly id: string;
      readonly geoProfile: Region;
      readonly period: SeedPeriod;
    }
  | {
      readonly type: 'LIMIT_CHANGED';
      readonly operation: 'changeDefault' | 'createTemporary';
      readonly limitType: LimitType;
      readonly oldValue: number;
      readonly newValue: number;
      /** Days from the sandbox's today, as for temporary limits; only for `createTemporary`. */
      readonly period?: SeedPeriod;
      readonly signing: 'SIGNED' | 'EXPIRED';
    }
);

export type SeedPendingChange = {
  readonly tpsId: string;
  readonly sourceId: string;
  readonly customer: string;
  readonly card: string;
  readonly limitType: LimitType;
  readonly newValue: number;
};

export type SeedBank = {
  readonly customers: readonly SeedCustomer[];
  readonly products: readonly SeedProduct[];
  readonly accounts: readonly SeedAccount[];
  readonly cards: readonly SeedCard[];
  readonly pendingChanges: readonly SeedPendingChange[];
};
