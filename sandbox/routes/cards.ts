import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../domain/index';
import { newCardExpiry } from '../cards/card-dates';
import { CUSTOMER_BLOCK, LOST_OR_STOLEN_BLOCK } from '../cards/card-links';
import { cardStateOf } from '../cards/card-state';
import { renderCard, type Includes } from '../cards/render-card';
import { renderedCache } from '../cards/rendered-cache';
import { callerOf, prefetchedOf, type RouteConfig } from '../http/api-guard';
import { apiPaths } from '../http/api-paths';
import { answerCardChange, type CardParams } from '../http/card-change';
import { refuse } from '../http/refusal';
import type { SandboxContext } from '../sandbox-context';
import { addBlock, issueReplacement, removeBlock } from '../store/card-changes';
import { cardListVersionSql, currentParts, oneCardVersionSql, readCardList, readOneCard } from '../store/card-reads';

type IncludeQuery = Partial<
  Record<'includeLimits' | 'includeGeoProfile' | 'includeLifeCycle' | 'includeCard', 'true' | 'false'>
>;

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

const JSON_TYPE = 'application/json; charset=utf-8';

/** Section 7, "Cards": the list, one card, block, unblock and replace. */
export function cardRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);
  const { database } = context;

  // The reads answer from rendered answers while the cards' revisions, read along with the
  // session in one query, say they are current; otherwise they read the cards, in a second.
  const rendered = renderedCache();
  const flagsOf = (includes: Includes) =>
    `${+includes.limits}${+includes.geoProfile}${+includes.lifeCycle}${+includes.card}`;
  const sendJson = (reply: FastifyReply, body: string) => reply.type(JSON_TYPE).send(body);

  const cardListPrefetch = { sql: cardListVersionSql('s.customer_id') };
  const cardList: RouteConfig = { prefetch: () => cardListPrefetch };
  api.get<{ Querystring: IncludeQuery }>(
    paths.cardList,
    { schema: { querystring: includeQuerySchema }, config: cardList },
    async (request, reply) => {
      const { customerId, today } = callerOf(request);
      const includes = includesOf(request.query);
      const key = `${customerId}|${today}|${flagsOf(includes)}`;
      const cached = rendered.get(key, prefetchedOf<string>(request));
      if (cached !== undefined) return sendJson(reply, cached);
      const read = await readCardList(database, customerId, { limits: includes.limits, regions: includes.geoProfile });
      const parts = currentParts(read, today);
      const body = JSON.stringify({
        paymentInstruments: read.cards.map((row) => renderCard(row, parts, today, includes)),
      });
      rendered.set(key, read.version, body);
      return sendJson(reply, body);
    },
  );

  const oneCardSql = oneCardVersionSql('s.customer_id', 'r.arg');
  const oneCard: RouteConfig = {
    prefetch: (request) => ({ sql: oneCardSql, arg: (request.params as CardParams).paymentInstrumentId }),
  };
  api.get<{ Params: CardParams; Querystring: IncludeQuery }>(
    paths.card,
    { schema: { querystring: includeQuerySchema }, config: oneCard },
    async (request, reply) => {
      const { customerId, today } = callerOf(request);
      const cardId = request.params.paymentInstrumentId;
      const includes = includesOf(request.query);
      const key = `${customerId}|${today}|${flagsOf(includes)}|${cardId}`;
      const version = prefetchedOf<string | null>(request);
      const cached = version === null ? undefined : rendered.get(key, version);
      if (cached !== undefined) return sendJson(reply, cached);
      const read = await readOneCard(database, customerId, cardId);
      const state = cardStateOf(read, today);
      if (!state.ok) return refuse(request, reply, state.error);
      const { limits, geoProfile, lifeCycle, physicalCard, ...always } = state.value.card;
      const body = JSON.stringify({
        ...always,
        ...(includes.card ? { physicalCard } : {}),
        ...(includes.lifeCycle ? { lifeCycle } : {}),
        ...(includes.limits ? { limits } : {}),
        ...(includes.geoProfile ? { geoProfile } : {}),
      });
      if (read.version !== null) rendered.set(key, read.version, body);
      return sendJson(reply, body);
    },
  );

  api.post<{ Params: CardParams }>(paths.suspension, (request, reply) =>
    answerCardChange(request, reply, context, { operation: 'block' } as const, async ({ tx, row, card, record }) => {
      await addBlock(tx, row.payment_instrument_id, CUSTOMER_BLOCK);
      await record({ type: 'BLOCKED' });
      return ok({
        status: 200,
        body: {
          paymentInstrumentId: row.payment_instrument_id,
          lifeCycle: { ...card.lifeCycle, suspendedBy: [...row.suspended_by, CUSTOMER_BLOCK] },
        },
      });
    }),
  );

  api.post<{ Params: CardParams }>(paths.resumption, (request, reply) =>
    answerCardChange(request, reply, context, { operation: 'unblock' } as const, async ({ tx, row, card, record }) => {
      await removeBlock(tx, row.payment_instrument_id, CUSTOMER_BLOCK);
      await record({ type: 'UNBLOCKED' });
      return ok({
        status: 200,
        body: {
          paymentInstrumentId: row.payment_instrument_id,
          lifeCycle: { ...card.lifeCycle, suspendedBy: row.suspended_by.filter((by) => by !== CUSTOMER_BLOCK) },
        },
      });
    }),
  );

  api.post<{ Params: CardParams }>(paths.reissue, (request, reply) =>
    answerCardChange(
      request,
      reply,
      context,
      { operation: 'replace', body: request.body } as const,
      async ({ tx, row, today, record }, { reason }) => {
        // A card reported stolen or lost stays blocked for good, even if the customer had blocked it already.
        const reported = reason === 'STOLEN' || reason === 'LOST';
        if (reported) await addBlock(tx, row.payment_instrument_id, LOST_OR_STOLEN_BLOCK);
        const replacementId = await issueReplacement(tx, row, {
          expiryDate: newCardExpiry(today),
          today,
          reason,
        });
        await record({ type: 'REPLACED', reason, replacementPaymentInstrumentId: replacementId });
        return ok({
          status: 201,
          body: {
            paymentInstrumentId: replacementId,
            replacedPaymentInstrumentId: row.payment_instrument_id,
            reason,
            replacedCardBlocked: reported || row.suspended_by.length > 0,
          },
        });
      },
    ),
  );
}
