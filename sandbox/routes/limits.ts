import type { FastifyInstance } from 'fastify';
import { ok } from '../../domain/index';
import { signItemChangeOf, type SignItemChange } from '../cards/limit-sign-item';
import { apiPaths } from '../http/api-paths';
import { answerCardChange, type CardParams, type LockedCard } from '../http/card-change';
import type { SandboxContext } from '../sandbox-context';
import { createSignItem, expireSignItems } from '../store/sign-items';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The permanent limit's body with its path's limit type in it, the shape the domain checks. */
const withPathType = (body: unknown, limitType: string): unknown => (isObject(body) ? { ...body, limitType } : body);

/**
 * Every accepted limit change waits to be signed (on the day it is asked); the answer names its
 * sign item, and so does its event in the card's history.
 */
async function pendingChange(locked: LockedCard, change: SignItemChange, status: number) {
  if (locked.lapsed.length > 0) await expireSignItems(locked.tx, locked.lapsed);
  const item = { customerId: locked.customerId, cardId: locked.row.payment_instrument_id, ...change };
  const id = await createSignItem(locked.tx, item, { today: locked.today, occurredAt: locked.at });
  return ok({ status, body: { id } });
}

/**
 * Section 7, "Limits": permanent limits, and temporary ones created, changed and deleted. The
 * rules, the link action first, are the domain's `checkChange`; nothing is applied until the
 * sign item is signed.
 */
export function limitRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);

  api.put<{ Params: CardParams & { limitType: string } }>(paths.permanentLimit, (request, reply) => {
    const body = withPathType(request.body, request.params.limitType);
    const change = { operation: 'changePermanentLimit', body } as const;
    return answerCardChange(request, reply, context, change, (locked, accepted) =>
      pendingChange(locked, signItemChangeOf(accepted, locked.limits), 200),
    );
  });

  api.post<{ Params: CardParams }>(paths.temporaryLimits, (request, reply) => {
    const change = { operation: 'createTemporaryLimit', body: request.body } as const;
    return answerCardChange(request, reply, context, change, (locked, accepted) =>
      pendingChange(locked, signItemChangeOf(accepted, locked.limits), 201),
    );
  });

  api.put<{ Params: CardParams & { temporaryLimitId: string } }>(paths.temporaryLimit, (request, reply) => {
    const { temporaryLimitId } = request.params;
    const change = { operation: 'changeTemporaryLimit', temporaryLimitId, body: request.body } as const;
    return answerCardChange(request, reply, context, change, (locked, accepted) =>
      pendingChange(locked, signItemChangeOf(accepted, locked.limits), 200),
    );
  });

  // The limit type comes from the temporary limit the id names; an id the rules refuse (unknown,
  // or a change waiting) is refused with their code before the link action is looked at.
  api.delete<{ Params: CardParams & { temporaryLimitId: string } }>(paths.temporaryLimit, (request, reply) => {
    const change = { operation: 'deleteTemporaryLimit', temporaryLimitId: request.params.temporaryLimitId } as const;
    return answerCardChange(request, reply, context, change, (locked, accepted) =>
      pendingChange(locked, signItemChangeOf(accepted, locked.limits), 200),
    );
  });
}
