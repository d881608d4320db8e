import fc from 'fast-check';
import {
  dateWindow,
  latestEndDate,
  TEMPORARY_LIMIT_TYPES,
  type AllowedTemporaryDates,
  type CardLimit,
  type DateWindow,
  type GeoProfile,
  type IsoDate,
  type Period,
  type Region,
  type TemporaryLimitType,
} from '../../../domain/index';
import { cardLimitArb } from './cards';
import { dateOfDay, dayNumber } from './day-numbers';
import { allowedDatesArb, businessDayArb, todayArb } from './dates';

/** A period the bank accepts on a given today, with the card's other entries of the same kind. */
export type AcceptablePeriod = {
  readonly today: IsoDate;
  /** What the bank sent as allowed dates, if anything. */
  readonly allowed: AllowedTemporaryDates | undefined;
  readonly window: DateWindow;
  /** Both ends business days, the start inside the window, the end within maxPeriod and 12 months. */
  readonly period: Period;
  /** Stored entries that share no day with `period`. */
  readonly others: readonly Period[];
};

/** A period entirely before or entirely after the given one, with at least one free day between. */
export function periodApartFromArb(period: Period): fc.Arbitrary<Period> {
  return fc
    .record({ after: fc.boolean(), gap: fc.integer({ min: 0, max: 60 }), length: fc.integer({ min: 0, max: 30 }) })
    .map(({ after, gap, length }) => {
      const [start, end] = after
        ? [dayNumber(period.endDate) + 1 + gap, dayNumber(period.endDate) + 1 + gap + length]
        : [dayNumber(period.startDate) - 1 - gap - length, dayNumber(period.startDate) - 1 - gap];
      return { startDate: dateOfDay(start) as IsoDate, endDate: dateOfDay(end) as IsoDate };
    });
}

/** Section 5's date rules all satisfied: what `checkPeriod` must accept. */
export function acceptablePeriodArb(options: { maxOthers?: number } = {}): fc.Arbitrary<AcceptablePeriod> {
  return todayArb.chain((today) =>
    allowedDatesArb(today).chain((allowed) => {
      const window = dateWindow(today, allowed);
      return businessDayArb({ min: window.earliestStart, max: window.latestStart }).chain((startDate) =>
        businessDayArb({ min: startDate, max: latestEndDate(startDate, window) }).chain((endDate) => {
          const period = { startDate, endDate };
          return fc
            .array(periodApartFromArb(period), { maxLength: options.maxOthers ?? 2 })
            .map((others) => ({ today, allowed, window, period, others }));
        }),
      );
    }),
  );
}

export type TemporaryLimitBody = {
  readonly limitType: TemporaryLimitType;
  readonly limitValue: number;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
};

/** A `POST …/temporary-limits` the bank accepts, and the card state it is checked against. */
export type TemporaryLimitScenario = AcceptablePeriod & {
  /** All three limits of the card; the requested type holds `others` as its temporary limits. */
  readonly limits: readonly CardLimit[];
  readonly limit: CardLimit;
  readonly body: TemporaryLimitBody;
};

/**
 * Every server rule for creating a temporary limit holds: no pending change, no balance check;
 * at most two stored entries, so a bank that caps them at three (the sandbox) accepts it too.
 */
export const acceptedTemporaryLimitArb: fc.Arbitrary<TemporaryLimitScenario> = acceptablePeriodArb({
  maxOthers: 2,
}).chain((accepted) =>
  fc
    .record({
      limitType: fc.constantFrom(...TEMPORARY_LIMIT_TYPES),
      maxLimitValue: fc.integer({ min: 1, max: 50000 }),
      defaultSeed: fc.nat(),
      valueSeed: fc.nat(),
      ids: fc.uniqueArray(fc.uuid(), { minLength: accepted.others.length, maxLength: accepted.others.length }),
      ecom: cardLimitArb('ECOM', accepted.today),
    })
    .chain(({ limitType, maxLimitValue, defaultSeed, valueSeed, ids, ecom }) => {
      const defaultLimitValue = defaultSeed % (maxLimitValue + 1);
      // Any value in 0..max except the default one, which the bank refuses as unchanged.
      const limitValue = (defaultLimitValue + 1 + (valueSeed % maxLimitValue)) % (maxLimitValue + 1);
      const limit: CardLimit = {
        limitType,
        defaultLimitValue,
        maxLimitValue,
        limitChangeRequest: null,
        ...(accepted.allowed ? { allowedTemporaryLimitDates: accepted.allowed } : {}),
        temporaryLimits: accepted.others.map((other, index) => ({
          temporaryLimitId: ids[index]!,
          limitValue: defaultLimitValue,
          ...other,
        })),
      };
      const otherType = limitType === 'POS' ? 'ATM' : 'POS';
      return cardLimitArb(otherType, accepted.today).map((other) => ({
        ...accepted,
        limits: [ecom, limit, other],
        limit,
        body: { limitType, limitValue, ...accepted.period },
      }));
    }),
);

export type TemporaryRegionBody = {
  readonly geoProfile: Region;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
};

/** A `POST …/temporary-geo-profiles` the bank accepts, and the card's geo profile. */
export type TemporaryRegionScenario = AcceptablePeriod & {
  readonly geo: GeoProfile;
  readonly body: TemporaryRegionBody;
};

/** Every server rule for creating a temporary region holds; it differs from the default region. */
export const acceptedTemporaryRegionArb: fc.Arbitrary<TemporaryRegionScenario> = acceptablePeriodArb({
  maxOthers: 2,
}).chain((accepted) =>
  fc
    .record({
      defaultGeoProfile: fc.constantFrom<Region>('EUR', 'WORLD'),
      ids: fc.uniqueArray(fc.uuid(), { minLength: accepted.others.length, maxLength: accepted.others.length }),
    })
    .map(({ defaultGeoProfile, ids }) => ({
      ...accepted,
      geo: {
        activeGeoProfile: defaultGeoProfile,
        defaultGeoProfile,
        ...(accepted.allowed ? { allowedTemporaryGeoProfileDates: accepted.allowed } : {}),
        temporaryGeoProfiles: accepted.others.map((other, index) => ({
          temporaryGeoProfileId: ids[index]!,
          geoProfile: 'WORLD',
          ...other,
        })),
      },
      body: { geoProfile: defaultGeoProfile === 'EUR' ? ('WORLD' as const) : ('EUR' as const), ...accepted.period },
    })),
);
