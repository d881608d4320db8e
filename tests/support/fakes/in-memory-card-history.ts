import { serviceError, type CardHistoryEntry } from '../../../domain/index';
import type { CardHistory, CardHistoryQuery } from '../../../application/ports/card-history';
import { ScriptedAnswers } from './scripted-answers';

/** A bank's change history per card, newest first, paged by entry id as the sandbox does. */
export class InMemoryCardHistory extends ScriptedAnswers implements CardHistory {
  constructor(public entries: Record<string, readonly CardHistoryEntry[]> = {}) {
    super();
  }

  page(paymentInstrumentId: string, query: CardHistoryQuery) {
    const all = this.entries[paymentInstrumentId] ?? [];
    const from = query.startingAfter === undefined ? 0 : all.findIndex((entry) => entry.id === query.startingAfter) + 1;
    if (from === 0 && query.startingAfter !== undefined) this.failNext('page', serviceError('REQUEST_INVALID'));
    return this.answer('page', [paymentInstrumentId, query], () => ({
      changes: all.slice(from, from + query.limit),
      hasMore: from + query.limit < all.length,
    }));
  }
}
