import type { FastifyInstance } from 'fastify';
import {
  checkPermanentLimitRequest,
  checkTemporaryLimitDeletion,
  checkTemporaryLimitRequest,
  findLimit,
  isLimitType,
  isTemporaryLimitType,
  limitPermission,
  ok,
  type LimitContext,
  type TemporaryLimitType,
} from '../../domain/index';
import { apiPaths } from '../http/api-paths';
import { answerCardChange, type CardParams, type LockedCard } from '../http/card-change';
import type { SandboxContext } from '../sandbox-context';
import { createSignItem, expireSignItems, type NewSignItem } from '../store/sign-items';

/** The limit type a temporary-limit body names, when it names one the bank knows. */
function temporaryTypeOf(body: unknown): TemporaryLimitType | undefined {
  const limitType = typeof body === 'object' && body !== null ? (body as { limitType?: unknown }).limitType : undefined;
  return isTemporaryLimitType(limitType) ? limitType : undefined;
}

/**
 * Every accepted limit change waits to be signed (on the day it is asked); the answer names its
 * sign item, and so does its event in the card's history.
 */
async function pendingChange(locked: LockedCard, change: Omit<NewSignItem, 'customerId' | 'cardId'>, status: number) {
  if (locked.lapsed.length > 0) await expireSignItems(locked.tx, locked.lapsed);
  const item = { customerId: locked.customerId, cardId: locked.row.payment_instrument_id, ...change };
  const id = await createSignItem(locked.tx, item, { today: locked.today, occurredAt: locked.at });
  return ok({ status, body: { id } });
}

/**
 * Section 7, "Limits": permanent limits, and temporary ones created, changed and deleted. The
 * rules are the domain's; nothing is applied until the sign item is signed. Section 6: the link
 * action of the limit type the request names is checked first (a blocked card offers none).
 */
export function limitRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);

  api.put<{ Params: CardParams & { limitType: string } }>(paths.permanentLimit, (request, reply) => {
    const requestedType = request.params.limitType;
    const needs = () =>
      isLimitType(requestedType) ? limitPermission({ kind: 'changeDefault', limitType: requestedType }) : undefined;
    return answerCardChange(request, reply, context, needs, async (locked) => {
      const { limits, limitContext } = locked;
      const checked = checkPermanentLimitRequest(requestedType, request.body, limitContext);
      if (!checked.ok) return checked;
      const { limitType, limitValue } = checked.value;
      const oldValue = findLimit(limits, limitType)?.defaultLimitValue;
      return pendingChange(locked, { operation: 'changeDefault', limitType, oldValue, newValue: limitValue }, 200);
    });
  });

  api.post<{ Params: CardParams }>(paths.temporaryLimits, (request, reply) => {
    const requestedType = temporaryTypeOf(request.body);
    const needs = () =>
      requestedType ? limitPermission({ kind: 'createTemporary', limitType: requestedType }) : undefined;
    return answerCardChange(request, reply, context, needs, async (locked) => {
      const { limits, limitContext, today } = locked;
      const checked = checkTemporaryLimitRequest(request.body, { ...limitContext, today });
      if (!checked.ok) return checked;
      const { limitType, limitValue, startDate, endDate } = checked.value;
      const oldValue = findLimit(limits, limitType)?.defaultLimitValue;
      return pendingChange(
        locked,
        { operation: 'createTemporary', limitType, oldValue, newValue: limitValue, startDate, endDate },
        201,
      );
    });
  });

  api.put<{ Params: CardParams & { temporaryLimitId: string } }>(paths.temporaryLimit, (request, reply) => {
    const { temporaryLimitId } = request.params;
    const requestedType = temporaryTypeOf(request.body);
    const needs = () =>
      requestedType ? limitPermission({ kind: 'changeTemporary', limitType: requestedType }) : undefined;
    return answerCardChange(request, reply, context, needs, async (locked) => {
      const { limits, limitContext, today } = locked;
      const checked = checkTemporaryLimitRequest(request.body, {
        ...limitContext,
        today,
        replacingId: temporaryLimitId,
      });
      if (!checked.ok) return checked;
      const { limitType, limitValue, startDate, endDate } = checked.value;
      const existing = findLimit(limits, limitType)?.temporaryLimits?.find(
        (entry) => entry.temporaryLimitId === temporaryLimitId,
      );
      return pendingChange(
        locked,
        {
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
    });
  });

  // The limit type comes from the temporary limit the id names; an id the rules refuse (unknown,
  // or a change waiting) is refused with their code before the link action is looked at.
  api.delete<{ Params: CardParams & { temporaryLimitId: string } }>(paths.temporaryLimit, (request, reply) => {
    const deletion = (limitContext: LimitContext) =>
      checkTemporaryLimitDeletion(request.params.temporaryLimitId, limitContext);
    const needs = ({ limitContext }: LockedCard) => {
      const checked = deletion(limitContext);
      return checked.ok ? limitPermission({ kind: 'deleteTemporary', limitType: checked.value.limitType }) : undefined;
    };
    return answerCardChange(request, reply, context, needs, async (locked) => {
      const { limitContext } = locked;
      const checked = deletion(limitContext);
      if (!checked.ok) return checked;
      const { limitType, temporaryLimit } = checked.value;
      return pendingChange(
        locked,
        {
          operation: 'deleteTemporary',
          limitType,
          oldValue: temporaryLimit.limitValue,
          oldStartDate: temporaryLimit.startDate,
          oldEndDate: temporaryLimit.endDate,
          temporaryLimitId: temporaryLimit.temporaryLimitId,
        },
        200,
      );
    });
  });
}
