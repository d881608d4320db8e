import type { FastifyInstance } from 'fastify';
import { CARD_HISTORY_PAGE_SIZE, type CardHistoryPage } from '../../domain/index';
import { renderHistoryEntry } from '../cards/render-history';
import { callerOf } from '../http/api-guard';
import type { CardParams } from '../http/card-change';
import { cardPathRoute } from '../http/card-path-template';
import { refuse } from '../http/refusal';
import type { SandboxContext } from '../sandbox-context';
import { readCardHistory } from '../store/card-events';

type HistoryQuery = { limit?: unknown; startingAfter?: unknown };

// Query values are text (no coercion): 1…50, and an entry id as the history answers it.
const LIMIT = /^([1-9]|[1-4][0-9]|50)$/;
const ENTRY_ID = /^[1-9][0-9]{0,14}$/;

/** A query value as a number when absent or well-formed; `null` when it is there but malformed. */
function numberIn(value: unknown, pattern: RegExp): number | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'string' && pattern.test(value) ? Number(value) : null;
}

/** The Environment's `cardHistoryPath` as a route. */
export const historyRoutePath = (template: string): string => cardPathRoute('cardHistoryPath', template);

/**
 * The card's change history (issue 16; not a call of spec section 7): the changes the bank
 * acknowledged on one card, newest first, a page at a time. Only where the Environment names
 * `cardHistoryPath`; without it the bank has no such call (404, as for any unknown path).
 * Paged by entry id (`startingAfter`) rather than page number, so changes made meanwhile never
 * shift an entry onto the next page twice.
 */
export function historyRoutes(api: FastifyInstance, context: SandboxContext): void {
  const template = context.environment.cardHistoryPath;
  if (!template) return;
  api.get<{ Params: CardParams; Querystring: HistoryQuery }>(historyRoutePath(template), async (request, reply) => {
    const { customerId, today } = callerOf(request);
    const limit = numberIn(request.query.limit, LIMIT);
    const startingAfter = numberIn(request.query.startingAfter, ENTRY_ID);
    const pageSize = limit ?? CARD_HISTORY_PAGE_SIZE.default;
    const read = await readCardHistory(context.database, {
      customerId,
      cardId: request.params.paymentInstrumentId,
      today,
      pageSize,
      startingAfter: startingAfter ?? undefined,
    });
    // Whose card it is comes first (issue 37): another customer's card is 403 whatever the query says.
    if (!read.exists) return refuse(request, reply, 'INSTRUMENT_NOT_FOUND');
    if (!read.open) return refuse(request, reply, 'SUBJECT_NOT_ALLOWED');
    if (limit === null || startingAfter === null)
      return refuse(request, reply, 'REQUEST_INVALID', {
        detail: 'limit must be a whole number 1–50 and startingAfter the id of an entry.',
      });
    if (!read.cursorKnown)
      return refuse(request, reply, 'REQUEST_INVALID', { detail: 'startingAfter names no change of this card.' });
    const page: CardHistoryPage = {
      changes: read.rows.slice(0, pageSize).map(renderHistoryEntry),
      hasMore: read.rows.length > pageSize,
    };
    return page;
  });
}
