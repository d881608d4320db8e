import { cardLimit, pendingChangeOf, type DescribedLimitChange } from '../../domain/index';
import type { PendingSignature } from '../ports/pending-signature';
import type { LoadCardDetails } from './load-card-details';

/**
 * What waits to be signed, as the bank holds it: the card read anew and its limit's waiting change
 * described from it. Another tab may have changed the limit since the editor read it, and the
 * signing page must not say "from €500" where the bank's widget says €900. Undefined when the card
 * cannot be read, or waits for another item or operation: the change as asked is said then.
 */
export class DescribePendingChange {
  constructor(private readonly loadCardDetails: LoadCardDetails) {}

  async execute(input: {
    readonly paymentInstrumentId: string;
    readonly pending: PendingSignature;
  }): Promise<DescribedLimitChange | undefined> {
    const { pending } = input;
    if (!pending.change) return undefined;
    const card = await this.loadCardDetails.execute({ paymentInstrumentId: input.paymentInstrumentId });
    const limit = card.ok ? cardLimit(card.value, pending.change.limitType) : undefined;
    const waiting = limit ? pendingChangeOf(limit) : undefined;
    if (waiting?.kind !== 'described' || waiting.operationType !== pending.operationType) return undefined;
    const item = waiting.signItem;
    return !item || (item.sourceId === pending.signItem.sourceId && item.tpsId === pending.signItem.tpsId)
      ? waiting
      : undefined;
  }
}
