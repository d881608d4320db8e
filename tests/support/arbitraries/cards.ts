import fc from 'fast-check';
import {
  LINK_ACTIONS,
  REISSUE_REASONS,
  type CardLimit,
  type GeoProfile,
  type IsoDate,
  type LimitType,
  type LinkAction,
  type PaymentInstrument,
  type TemporaryGeoProfile,
  type TemporaryLimit,
} from '../../../domain/index';
import { plusDays } from './day-numbers';

/** The domain's list, under the name this entry has always exported it by. */
export const ALL_LINK_ACTIONS: readonly LinkAction[] = LINK_ACTIONS;

/** Computes the two IBAN check digits (ISO 13616, mod 97) for a country and BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

/** Dutch IBANs with valid check digits: NLkk BANK 0123456789. */
export const ibanArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('DMBK', 'ABNA', 'RABO', 'INGB'), fc.stringMatching(/^\d{10}$/))
  .map(([bank, account]) => `NL${ibanCheckDigits('NL', bank + account)}${bank}${account}`);

export function temporaryLimitArb(today: IsoDate): fc.Arbitrary<TemporaryLimit> {
  return fc
    .record({
      temporaryLimitId: fc.uuid(),
      limitValue: fc.integer({ min: 0, max: 10000 }),
      start: fc.integer({ min: 0, max: 190 }),
      length: fc.integer({ min: 0, max: 60 }),
    })
    .map(({ temporaryLimitId, limitValue, start, length }) => ({
      temporaryLimitId,
      limitValue,
      startDate: plusDays(today, start) as IsoDate,
      endDate: plusDays(today, start + length) as IsoDate,
    }));
}

export function cardLimitArb(limitType: LimitType, today: IsoDate): fc.Arbitrary<CardLimit> {
  return fc
    .record({
      maxLimitValue: fc.integer({ min: 1, max: 50000 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      pending: fc.boolean(),
      temporaryLimits: limitType === 'ECOM' ? fc.constant([]) : fc.array(temporaryLimitArb(today), { maxLength: 2 }),
    })
    .map(({ maxLimitValue, share, pending, temporaryLimits }) => ({
      limitType,
      maxLimitValue,
      defaultLimitValue: Math.round(maxLimitValue * share),
      limitChangeRequest: pending ? { requestedAt: today } : null,
      allowedTemporaryLimitDates: {
        earliestStartDate: today,
        latestStartDate: plusDays(today, 190) as IsoDate,
        maxPeriod: 365,
      },
      temporaryLimits,
    }));
}

export function temporaryGeoProfileArb(today: IsoDate): fc.Arbitrary<TemporaryGeoProfile> {
  return temporaryLimitArb(today).map(({ temporaryLimitId, startDate, endDate }) => ({
    temporaryGeoProfileId: temporaryLimitId,
    geoProfile: 'WORLD',
    startDate,
    endDate,
  }));
}

export function geoProfileArb(today: IsoDate): fc.Arbitrary<GeoProfile> {
  return fc
    .record({
      defaultGeoProfile: fc.constantFrom('EUR', 'WORLD'),
      temporaryGeoProfiles: fc.array(temporaryGeoProfileArb(today), { maxLength: 1 }),
    })
    .map(({ defaultGeoProfile, temporaryGeoProfiles }) => ({
      activeGeoProfile: temporaryGeoProfiles.length > 0 ? 'WORLD' : defaultGeoProfile,
      defaultGeoProfile,
      allowedTemporaryGeoProfileDates: {
        earliestStartDate: today,
        latestStartDate: plusDays(today, 190) as IsoDate,
        maxPeriod: 365,
      },
      temporaryGeoProfiles,
    }));
}

const lifeCycleStateArb = fc.constantFrom('ACTIVE', 'ACTIVE', 'ACTIVE', 'AWAITING_ACTIVATION', 'CREATED');

/** A debit card as the bank sends it from the details call, with any subset of link actions. */
export function paymentInstrumentArb(
  options: {
    today?: IsoDate;
    iban?: fc.Arbitrary<string>;
    brand?: string;
    /** Pass numbers to draw from; a small set makes cards with equal sort keys likely. */
    sequenceNumber?: fc.Arbitrary<string>;
  } = {},
): fc.Arbitrary<PaymentInstrument> {
  const today = options.today ?? ('2026-11-23' as IsoDate);
  const brand = (options.brand ?? 'demobank').toUpperCase();
  return fc
    .record({
      paymentInstrumentId: fc.uuid(),
      paymentInstrumentUsageId: fc.uuid(),
      paymentInstrumentUsageCode: fc.constantFrom(
        'PAYMENT_CARD',
        'PAYMENT_CARD',
        `PAYMENT_${brand}_CARD`,
        'ACCESS_CARD',
        'ACCESS_ONLINE_CARD',
      ),
      paymentScheme: fc.constantFrom('DMC' as const, 'MAESTRO' as const),
      accountId: options.iban ?? ibanArb,
      cardSequenceNumber: options.sequenceNumber ?? fc.stringMatching(/^\d{3}$/),
      ownerCustomerId: fc.stringMatching(/^\d{9}$/),
      productId: fc.stringMatching(/^\d{4}$/),
      maskedPan: fc.oneof(fc.stringMatching(/^\d{4}$/), fc.stringMatching(/^\d{6}X{8}\d{4}$/)),
      holder: fc.constantFrom('J. de Vries', 'A.B. Jansen', 'M. Bakker-El Amrani', 'K. van den Berg'),
      state: lifeCycleStateArb,
      blocked: fc.boolean(),
      // Issue 33: now and then a card the bank says was replaced (a stolen or lost one is blocked with it).
      replacedBy: fc.option(
        fc.record({
          paymentInstrumentId: fc.uuid(),
          cardSequenceNumber: fc.stringMatching(/^\d{3}$/),
          reason: fc.constantFrom(...REISSUE_REASONS),
          daysAgo: fc.integer({ min: 0, max: 400 }),
        }),
        { freq: 5, nil: undefined },
      ),
      expiryDate: fc.integer({ min: 30, max: 1800 }).map((days) => plusDays(today, days)),
      reasons: fc.subarray([...REISSUE_REASONS]),
      links: fc.subarray([...LINK_ACTIONS]),
      limits: fc.tuple(cardLimitArb('ECOM', today), cardLimitArb('POS', today), cardLimitArb('ATM', today)),
      geoProfile: geoProfileArb(today),
    })
    .map((card) => ({
      paymentInstrumentId: card.paymentInstrumentId,
      paymentInstrumentUsageId: card.paymentInstrumentUsageId,
      paymentInstrumentUsageCode: card.paymentInstrumentUsageCode,
      paymentScheme: card.paymentScheme,
      accountId: card.accountId,
      cardSequenceNumber: card.cardSequenceNumber,
      ownerCustomerId: card.ownerCustomerId,
      productId: card.productId,
      maskedPan: card.maskedPan,
      physicalCard: { printedCardLineOne: card.holder },
      lifeCycle: {
        state: card.state,
        suspendedBy: [
          ...(card.blocked ? ['CUSTOMER'] : []),
          ...(card.replacedBy && card.replacedBy.reason !== 'DEFECT' ? ['LOST_OR_STOLEN'] : []),
        ],
        expiryDate: card.expiryDate,
        allowedReissueReasons: card.reasons,
        ...(card.replacedBy
          ? {
              replacedBy: {
                paymentInstrumentId: card.replacedBy.paymentInstrumentId,
                cardSequenceNumber: card.replacedBy.cardSequenceNumber,
                reason: card.replacedBy.reason,
                replacedOn: plusDays(today, -card.replacedBy.daysAgo) as IsoDate,
              },
            }
          : {}),
      },
      links: card.links.map((action) => ({ action })),
      limits: card.limits,
      geoProfile: card.geoProfile,
    }));
}

/** Several cards, some sharing an IBAN, as a customer's list. */
export function cardListArb(
  options: { today?: IsoDate; sequenceNumber?: fc.Arbitrary<string> } = {},
): fc.Arbitrary<PaymentInstrument[]> {
  return fc
    .array(ibanArb, { minLength: 1, maxLength: 4 })
    .chain((ibans) =>
      fc.array(paymentInstrumentArb({ ...options, iban: fc.constantFrom(...ibans) }), { maxLength: 12 }),
    );
}
