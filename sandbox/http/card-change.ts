import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  broken,
  fail,
  isPermitted,
  type Instant,
  type IsoDate,
  type Permission,
  type Result,
  type RuleFailure,
} from '../../domain/index';
import { momentOnSandboxDay } from '../cards/card-dates';
import { lockedCardState, type CardState } from '../cards/card-state';
import type { SandboxContext } from '../sandbox-context';
import { recordCardEvent, type RecordedChange } from '../store/card-events';
import type { Queryable } from '../store/database';
import { answerChange, type Answer } from './answer-change';
import { callerOf } from './api-guard';

export type CardParams = { readonly paymentInstrumentId: string };

/** A card change's card once the preamble let it through: the caller's, locked in the change's transaction, permitted. */
export type LockedCard = CardState & {
  readonly tx: Queryable;
  readonly customerId: string;
  readonly today: IsoDate;
  /** When the change happens for the bank: now, on the sandbox's day. */
  readonly at: Instant;
  /** Records what changed in the card's history, in this transaction: no change without its event, no event without its change. */
  readonly record: (change: RecordedChange) => Promise<void>;
};

/**
 * The link action a change needs (section 6), or how to tell it from the locked card and the
 * request; `undefined` when the request names nothing the bank knows, so that the change's own
 * rules refuse it with their code instead.
 */
export type NeededPermission = Permission | ((locked: LockedCard) => Permission | undefined);

/**
 * The preamble every card change shares, in the change's one transaction: whose card (an id
 * nobody has is 404, someone else's 403), locked, and permitted (section 6: a missing link
 * action is refused with its code before the body is read); then `change`. A refusal anywhere
 * rolls everything back.
 */
export function answerCardChange(
  request: FastifyRequest<{ Params: CardParams }>,
  reply: FastifyReply,
  context: Pick<SandboxContext, 'database' | 'now'>,
  needs: NeededPermission,
  change: (locked: LockedCard) => Promise<Result<Answer, RuleFailure>>,
) {
  return answerChange(request, reply, context.database, async (tx) => {
    const { customerId, today } = callerOf(request);
    const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
    if (!state.ok) return state;
    const at = momentOnSandboxDay(today, context.now());
    const record = (recorded: RecordedChange) =>
      recordCardEvent(tx, state.value.row.payment_instrument_id, at, recorded);
    const locked: LockedCard = { ...state.value, tx, customerId, today, at, record };
    const permission = typeof needs === 'function' ? needs(locked) : needs;
    if (permission && !isPermitted(locked.card, permission)) return fail(broken(permission.missingCode));
    return change(locked);
  });
}
