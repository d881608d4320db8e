import { makeAutoObservable } from 'mobx';
import type { CardHistoryPage } from '../../domain/index';
import type { LoadCardHistory } from '../../application/use-cases/load-card-history';
import type { AppStore } from '../store/app-store';
import { historyEntryView, type HistoryEntryView } from './history-entry-view';

export type CardHistoryDependencies = {
  readonly app: AppStore;
  readonly loadCardHistory: LoadCardHistory;
};

export type CardHistoryViewModel = {
  /** `failed`: the first page did not come; `moreFailed`: a later one did not (what was shown stays). */
  readonly status: 'loading' | 'ready' | 'loadingMore' | 'failed' | 'moreFailed';
  readonly entries: readonly HistoryEntryView[];
  /** Older entries follow: "show more" is offered. */
  readonly hasMore: boolean;
  /** The first entry "show more" added: focus goes there, so a keyboard user reads on where the list grew. */
  readonly firstAdded: string | undefined;
};

/**
 * The overview's "Recent changes" of the selected card (beyond the spec). One per mount: the
 * overview mounts it anew for each card it shows, so it never shows another card's history.
 * A failure stays in the section (the overview and its card remain usable), with a retry.
 */
export class CardHistoryPresenter {
  page: CardHistoryPage | undefined = undefined;
  status: CardHistoryViewModel['status'] = 'loading';
  firstAdded: string | undefined = undefined;

  constructor(private readonly deps: CardHistoryDependencies) {
    makeAutoObservable<CardHistoryPresenter, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The newest page (also the retry after a failed first page). */
  load(): Promise<void> {
    return this.fetch('loading', 'failed', undefined);
  }

  /** The next page after the entries shown (also the retry after a failed one). */
  more(): Promise<void> {
    return this.page ? this.fetch('loadingMore', 'moreFailed', this.page) : this.load();
  }

  get viewModel(): CardHistoryViewModel {
    return {
      status: this.status,
      entries: (this.page?.changes ?? []).map(historyEntryView),
      hasMore: this.page?.hasMore ?? false,
      firstAdded: this.firstAdded,
    };
  }

  private async fetch(
    busy: 'loading' | 'loadingMore',
    failed: 'failed' | 'moreFailed',
    shown: CardHistoryPage | undefined,
  ): Promise<void> {
    const paymentInstrumentId = this.deps.app.cards.selectedId;
    if (!paymentInstrumentId) return;
    this.setStatus(busy);
    const result = await this.deps.loadCardHistory.execute(
      shown ? { paymentInstrumentId, shown } : { paymentInstrumentId },
    );
    if (!result.ok) return this.setStatus(failed);
    this.show(result.value, shown ? result.value.changes[shown.changes.length]?.id : undefined);
  }

  private setStatus(status: CardHistoryViewModel['status']): void {
    this.status = status;
  }

  private show(page: CardHistoryPage, firstAdded: string | undefined): void {
    this.page = page;
    this.firstAdded = firstAdded;
    this.status = 'ready';
  }
}
