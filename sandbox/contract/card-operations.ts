import { REISSUE_REASONS } from '../../domain/index';
import type { ApiPaths } from '../http/api-paths';
import { SANNE_CARD } from './examples';
import { closed, ref } from './json-schema';
import { answers, GUARDED, MUTATING, type Operations } from './operation';

const flag = { type: 'string', enum: ['true', 'false'], description: 'Left out: `true`.' };
const includes = {
  type: 'object',
  properties: { includeLimits: flag, includeGeoProfile: flag, includeLifeCycle: flag, includeCard: flag },
};
const cardParams = closed({ paymentInstrumentId: { type: 'string', maxLength: 100 } });
const ONE_CARD = ['INSTRUMENT_NOT_FOUND', 'SUBJECT_NOT_ALLOWED'] as const;
const TAG = 'Cards';

const lifeCycleAnswer = {
  description: 'Done: the card’s life cycle as it is now.',
  schema: closed({ paymentInstrumentId: { type: 'string' }, lifeCycle: ref('LifeCycle') }),
  example: { paymentInstrumentId: 'sanne-dmc', lifeCycle: { ...SANNE_CARD.lifeCycle, suspendedBy: ['CUSTOMER'] } },
};

/** Section 7, "Cards": the operations of routes/cards.ts. */
export function cardOperations(paths: ApiPaths): Operations {
  return {
    [`GET ${paths.cardList}`]: {
      operationId: 'listCards',
      summary: 'List the customer’s cards',
      description:
        'In the bank’s order, access cards included. Cards the customer may list but not open have no limits, region or links.',
      tag: TAG,
      query: includes,
      responses: answers(
        {
          200: {
            description: 'The cards (an empty list for a customer without cards).',
            schema: closed({ paymentInstruments: { type: 'array', items: ref('PaymentInstrument') } }),
            example: { paymentInstruments: [SANNE_CARD] },
          },
        },
        GUARDED,
      ),
    },
    [`GET ${paths.card}`]: {
      operationId: 'getCard',
      summary: 'Read one card',
      tag: TAG,
      params: cardParams,
      query: includes,
      responses: answers({ 200: { description: 'The card.', schema: ref('PaymentInstrument'), example: SANNE_CARD } }, [
        ...GUARDED,
        ...ONE_CARD,
      ]),
    },
    [`POST ${paths.suspension}`]: {
      operationId: 'blockCard',
      summary: 'Block a card (no body)',
      description: '`suspendedBy` gains `CUSTOMER`. Needs the link `SUSPEND_INSTRUMENT`.',
      tag: TAG,
      params: cardParams,
      responses: answers({ 200: lifeCycleAnswer }, [...MUTATING, ...ONE_CARD, 'MESSAGE_BAI540_1027']),
    },
    [`POST ${paths.resumption}`]: {
      operationId: 'unblockCard',
      summary: 'Unblock a card the customer blocked (no body)',
      description:
        '`CUSTOMER` leaves `suspendedBy`. Needs the link `RESUME_INSTRUMENT` (never on a lost or stolen card).',
      tag: TAG,
      params: cardParams,
      responses: answers(
        {
          200: {
            ...lifeCycleAnswer,
            example: { paymentInstrumentId: 'sanne-dmc', lifeCycle: SANNE_CARD.lifeCycle },
          },
        },
        [...MUTATING, ...ONE_CARD, 'MESSAGE_BAI540_1031'],
      ),
    },
    [`POST ${paths.reissue}`]: {
      operationId: 'replaceCard',
      summary: 'Order a replacement card',
      description:
        'The new card awaits activation on the same account and holder, with the old card’s limits and region. STOLEN and LOST block the old card for good.',
      tag: TAG,
      params: cardParams,
      body: {
        schema: {
          type: 'object',
          properties: {
            paymentInstrumentUsageId: { type: 'string', description: 'The card’s own `paymentInstrumentUsageId`.' },
            reason: { enum: REISSUE_REASONS, description: 'One of the card’s `allowedReissueReasons`.' },
          },
          required: ['paymentInstrumentUsageId', 'reason'],
        },
        example: { paymentInstrumentUsageId: 'usage-sanne-dmc', reason: 'DEFECT' },
      },
      responses: answers(
        {
          201: {
            description: 'Ordered.',
            schema: closed({
              paymentInstrumentId: { type: 'string', description: 'The new card.' },
              replacedPaymentInstrumentId: { type: 'string' },
              reason: { enum: REISSUE_REASONS },
              replacedCardBlocked: { type: 'boolean' },
            }),
            example: {
              paymentInstrumentId: 'sanne-dmc-r1',
              replacedPaymentInstrumentId: 'sanne-dmc',
              reason: 'DEFECT',
              replacedCardBlocked: false,
            },
          },
        },
        [
          ...MUTATING,
          ...ONE_CARD,
          'MESSAGE_BAI540_1033',
          'INSTRUMENT_USAGE_ID_MISSING',
          'INSTRUMENT_USAGE_ID_INVALID',
          'REASON_MISSING',
          'REASON_INVALID',
        ],
      ),
    },
  };
}
