import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operationTypeOf, type LimitOperation } from '../../domain/index';
import { decideSignature } from '../cards/decide-signature';
import { describeSignItem, type SignItemCard } from '../cards/describe-sign-item';
import { sendDeviceCode } from '../cards/send-device-code';
import { callerOf } from '../http/api-guard';
import { apiPaths } from '../http/api-paths';
import { answerInjected } from '../http/fault-answer';
import { refuse } from '../http/refusal';
import type { SandboxContext } from '../sandbox-context';
import { claimDeviceCodeSend } from '../store/device-code-sends';
import { InjectedFault, takeFaultAfterChange } from '../store/faults';
import { basketChanges, findSignItem, signingStatus } from '../store/sign-items';
import { readSigningStanding } from '../store/signing-failures';

type ItemParams = { signItemId: string };

const signatureSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

/** Signing is blocked for the customer: 429, and when to come back. */
function refuseBlocked(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  reply.header('retry-after', String(seconds));
  return refuse(request, reply, 'SIGNING_BLOCKED');
}

/**
 * The signing service (issue 4): a sign item shows what it will do, and signing it with the
 * right code applies the change and clears the limit's pending change, in one transaction.
 * Signed once only, only by the customer who asked for it; wrong codes lock it, and five in a
 * row (across items) block the customer's signing for a while (cards/decide-signature.ts).
 */
export function signingRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);
  const { database, signingAttempts, signingBlock } = context;

  api.get<{ Params: ItemParams }>(paths.signItem, async (request, reply) => {
    const { customerId, today } = callerOf(request);
    const item = await findSignItem(database, request.params.signItemId);
    if (!item) return refuse(request, reply, 'SIGN_ITEM_NOT_FOUND');
    if (item.customer_id !== customerId) return refuse(request, reply, 'SUBJECT_NOT_ALLOWED');
    if (signingStatus(item, today) === 'EXPIRED') return refuse(request, reply, 'SIGN_ITEM_NOT_FOUND');
    const cards = await database.query<SignItemCard>(
      'SELECT payment_instrument_id, masked_pan, iban, printed_name FROM cards WHERE payment_instrument_id = $1',
      [item.payment_instrument_id],
    );
    const standing = await readSigningStanding(database, customerId, context.now());
    const signer = {
      attemptsLeft: Math.max(0, signingBlock.failures - standing.failures),
      blockedForSeconds: standing.blockedForSeconds,
    };
    return describeSignItem(item, cards[0]!, signingAttempts, signer, await basketChanges(database, item.tps_id));
  });

  // The bank's app shows the confirmation code on the customer's phone. The demo shows it in the
  // widget instead; with the console channel the call has it sent (cards/send-device-code.ts),
  // at most as often as `deviceCodeSends` allows. Only the item's own customer, and only while
  // it can be signed. A POST: sending changes state, so the XSRF header applies.
  api.post<{ Params: ItemParams }>(paths.deviceCode, async (request, reply) => {
    const { customerId, today } = callerOf(request);
    const item = await findSignItem(database, request.params.signItemId);
    if (!item) return refuse(request, reply, 'SIGN_ITEM_NOT_FOUND');
    if (item.customer_id !== customerId) return refuse(request, reply, 'SUBJECT_NOT_ALLOWED');
    const status = signingStatus(item, today);
    if (status === 'SIGNED') return refuse(request, reply, 'SIGN_ITEM_ALREADY_SIGNED');
    if (status === 'LOCKED') return refuse(request, reply, 'SIGN_ITEM_LOCKED');
    // Not signed in time, or withdrawn: for the signing service there is nothing left to sign.
    if (status === 'EXPIRED' || status === 'WITHDRAWN') return refuse(request, reply, 'SIGN_ITEM_NOT_FOUND');
    const standing = await readSigningStanding(database, customerId, context.now());
    if (standing.blockedForSeconds > 0) return refuseBlocked(request, reply, standing.blockedForSeconds);
    if (context.deviceCodes === 'widget') return { code: item.code };
    const claim = await database.transaction((tx) =>
      claimDeviceCodeSend(tx, { tpsId: item.tps_id, customerId, now: context.now() }, context.deviceCodeSends),
    );
    if (!claim.ok) {
      reply.header('retry-after', String(claim.retryAfterSeconds));
      return refuse(request, reply, 'TOO_MANY_ATTEMPTS');
    }
    await sendDeviceCode(context, item);
    return reply.code(202).send({ sentTo: 'console' });
  });

  api.post<{ Params: ItemParams; Body: { code: string } }>(
    paths.signature,
    { schema: { body: signatureSchema } },
    async (request, reply) => {
      const { customerId, today } = callerOf(request);
      const fault = await takeFaultAfterChange(database, 'POST', request.url.split('?')[0]!);
      const signature = { tpsId: request.params.signItemId, code: request.body.code, customerId, today, fault };
      let outcome;
      try {
        outcome = await database.transaction((tx) =>
          decideSignature(tx, { ...signature, now: context.now() }, { signingAttempts, signingBlock }),
        );
      } catch (error) {
        if (error instanceof InjectedFault) return answerInjected(request, reply, error.fault);
        throw error;
      }
      if ('refusal' in outcome) {
        if (outcome.retryAfterSeconds !== undefined) return refuseBlocked(request, reply, outcome.retryAfterSeconds);
        return refuse(request, reply, outcome.refusal, outcome.detail === undefined ? {} : { detail: outcome.detail });
      }
      const { signed } = outcome;
      return {
        signItemId: signed.tps_id,
        status: 'SIGNED',
        operationType: operationTypeOf({ kind: signed.operation, limitType: signed.limit_type } as LimitOperation),
      };
    },
  );
}
