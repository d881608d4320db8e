import type { FastifyInstance } from 'fastify';
import {
  broken,
  CARD_OPERATION_PERMISSIONS,
  checkReissueRequest,
  fail,
  isPermitted,
  ok,
  type Permission,
} from '../../../domain/index';
import { CUSTOMER_BLOCK, LOST_OR_STOLEN_BLOCK } from '../cards/card-links';
import { cardStateFor } from '../cards/card-state';
import { renderCard, type Includes } from '../cards/render-card';
import { answerChange } from '../http/answer-change';
import { callerOf } from '../http/api-guard';
import { apiPaths } from '../http/api-paths';
import { refuse } from '../http/refusal';
import type { SandboxContext } from '../sandbox-context';
import { addBlock, issueReplacement, removeBlock } from '../store/card-changes';
import { cardParts, cardsOfCustomer } from '../store/card-queries';

type CardParams = { paymentInstrumentId: string };
type IncludeQuery = Partial<Record<'includeLimits' | 'includeGeoProfile' | 'includeLifeCycle' | 'includeCard', 'true' | 'false'>>;

const flag = { type: 'string', enum: ['true', 'false'] } as const;
const includeQuerySchema = {
  type: 'object',
  properties: { includeLimits: flag, includeGeoProfile: flag, includeLifeCycle: flag, includeCard: flag },
} as const;

/** Section 7 sends all four flags; a flag left out means "include" so a bare call gets the whole card. */
function includesOf(query: IncludeQuery): Includes {
  return {
    limits: query.includeLimits !== 'false',
    geoProfile: query.includeGeoProfile !== 'false',
    lifeCycle: query.includeLifeCycle !== 'false',
    card: query.includeCard !== 'false',
  };
}

const denied = (permission: Permission) => fail(broken(permission.missingCode));

/** Section 7, "Cards": the list, one card, block, unblock and replace. */
export function cardRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);
  const { database } = context;

  api.get<{ Querystring: IncludeQuery }>(paths.cardList, { schema: { querystring: includeQuerySchema } }, async (request) => {
    const { customerId, today } = callerOf(request);
    const includes = includesOf(request.query);
    const rows = await cardsOfCustomer(database, customerId);
    const openable = rows.filter((row) => row.sees_details).map((row) => row.payment_instrument_id);
    const parts = await cardParts(database, openable, today, { limits: includes.limits, regions: includes.geoProfile });
    return { paymentInstruments: rows.map((row) => renderCard(row, parts, today, includes)) };
  });

  api.get<{ Params: CardParams; Querystring: IncludeQuery }>(paths.card, { schema: { querystring: includeQuerySchema } }, async (request, reply) => {
    const { customerId, today } = callerOf(request);
    const state = await cardStateFor(database, { customerId, cardId: request.params.paymentInstrumentId, today, lock: false });
    if (!state.ok) return refuse(request, reply, state.error);
    const includes = includesOf(request.query);
    const { limits, geoProfile, lifeCycle, physicalCard, ...always } = state.value.card;
    return {
      ...always,
      ...(includes.card ? { physicalCard } : {}),
      ...(includes.lifeCycle ? { lifeCycle } : {}),
      ...(includes.limits ? { limits } : {}),
      ...(includes.geoProfile ? { geoProfile } : {}),
    };
  });

  api.post<{ Params: CardParams }>(paths.suspension, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await cardStateFor(tx, { customerId, cardId: request.params.paymentInstrumentId, today, lock: true });
      if (!state.ok) return state;
      if (!isPermitted(state.value.card, CARD_OPERATION_PERMISSIONS.block)) return denied(CARD_OPERATION_PERMISSIONS.block);
      await addBlock(tx, state.value.row.payment_instrument_id, CUSTOMER_BLOCK);
      return ok({
        status: 200,
        body: { paymentInstrumentId: state.value.row.payment_instrument_id, lifeCycle: { ...state.value.card.lifeCycle, suspendedBy: [...state.value.row.suspended_by, CUSTOMER_BLOCK] } },
      });
    }),
  );

  api.post<{ Params: CardParams }>(paths.resumption, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await cardStateFor(tx, { customerId, cardId: request.params.paymentInstrumentId, today, lock: true });
      if (!state.ok) return state;
      if (!isPermitted(state.value.card, CARD_OPERATION_PERMISSIONS.unblock)) return denied(CARD_OPERATION_PERMISSIONS.unblock);
      await removeBlock(tx, state.value.row.payment_instrument_id, CUSTOMER_BLOCK);
      return ok({
        status: 200,
        body: {
          paymentInstrumentId: state.value.row.payment_instrument_id,
          lifeCycle: { ...state.value.card.lifeCycle, suspendedBy: state.value.row.suspended_by.filter((by) => by !== CUSTOMER_BLOCK) },
        },
      });
    }),
  );

  api.post<{ Params: CardParams }>(paths.reissue, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await cardStateFor(tx, { customerId, cardId: request.params.paymentInstrumentId, today, lock: true });
      if (!state.ok) return state;
      const { card, row } = state.value;
      if (!isPermitted(card, CARD_OPERATION_PERMISSIONS.replace)) return denied(CARD_OPERATION_PERMISSIONS.replace);
      const reason = checkReissueRequest(request.body, card);
      if (!reason.ok) return reason;
      // A card reported stolen or lost stays blocked for good, even if the customer had blocked it already.
      const reported = reason.value === 'STOLEN' || reason.value === 'LOST';
      if (reported) await addBlock(tx, row.payment_instrument_id, LOST_OR_STOLEN_BLOCK);
      const replacementId = await issueReplacement(tx, row, today);
      return ok({
        status: 201,
        body: { paymentInstrumentId: replacementId, replacedPaymentInstrumentId: row.payment_instrument_id, reason: reason.value, replacedCardBlocked: reported || row.suspended_by.length > 0 },
      });
    }),
  );
}
