import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE, operationTypeOf, type CatalogueCode, type LimitOperation } from '../../domain/index';
import { describeSignItem, type SignItemCard } from '../cards/describe-sign-item';
import { callerOf } from '../http/api-guard';
import { apiPaths } from '../http/api-paths';
import { refuse } from '../http/refusal';
import type { SandboxContext } from '../sandbox-context';
import { lockCard, type SignItemRow } from '../store/card-queries';
import { applySignItem, findSignItem, recordWrongCode, signingStatus } from '../store/sign-items';

type ItemParams = { signItemId: string };

const signatureSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Outcome = { readonly refusal: CatalogueCode; readonly detail?: string } | { readonly signed: SignItemRow };

/**
 * The signing service (issue 4): a sign item shows what it will do, and signing it with the
 * right code applies the change and clears the limit's pending change, in one transaction.
 * Signed once only, only by the customer who asked for it; wrong codes lock it.
 */
export function signingRoutes(api: FastifyInstance, context: SandboxContext): void {
  const paths = apiPaths(context.environment);
  const { database, signingAttempts } = context;

  api.get<{ Params: ItemParams }>(paths.signItem, async (request, reply) => {
    const { customerId, today } = callerOf(request);
    const item = await findSignItem(database, request.params.signItemId);
    if (!item) return refuse(request, reply, 'SIGN_ITEM_NOT_FOUND');
    if (item.customer_id !== customerId) return refuse(request, reply, 'SUBJECT_NOT_ALLOWED');
    if (signingStatus(item, today) === 'EXPIRED') return refuse(request, reply, 'SIGN_ITEM_NOT_FOUND');
    const cards = await database.query<SignItemCard>('SELECT payment_instrument_id, masked_pan, iban, printed_name FROM cards WHERE payment_instrument_id = $1', [
      item.payment_instrument_id,
    ]);
    return describeSignItem(item, cards[0]!, signingAttempts);
  });

  // The bank's app shows the confirmation code on the customer's phone; the sandbox shows it in
  // the widget instead. Only the item's own customer gets it, and only while it can be signed.
  api.get<{ Params: ItemParams }>(paths.deviceCode, async (request, reply) => {
    const { customerId, today } = callerOf(request);
    const item = await findSignItem(database, request.params.signItemId);
    if (!item) return refuse(request, reply, 'SIGN_ITEM_NOT_FOUND');
    if (item.customer_id !== customerId) return refuse(request, reply, 'SUBJECT_NOT_ALLOWED');
    const status = signingStatus(item, today);
    if (status === 'SIGNED') return refuse(request, reply, 'SIGN_ITEM_ALREADY_SIGNED');
    if (status === 'LOCKED') return refuse(request, reply, 'SIGN_ITEM_LOCKED');
    if (status === 'EXPIRED') return refuse(request, reply, 'SIGN_ITEM_NOT_FOUND');
    return { code: item.code };
  });

  api.post<{ Params: ItemParams; Body: { code: string } }>(paths.signature, { schema: { body: signatureSchema } }, async (request, reply) => {
    const { customerId, today } = callerOf(request);
    const outcome = await database.transaction(async (tx): Promise<Outcome> => {
      const seen = await findSignItem(tx, request.params.signItemId);
      if (!seen) return { refusal: 'SIGN_ITEM_NOT_FOUND' };
      if (seen.customer_id !== customerId) return { refusal: 'SUBJECT_NOT_ALLOWED' };
      // The card's lock first, as every other change takes it: no deadlock with a limit request.
      await lockCard(tx, seen.payment_instrument_id);
      // Gone while we waited for the lock: a reset deleted it.
      const item = await findSignItem(tx, seen.tps_id, { lock: true });
      if (!item) return { refusal: 'SIGN_ITEM_NOT_FOUND' };
      const status = signingStatus(item, today);
      if (status === 'SIGNED') return { refusal: 'SIGN_ITEM_ALREADY_SIGNED' };
      if (status === 'LOCKED') return { refusal: 'SIGN_ITEM_LOCKED' };
      // Not signed in time: for the signing service there is nothing left to sign.
      if (status === 'EXPIRED') return { refusal: 'SIGN_ITEM_NOT_FOUND' };
      if (!sameCode(request.body.code, item.code)) {
        const { locked, attemptsLeft } = await recordWrongCode(tx, item.tps_id, signingAttempts);
        return locked ? { refusal: 'SIGN_ITEM_LOCKED' } : { refusal: 'SIGNATURE_INVALID', detail: `${CATALOGUE.SIGNATURE_INVALID.text} Attempts left: ${attemptsLeft}.` };
      }
      await applySignItem(tx, item);
      return { signed: item };
    });
    if ('refusal' in outcome) return refuse(request, reply, outcome.refusal, outcome.detail === undefined ? {} : { detail: outcome.detail });
    const { signed } = outcome;
    return {
      signItemId: signed.tps_id,
      status: 'SIGNED',
      operationType: operationTypeOf({ kind: signed.operation, limitType: signed.limit_type } as LimitOperation),
    };
  });
}
