import {
  CARD_HISTORY_PAGE_SIZE,
  fail,
  ok,
  serviceError,
  type CardHistoryPage,
  type Result,
  type ServiceError,
} from '../../domain/index';
import { cardHistoryOffered } from '../cards/card-history-offered';
import type { Environment } from '../environment';
import type { CardHistory } from '../ports/card-history';

/**
 * A card's recent changes (beyond the spec): the newest page, or with `shown` the entries
 * shown so far followed by the next page ("show more").
 */
export class LoadCardHistory {
  constructor(
    private readonly history: CardHistory,
    private readonly environment: Environment,
  ) {}

  async execute(input: {
    readonly paymentInstrumentId: string;
    readonly shown?: CardHistoryPage;
  }): Promise<Result<CardHistoryPage, ServiceError>> {
    // A screen asks only where the history is offered; asking elsewhere is a wiring fault.
    if (!cardHistoryOffered(this.environment)) return fail(serviceError('REQUEST_INVALID'));
    const shown = input.shown?.changes ?? [];
    const limit = CARD_HISTORY_PAGE_SIZE.default;
    const last = shown.at(-1);
    const answer = await this.history.page(
      input.paymentInstrumentId,
      last ? { startingAfter: last.id, limit } : { limit },
    );
    if (!answer.ok) return answer;
    // A bank that pages by position could hand an entry over twice; the customer sees it once.
    const seen = new Set(shown.map((entry) => entry.id));
    const added = answer.value.changes.filter((entry) => !seen.has(entry.id));
    return ok({ changes: [...shown, ...added], hasMore: answer.value.hasMore });
  }
}
