import type { FastifyInstance } from 'fastify';
import {
  broken,
  checkPermanentLimitRequest,
  checkTemporaryLimitDeletion,
  checkTemporaryLimitRequest,
  fail,
  findLimit,
  isLimitType,
  isPermitted,
  isTemporaryLimitType,
  limitPermission,
  ok,
  type LimitOperation,
  type PaymentInstrument,
  type TemporaryLimitType,
} from '../../domain/index';
import { lockedCardState } from '../cards/card-state';
import { answerChange } from '../http/answer-change';
import { callerOf } from '../http/api-guard';
import { apiPaths } from '../http/api-paths';
import type { SandboxContext } from '../sandbox-context';
import { createSignItem, type NewSignItem } from '../store/sign-items';
import type { Queryable } from '../store/database';

type CardParams = { paymentInstrumentId: string };

/**
 * Section 6: without the card's link action for it, the bank refuses the operation with its code
 * before reading the rest of the request (a blocked card offers no limit actions at all).
 */
function permits(card: PaymentInstrument, operation: LimitOperation) {
  const permission = limitPermission(operation);
  return isPermitted(card, permission) ? undefined : fail(broken(permission.missingCode));
}

/** The limit type a temporary-limit body names, when it names one the bank knows. */
function temporaryTypeOf(body: unknown): TemporaryLimitType | undefined {
  const limitType = typeof body === 'object' && body !== null ? (body as { limitType?: unknown }).limitType : undefined;
  return isTemporaryLimitType(limitType) ? limitType : undefined;
}

/** Every accepted limit change waits to be signed; the answer names its sign item. */
async function pendingChange(tx: Queryable, item: NewSignItem, status: number) {
  const id = await createSignItem(tx, item);
  return ok({ status, body: { id } });
}

/**
 * Section 7, "Limits": permanent limits, and temporary ones created, changed and deleted. The
 * rules are the domain's; nothing is applied until the sign item is signed.
 */
export function limitRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);
  const { database } = context;

  api.put<{ Params: CardParams & { limitType: string } }>(paths.permanentLimit, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
      if (!state.ok) return state;
      const requestedType = request.params.limitType;
      const refused = isLimitType(requestedType) ? permits(state.value.card, { kind: 'changeDefault', limitType: requestedType }) : undefined;
      if (refused) return refused;
      const checked = checkPermanentLimitRequest(requestedType, request.body, state.value.limitContext);
      if (!checked.ok) return checked;
      const { limitType, limitValue } = checked.value;
      const oldValue = findLimit(state.value.limits, limitType)?.defaultLimitValue;
      return pendingChange(tx, { customerId, cardId: state.value.row.payment_instrument_id, operation: 'changeDefault', limitType, oldValue, newValue: limitValue }, 200);
    }),
  );

  api.post<{ Params: CardParams }>(paths.temporaryLimits, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
      if (!state.ok) return state;
      const requestedType = temporaryTypeOf(request.body);
      const refused = requestedType ? permits(state.value.card, { kind: 'createTemporary', limitType: requestedType }) : undefined;
      if (refused) return refused;
      const checked = checkTemporaryLimitRequest(request.body, { ...state.value.limitContext, today });
      if (!checked.ok) return checked;
      const { limitType, limitValue, startDate, endDate } = checked.value;
      const oldValue = findLimit(state.value.limits, limitType)?.defaultLimitValue;
      return pendingChange(
        tx,
        { customerId, cardId: state.value.row.payment_instrument_id, operation: 'createTemporary', limitType, oldValue, newValue: limitValue, startDate, endDate },
        201,
      );
    }),
  );

  api.put<{ Params: CardParams & { temporaryLimitId: string } }>(paths.temporaryLimit, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
      if (!state.ok) return state;
      const { temporaryLimitId } = request.params;
      const requestedType = temporaryTypeOf(request.body);
      const refused = requestedType ? permits(state.value.card, { kind: 'changeTemporary', limitType: requestedType }) : undefined;
      if (refused) return refused;
      const checked = checkTemporaryLimitRequest(request.body, { ...state.value.limitContext, today, replacingId: temporaryLimitId });
      if (!checked.ok) return checked;
      const { limitType, limitValue, startDate, endDate } = checked.value;
      const existing = findLimit(state.value.limits, limitType)?.temporaryLimits?.find((entry) => entry.temporaryLimitId === temporaryLimitId);
      return pendingChange(
        tx,
        {
          customerId,
          cardId: state.value.row.payment_instrument_id,
          operation: 'changeTemporary',
          limitType,
          oldValue: existing?.limitValue,
          newValue: limitValue,
          startDate,
          endDate,
          oldStartDate: existing?.startDate,
          oldEndDate: existing?.endDate,
          temporaryLimitId,
        },
        200,
      );
    }),
  );

  api.delete<{ Params: CardParams & { temporaryLimitId: string } }>(paths.temporaryLimit, (request, reply) =>
    answerChange(request, reply, database, async (tx) => {
      const { customerId, today } = callerOf(request);
      const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
      if (!state.ok) return state;
      const checked = checkTemporaryLimitDeletion(request.params.temporaryLimitId, state.value.limitContext);
      if (!checked.ok) return checked;
      const { limitType, temporaryLimit } = checked.value;
      const refused = permits(state.value.card, { kind: 'deleteTemporary', limitType });
      if (refused) return refused;
      return pendingChange(
        tx,
        {
          customerId,
          cardId: state.value.row.payment_instrument_id,
          operation: 'deleteTemporary',
          limitType,
          oldValue: temporaryLimit.limitValue,
          oldStartDate: temporaryLimit.startDate,
          oldEndDate: temporaryLimit.endDate,
          temporaryLimitId: temporaryLimit.temporaryLimitId,
        },
        200,
      );
    }),
  );
}
