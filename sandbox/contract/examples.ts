import { LINK_ACTIONS } from '../../domain/index';

/**
 * Answers of the demo bank (Sanne's active card, sandbox date 2027-03-01), as the document's
 * examples: the contract test checks every one against its schema.
 */
export const SANNE_CARD = {
  paymentInstrumentId: 'sanne-dmc',
  paymentInstrumentUsageId: 'usage-sanne-dmc',
  paymentInstrumentUsageCode: 'PAYMENT_CARD',
  paymentScheme: 'DMC',
  accountId: 'NL86DMBK4820193745',
  cardSequenceNumber: '214',
  ownerCustomerId: '100234561',
  productId: '1101',
  maskedPan: '4821',
  physicalCard: { printedCardLineOne: 'S. de Vries' },
  lifeCycle: {
    state: 'ACTIVE',
    suspendedBy: [],
    expiryDate: '2030-05-31',
    allowedReissueReasons: ['STOLEN', 'LOST', 'DEFECT'],
  },
  // An active card: every action but resuming it.
  links: LINK_ACTIONS.filter((action) => action !== 'RESUME_INSTRUMENT').map((action) => ({ action })),
  limits: [
    { limitType: 'ECOM', defaultLimitValue: 1500, maxLimitValue: 5000, limitChangeRequest: null },
    ...[
      ['POS', 2500, 5000],
      ['ATM', 500, 2500],
    ].map(([limitType, defaultLimitValue, maxLimitValue]) => ({
      limitType,
      defaultLimitValue,
      maxLimitValue,
      limitChangeRequest: null,
      allowedTemporaryLimitDates: { earliestStartDate: '2027-03-01', latestStartDate: '2027-09-07', maxPeriod: 365 },
      temporaryLimits: [],
    })),
  ],
  geoProfile: {
    activeGeoProfile: 'EUR',
    defaultGeoProfile: 'EUR',
    allowedTemporaryGeoProfileDates: { earliestStartDate: '2027-03-01', latestStartDate: '2027-09-07', maxPeriod: 365 },
    temporaryGeoProfiles: [],
  },
};

export const SIGN_ITEM_ID = '7e9ec25f-f847-4956-b816-46f440450aaa';
export const CHANGE_ID = { sourceId: 'BAI540-3f1f8a53-91c1-497f-95d2-10f27eaf1ba0', tpsId: SIGN_ITEM_ID };

export const SANNE_SIGN_ITEM = {
  signItemId: SIGN_ITEM_ID,
  adapterId: CHANGE_ID.sourceId,
  sourceId: CHANGE_ID.sourceId,
  tpsId: SIGN_ITEM_ID,
  status: 'PENDING',
  operationType: 'changedDefaultPOSLimit',
  card: {
    paymentInstrumentId: 'sanne-dmc',
    maskedPan: '4821',
    accountId: 'NL86DMBK4820193745',
    cardHolder: 'S. de Vries',
  },
  change: { limitType: 'POS', oldValue: 2500, newValue: 3000 },
  attemptsLeft: 3,
  createdAt: '2027-03-01T10:13:33.828Z',
};
