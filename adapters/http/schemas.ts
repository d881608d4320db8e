import * as v from 'valibot';
import { isIsoDate, LIMIT_TYPES, PAYMENT_SCHEMES, REISSUE_REASONS, type IsoDate } from '../../domain/index';

/**
 * What the bank promises to answer (section 3), checked at the boundary so that a malformed
 * card never reaches the domain. Unknown fields are dropped; missing lists become empty.
 */
const id = v.pipe(v.string(), v.minLength(1));
const amount = v.pipe(v.number(), v.finite());
const texts = v.optional(v.array(v.string()), []);

const allowedDates = v.object({ earliestStartDate: v.string(), latestStartDate: v.string(), maxPeriod: amount });

const temporaryLimit = v.object({
  temporaryLimitId: id,
  limitValue: amount,
  startDate: v.string(),
  endDate: v.string(),
});

const cardLimit = v.object({
  limitType: v.picklist(LIMIT_TYPES),
  defaultLimitValue: amount,
  maxLimitValue: amount,
  limitChangeRequest: v.optional(v.unknown(), null),
  allowedTemporaryLimitDates: v.optional(allowedDates),
  temporaryLimits: v.optional(v.array(temporaryLimit), []),
});

const temporaryGeoProfile = v.object({
  temporaryGeoProfileId: id,
  geoProfile: v.string(),
  startDate: v.string(),
  endDate: v.string(),
});

const geoProfile = v.object({
  activeGeoProfile: v.string(),
  defaultGeoProfile: v.string(),
  allowedTemporaryGeoProfileDates: v.optional(allowedDates),
  temporaryGeoProfiles: v.optional(v.array(temporaryGeoProfile), []),
});

/**
 * Beyond the spec (issue 33): which card replaced this one. A bank may leave it out; one that
 * does not read is dropped, never the card with it (the card then reads as blocked or active).
 */
const replacedBy = v.fallback(
  v.optional(
    v.object({
      paymentInstrumentId: id,
      cardSequenceNumber: v.string(),
      reason: v.picklist(REISSUE_REASONS),
      replacedOn: v.pipe(
        v.string(),
        v.check((date: string) => isIsoDate(date)),
        v.transform((date) => date as IsoDate),
      ),
    }),
  ),
  undefined,
);

export const paymentInstrumentSchema = v.object({
  paymentInstrumentId: id,
  paymentInstrumentUsageId: id,
  paymentInstrumentUsageCode: v.string(),
  paymentScheme: v.picklist(PAYMENT_SCHEMES),
  accountId: v.string(),
  cardSequenceNumber: v.string(),
  ownerCustomerId: v.string(),
  productId: v.string(),
  maskedPan: v.string(),
  physicalCard: v.optional(v.object({ printedCardLineOne: v.string() })),
  lifeCycle: v.optional(
    v.object({
      state: v.string(),
      suspendedBy: texts,
      expiryDate: v.optional(v.string(), ''),
      allowedReissueReasons: texts,
      replacedBy,
    }),
  ),
  links: v.optional(v.array(v.object({ action: v.string() })), []),
  limits: v.optional(v.array(cardLimit)),
  geoProfile: v.optional(geoProfile),
  /** Beyond the spec (issue 33, item 6): one that does not read is dropped, never the card with it. */
  accountBalance: v.fallback(v.optional(v.pipe(v.number(), v.finite())), undefined),
});

export const cardListSchema = v.pipe(
  v.object({ paymentInstruments: v.optional(v.array(paymentInstrumentSchema), []) }),
  v.transform((answer) => answer.paymentInstruments),
);

/** Section 3, "Sign item": `id.sourceId` and `id.tpsId` of a limit change's answer. */
export const signItemSchema = v.pipe(
  v.object({ id: v.object({ sourceId: id, tpsId: id }) }),
  v.transform((answer) => answer.id),
);

export const customerAddressSchema = v.object({
  streetName: v.string(),
  houseNumber: v.string(),
  postCode: v.string(),
  cityName: v.string(),
});

/** Nothing of these answers is used (a 2xx is the success). */
export const nothingSchema = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);

/** Only the truthiness of these answers is used (adapters/http/acknowledged.ts); an answer returned unparsed counts. */
export const anyAnswerSchema = v.unknown();

export const disturbancesSchema = v.pipe(
  v.object({
    disturbanceMessageList: v.optional(
      v.array(
        v.object({ disturbanceMessage: v.object({ status: v.string(), header: v.string(), details: v.string() }) }),
      ),
      [],
    ),
  }),
  v.transform((answer) => answer.disturbanceMessageList.map((item) => item.disturbanceMessage)),
);
