import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  broken,
  checkChange,
  fail,
  ok,
  type AcceptedChangeOf,
  type IsoDate,
  type Result,
  type RuleFailure,
} from '../../domain/index';
import { readBasketChanges, type BasketProposal } from '../cards/basket-changes';
import { momentOnSandboxDay } from '../cards/card-dates';
import { cardStateOf, lockedCardState, type CardState } from '../cards/card-state';
import { signItemChangeOf, type LimitChangeOperation, type SignItemChange } from '../cards/limit-sign-item';
import { SANDBOX_TEMPORARY_ENTRY_CAPS } from '../cards/temporary-entry-caps';
import { answerChange, type Answer } from '../http/answer-change';
import { callerOf } from '../http/api-guard';
import type { CardParams } from '../http/card-change';
import { cardPathRoute } from '../http/card-path-template';
import { answerInjected } from '../http/fault-answer';
import { refuse } from '../http/refusal';
import type { SandboxContext } from '../sandbox-context';
import { readOneCard } from '../store/card-reads';
import type { Queryable } from '../store/database';
import { InjectedFault, takeFaultAfterChange, type FaultAfterChange } from '../store/faults';
import { applyLimitChange } from '../store/limit-changes';
import { createSignItem, expireSignItems } from '../store/sign-items';

/** The Environment's `changeBasketPath` as a route. */
export const basketRoutePath = (template: string): string => cardPathRoute('changeBasketPath', template);

type Caller = { readonly customerId: string; readonly cardId: string; readonly today: IsoDate };

/**
 * Each change checked by the domain's `checkChange` on the card as the changes before it leave
 * it (made in a savepoint, then undone): the same answers as asking them one by one, each
 * signed before the next. The first refusal refuses the basket.
 */
async function checkInTurn(
  tx: Queryable,
  caller: Caller,
  first: CardState,
  proposals: readonly BasketProposal[],
  fault: FaultAfterChange | undefined,
): Promise<Result<SignItemChange[], RuleFailure>> {
  const changes: SignItemChange[] = [];
  await tx.query('SAVEPOINT basket');
  for (const [index, proposal] of proposals.entries()) {
    const state =
      index === 0 ? ok(first) : cardStateOf(await readOneCard(tx, caller.customerId, caller.cardId), caller.today);
    if (!state.ok) return state;
    const context = { today: caller.today, accountBalance: first.row.balance, ...SANDBOX_TEMPORARY_ENTRY_CAPS };
    const checked = checkChange(state.value.card, proposal, context);
    if (!checked.ok) return checked;
    const change = signItemChangeOf(checked.value as AcceptedChangeOf<LimitChangeOperation>, state.value.limits);
    await applyLimitChange(tx, {
      payment_instrument_id: caller.cardId,
      operation: change.operation,
      limit_type: change.limitType,
      new_value: change.newValue ?? null,
      start_date: change.startDate ?? null,
      end_date: change.endDate ?? null,
      temporary_limit_id: change.temporaryLimitId ?? null,
    });
    changes.push(change);
    if (fault?.afterChange === index + 1) throw new InjectedFault(fault.fault);
  }
  await tx.query('ROLLBACK TO SAVEPOINT basket');
  return ok(changes);
}

/**
 * Several limit changes of one card under one sign item (issue 35; beyond spec section 7, only
 * where the Environment names `changeBasketPath`): all of them wait for one signature, or none
 * does. In the card's one transaction, after the same preamble as any change (whose card,
 * locked): the basket's first change is its sign item, the others wait with it, each with its
 * own event in the card's history.
 */
export function changeBasketRoutes(api: FastifyInstance, context: SandboxContext): void {
  const template = context.environment.changeBasketPath;
  if (!template) return;
  const path = basketRoutePath(template);
  api.post<{ Params: CardParams }>(path, async (request, reply) => {
    const proposals = readBasketChanges(request.body);
    if (!proposals.ok) return refuse(request, reply, 'REQUEST_INVALID', { detail: proposals.error });
    const fault = await takeFaultAfterChange(context.database, 'POST', request.url.split('?')[0]!);
    try {
      return await answerChange(request, reply, context.database, (tx) =>
        submitBasket(tx, request, context, proposals.value, fault),
      );
    } catch (error) {
      if (error instanceof InjectedFault) return answerInjected(request, reply, error.fault);
      throw error;
    }
  });
}

async function submitBasket(
  tx: Queryable,
  request: FastifyRequest<{ Params: CardParams }>,
  context: Pick<SandboxContext, 'now'>,
  proposals: readonly BasketProposal[],
  fault: FaultAfterChange | undefined,
): Promise<Result<Answer, RuleFailure>> {
  const { customerId, today } = callerOf(request);
  const caller = { customerId, cardId: request.params.paymentInstrumentId, today };
  const state = await lockedCardState(tx, caller);
  if (!state.ok) return state;
  if (state.value.lapsed.length > 0) await expireSignItems(tx, state.value.lapsed);
  const checked = await checkInTurn(tx, caller, state.value, proposals, fault);
  if (!checked.ok) return checked;
  const [first, ...others] = checked.value;
  if (!first) return fail(broken('REQUEST_INVALID'));
  const cardId = state.value.row.payment_instrument_id;
  const when = { today, occurredAt: momentOnSandboxDay(today, context.now()) };
  const id = await createSignItem(tx, { customerId, cardId, ...first }, when);
  for (const [index, change] of others.entries()) {
    await createSignItem(
      tx,
      { customerId, cardId, ...change, basketOf: { tpsId: id.tpsId, position: index + 2 } },
      when,
    );
  }
  return ok({ status: 201, body: { id, changes: checked.value.length } });
}
