import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  checkChange,
  type AcceptedChangeOf,
  type ProposedChange,
  type Instant,
  type IsoDate,
  type Result,
  type RuleFailure,
} from '../../domain/index';
import { momentOnSandboxDay } from '../cards/card-dates';
import { lockedCardState, type CardState } from '../cards/card-state';
import { SANDBOX_TEMPORARY_ENTRY_CAPS } from '../cards/temporary-entry-caps';
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
 * The preamble every card change shares, in the change's one transaction: whose card (an id
 * nobody has is 404, someone else's 403), locked, then the domain's `checkChange` — the same
 * call every channel makes (section 6's link action before the body is read, then the rules,
 * with the sandbox's caps on temporary entries); then `apply`. A refusal anywhere rolls
 * everything back.
 */
export function answerCardChange<C extends ProposedChange>(
  request: FastifyRequest<{ Params: CardParams }>,
  reply: FastifyReply,
  context: Pick<SandboxContext, 'database' | 'now'>,
  change: C,
  apply: (locked: LockedCard, accepted: AcceptedChangeOf<C['operation']>) => Promise<Result<Answer, RuleFailure>>,
) {
  return answerChange(request, reply, context.database, async (tx) => {
    const { customerId, today } = callerOf(request);
    const state = await lockedCardState(tx, { customerId, cardId: request.params.paymentInstrumentId, today });
    if (!state.ok) return state;
    const at = momentOnSandboxDay(today, context.now());
    const record = (recorded: RecordedChange) =>
      recordCardEvent(tx, state.value.row.payment_instrument_id, at, recorded);
    const locked: LockedCard = { ...state.value, tx, customerId, today, at, record };
    const accountBalance = locked.row.balance;
    const checked = checkChange(locked.card, change, { today, accountBalance, ...SANDBOX_TEMPORARY_ENTRY_CAPS });
    return checked.ok ? apply(locked, checked.value) : checked;
  });
}
