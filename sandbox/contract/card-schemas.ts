import {
  CARD_CHANGE_TYPES,
  CHANGE_SIGNING_STATUSES,
  LIMIT_TYPES,
  REGIONS,
  REISSUE_REASONS,
  TEMPORARY_LIMIT_TYPES,
} from '../../domain/index';
import { closed, date, ref, type JsonSchema } from './json-schema';

/** Section 3, "operationType values", as the domain's operationTypeOf names them. */
export const OPERATION_TYPES = [
  'changedEcommerceLimit',
  ...TEMPORARY_LIMIT_TYPES.flatMap((type) => [
    `changedDefault${type}Limit`,
    `newTemporary${type}Limit`,
    `changedTemporary${type}Limit`,
    `deletedTemporary${type}Limit`,
  ]),
];

const allowedDates = closed({ earliestStartDate: date, latestStartDate: date, maxPeriod: { type: 'integer' } });

const limitChangeRequest = closed(
  {
    sourceId: { type: 'string' },
    tpsId: { type: 'string', description: 'The sign item that signs this change.' },
    operationType: { enum: OPERATION_TYPES },
    limitValue: { type: 'integer' },
    startDate: date,
    endDate: date,
  },
  ['sourceId', 'tpsId', 'operationType'],
);

const temporaryLimit = closed({
  temporaryLimitId: { type: 'string' },
  limitValue: { type: 'integer' },
  startDate: date,
  endDate: date,
});

const limit = closed(
  {
    limitType: { enum: LIMIT_TYPES },
    defaultLimitValue: { type: 'integer' },
    maxLimitValue: { type: 'integer' },
    limitChangeRequest: {
      description:
        'A change waiting to be signed, else null. While one waits, every limit of the card refuses changes (409 MESSAGE_BAI540_1003).',
      anyOf: [limitChangeRequest, { type: 'null' }],
    },
    allowedTemporaryLimitDates: allowedDates,
    temporaryLimits: { type: 'array', items: temporaryLimit, maxItems: 3 },
  },
  ['limitType', 'defaultLimitValue', 'maxLimitValue', 'limitChangeRequest'],
);

const temporaryGeoProfile = closed({
  temporaryGeoProfileId: { type: 'string' },
  geoProfile: { enum: REGIONS },
  startDate: date,
  endDate: date,
});

const geoProfile = closed({
  activeGeoProfile: { enum: REGIONS },
  defaultGeoProfile: { enum: REGIONS },
  allowedTemporaryGeoProfileDates: allowedDates,
  temporaryGeoProfiles: { type: 'array', items: temporaryGeoProfile, maxItems: 3 },
});

/** Beyond the spec (issue 33): on a replaced card, which card took its place, why and when. */
const replacedBy = closed({
  paymentInstrumentId: { type: 'string', description: 'The new card.' },
  cardSequenceNumber: { type: 'string', description: "The new card's pass number." },
  reason: { enum: REISSUE_REASONS },
  replacedOn: date,
});

const lifeCycle = closed(
  {
    state: { type: 'string', examples: ['ACTIVE', 'AWAITING_ACTIVATION', 'INACTIVE'] },
    suspendedBy: { type: 'array', items: { type: 'string', examples: ['CUSTOMER', 'LOST_OR_STOLEN', 'BANK'] } },
    expiryDate: date,
    allowedReissueReasons: { type: 'array', items: { enum: REISSUE_REASONS } },
    replacedBy: { ...replacedBy, description: 'Only on a card that was replaced (beyond the spec).' },
  },
  ['state', 'suspendedBy', 'expiryDate', 'allowedReissueReasons'],
);

const paymentInstrument = closed(
  {
    paymentInstrumentId: { type: 'string' },
    paymentInstrumentUsageId: { type: 'string', description: 'Sent back as is when the card is replaced.' },
    paymentInstrumentUsageCode: { type: 'string', examples: ['PAYMENT_CARD', 'ACCESS_CARD'] },
    paymentScheme: { enum: ['MAESTRO', 'DMC'] },
    accountId: { type: 'string', description: 'The IBAN.' },
    cardSequenceNumber: { type: 'string' },
    ownerCustomerId: {
      type: 'string',
      description: "The holder's customer number: the `bcNumber` of the address call.",
    },
    productId: { type: 'string', description: 'The product whose details (the reissue fee) the savings call answers.' },
    maskedPan: { type: 'string', description: 'The last four digits.' },
    physicalCard: closed({ printedCardLineOne: { type: 'string' } }),
    lifeCycle: ref('LifeCycle'),
    links: { type: 'array', items: closed({ action: { type: 'string' } }) },
    limits: { type: 'array', items: ref('Limit') },
    geoProfile: ref('GeoProfile'),
    accountBalance: {
      type: 'number',
      description:
        'Beyond the spec: what the account holds, in euros, sent with the limits, so a channel can say the highest limit the bank takes (MESSAGE_BAI540_0072) before the customer chooses.',
    },
  },
  [
    'paymentInstrumentId',
    'paymentInstrumentUsageId',
    'paymentInstrumentUsageCode',
    'paymentScheme',
    'accountId',
    'cardSequenceNumber',
    'ownerCustomerId',
    'productId',
    'maskedPan',
    'links',
  ],
);

const limitSetting = closed({ limitValue: { type: 'integer' }, startDate: date, endDate: date }, ['limitValue']);

const historyEntry: JsonSchema = {
  type: 'object',
  required: ['id', 'occurredAt', 'type'],
  properties: {
    id: { type: 'string', pattern: '^[1-9][0-9]*$', description: 'Pass it as `startingAfter` for the next page.' },
    occurredAt: { type: 'string', format: 'date-time' },
    type: { enum: CARD_CHANGE_TYPES },
    reason: { enum: REISSUE_REASONS },
    replacementPaymentInstrumentId: { type: 'string' },
    operation: { enum: ['changeDefault', 'createTemporary', 'changeTemporary', 'deleteTemporary'] },
    limitType: { enum: LIMIT_TYPES },
    before: { anyOf: [limitSetting, { enum: REGIONS }, { type: 'null' }] },
    after: { anyOf: [limitSetting, { enum: REGIONS }, { type: 'null' }] },
    signing: { enum: CHANGE_SIGNING_STATUSES },
    signBy: { anyOf: [date, { type: 'null' }] },
    temporaryGeoProfileId: { type: 'string' },
    geoProfile: { enum: REGIONS },
    startDate: date,
    endDate: date,
  },
  additionalProperties: false,
};

/** The card API's shapes, as `#/components/schemas/…`. */
export const CARD_SCHEMAS: Record<string, JsonSchema> = {
  PaymentInstrument: paymentInstrument,
  LifeCycle: lifeCycle,
  Limit: limit,
  GeoProfile: geoProfile,
  CardHistoryEntry: historyEntry,
};
