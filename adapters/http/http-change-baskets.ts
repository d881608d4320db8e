import { fail, ok, serviceError } from '../../domain/index';
import type { TemporaryLimitPayload } from '../../application/ports/limits';
import type { BasketChange, ChangeBaskets } from '../../application/ports/change-baskets';
import type { SignItem } from '../../application/ports/pending-signature';
import type { BankHttpClient } from './bank-http-client';

// Written out here rather than imported from http-limits.ts and schemas.ts: this adapter comes
// with the trip's lazy chunk, and an import of a first-load module would move it into a chunk
// of its own (see composition/bank-http.ts).

/** Section 3, "Temporary limit payload", in its order. */
const temporaryBody = (payload: TemporaryLimitPayload) => ({
  startDate: payload.startDate,
  limitType: payload.limitType,
  limitValue: payload.limitValue,
  endDate: payload.endDate,
});

/** A basket's change as the bank reads it: the limit call's name, its body, the id its path would name. */
function wireChange(change: BasketChange) {
  switch (change.operation) {
    case 'changePermanentLimit':
      return { operation: change.operation, body: { limitType: change.limitType, limitValue: change.limitValue } };
    case 'createTemporaryLimit':
      return { operation: change.operation, body: temporaryBody(change.payload) };
    case 'changeTemporaryLimit':
      return {
        operation: change.operation,
        temporaryLimitId: change.temporaryLimitId,
        body: temporaryBody(change.payload),
      };
    case 'deleteTemporaryLimit':
      return { operation: change.operation, temporaryLimitId: change.temporaryLimitId };
  }
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The basket's answer `{ id: { sourceId, tpsId }, changes }`: its sign item, as a single limit change answers it. */
function signItemOf(answer: unknown): SignItem | undefined {
  const id = (answer as { id?: { sourceId?: unknown; tpsId?: unknown } } | null)?.id;
  return id && isId(id.sourceId) && isId(id.tpsId) ? { sourceId: id.sourceId, tpsId: id.tpsId } : undefined;
}

/**
 * The bank's change basket at the Environment's `changeBasketPath` (issue 35; beyond spec
 * section 7, the sandbox's call in docs/sandbox-api.md, "Change baskets"): answered, like a
 * single limit change, with the one sign item.
 */
export class HttpChangeBaskets implements ChangeBaskets {
  constructor(
    private readonly http: BankHttpClient,
    private readonly path: string,
  ) {}

  async submit(paymentInstrumentId: string, changes: readonly BasketChange[]) {
    const answer = await this.http.requestBody({
      method: 'POST',
      // One path segment, whatever the id holds (as http-card-history.ts).
      path: this.path.replace('{paymentInstrumentId}', encodeURIComponent(paymentInstrumentId)),
      json: { changes: changes.map(wireChange) },
    });
    if (!answer.ok) return answer;
    const signItem = signItemOf(answer.value);
    return signItem
      ? ok(signItem)
      : fail(serviceError('RESPONSE_INVALID', { originalError: 'the basket answered no sign item' }));
  }
}
